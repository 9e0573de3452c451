import { studioLeadOf, typesOf, type StudioLeadCursor, type StudioLeadFilter, type StudioLeadRow, type StudioLeadsPort } from "../studio-leads";
import { runD1, type D1Context } from "./context.server";
import { studioAuditStatement } from "./studio-audit.server";

/** D1 keeps the event's data as JSON text. */
type Row = Omit<StudioLeadRow, "data"> & { data: string };

/**
 * The studio's leads on D1 (decision 0505): read from `lead_events`, newest first, keyset-paged on
 * (created_at, id); the campaign through the expression index of migrations/0033_studio_leads.sql.
 */
export function d1StudioLeads({ db }: D1Context): StudioLeadsPort {
  async function list(filter: StudioLeadFilter, { after, limit }: { after?: StudioLeadCursor; limit: number }) {
    const types = typesOf(filter);
    const { results } = await runD1("list the studio's leads", () =>
      db
        .prepare(
          `SELECT id, type, data, created_at, attempts, next_attempt_at, delivered_at, last_status, last_error
             FROM lead_events
            WHERE type IN (SELECT value FROM json_each(?1))
              AND (?2 IS NULL OR created_at >= ?2) AND (?3 IS NULL OR created_at < ?3)
              AND (?4 IS NULL OR json_extract(data, '$.source.utm_campaign') = ?4)
              AND (?5 IS NULL OR (?5 = 'delivered' AND delivered_at IS NOT NULL)
                   OR (?5 = 'retrying' AND delivered_at IS NULL AND next_attempt_at IS NOT NULL)
                   OR (?5 = 'failed' AND delivered_at IS NULL AND next_attempt_at IS NULL))
              AND (?6 IS NULL OR created_at < ?6 OR (created_at = ?6 AND id < ?7))
            ORDER BY created_at DESC, id DESC
            LIMIT ?8`,
        )
        .bind(JSON.stringify(types), filter.from ?? null, filter.to ?? null, filter.campaign ?? null, filter.delivery ?? null, after?.at ?? null, after?.id ?? null, Math.min(Math.max(limit, 1), 1000))
        .all<Row>(),
    );
    return results.map((row) => studioLeadOf({ ...row, data: JSON.parse(row.data) as Record<string, unknown> }));
  }

  return {
    listStudioLeads: list,
    listStudioLeadsForExport: list,

    async retryStudioLead(id, now, actor) {
      const found = await runD1("find a lead event", () =>
        db.prepare(`SELECT type, attempts, delivered_at FROM lead_events WHERE id = ?1`).bind(id).first<{ type: string; attempts: number; delivered_at: string | null }>(),
      );
      if (!found) return "unknown";
      if (found.delivered_at) return "delivered";
      await runD1("retry a lead event now", () =>
        db.batch([
          db.prepare(`UPDATE lead_events SET next_attempt_at = ?2 WHERE id = ?1 AND delivered_at IS NULL`).bind(id, now.toISOString()),
          studioAuditStatement(db, actor, "lead.retry", "leads", id, `${found.type}, after ${found.attempts} attempt${found.attempts === 1 ? "" : "s"}`),
        ]),
      );
      return "due";
    },
  };
}
