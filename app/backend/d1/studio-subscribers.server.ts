import { forgottenAddress, forgottenName, studioSubscriberOf, type StudioSubscriberRow, type StudioSubscribersPort, type SubscriberSearch } from "../studio-subscribers";
import { runD1, type D1Context } from "./context.server";
import { studioAuditStatement } from "./studio-audit.server";

/** `%` and `_` typed in a search are letters, not patterns. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Subscribers on D1 (decision 0505); forgetting is one batch (migrations/0033_studio_leads.sql keeps the proof). */
export function d1StudioSubscribers({ db }: D1Context): StudioSubscribersPort {
  async function list({ search, after, limit }: SubscriberSearch) {
    const { results } = await runD1("list subscribers", () =>
      db
        .prepare(
          `SELECT email, name, is_waitlist, feature_interest, locale, subscribed_at, unsubscribed_at, consent_text, consent_version, consent_path, source
             FROM newsletter_subscribers
            WHERE (?1 IS NULL OR email LIKE ?1 ESCAPE '\\') AND (?2 IS NULL OR email > ?2)
            ORDER BY email LIMIT ?3`,
        )
        .bind(search ? likePattern(search) : null, after ?? null, Math.min(Math.max(limit, 1), 1000))
        .all<StudioSubscriberRow>(),
    );
    return results.map(studioSubscriberOf);
  }

  return {
    async getSubscriberCounts() {
      const row = await runD1("count subscribers", () =>
        db
          .prepare(
            `SELECT (SELECT count(*) FROM newsletter_subscribers WHERE unsubscribed_at IS NULL) AS subscribed,
                    (SELECT count(*) FROM newsletter_subscribers WHERE unsubscribed_at IS NOT NULL) AS unsubscribed,
                    (SELECT count(*) FROM newsletter_forgotten) AS forgotten`,
          )
          .first<{ subscribed: number; unsubscribed: number; forgotten: number }>(),
      );
      return { subscribed: row?.subscribed ?? 0, unsubscribed: row?.unsubscribed ?? 0, forgotten: row?.forgotten ?? 0 };
    },
    listStudioSubscribers: list,
    listStudioSubscribersForExport: list,

    async forgetSubscriber({ email, encoded, addressHash }, at, actor) {
      const exists = await runD1("find a subscriber", () => db.prepare(`SELECT 1 AS found FROM newsletter_subscribers WHERE email = ?1`).bind(email).first());
      if (!exists) return false;
      const now = at.toISOString();
      // The name and phone fields only where the event's own address is theirs; then every
      // spelling of the address (in free text, and base64url in the signed unsubscribe link) goes.
      const scrubbed = `replace(replace(json_replace(data, '$.name', ?3, '$.full_name', ?3, '$.phone', json('null')), ?1, ?2), ?4, 'forgotten')`;
      await runD1("forget a subscriber", () =>
        db.batch([
          db
            .prepare(
              `INSERT INTO newsletter_forgotten (address_hash, subscribed_at, unsubscribed_at, forgotten_at)
               SELECT ?2, subscribed_at, coalesce(unsubscribed_at, ?3), ?3 FROM newsletter_subscribers WHERE email = ?1
               ON CONFLICT (address_hash) DO UPDATE SET subscribed_at = excluded.subscribed_at, unsubscribed_at = excluded.unsubscribed_at, forgotten_at = excluded.forgotten_at`,
            )
            .bind(email, addressHash, now),
          db.prepare(`UPDATE lead_events SET data = ${scrubbed} WHERE json_extract(data, '$.email') = ?1`).bind(email, forgottenAddress, forgottenName, encoded),
          db.prepare(`DELETE FROM newsletter_subscribers WHERE email = ?1`).bind(email),
          db.prepare(`UPDATE audit_requests SET email = ?2, name = ?3 WHERE email = ?1`).bind(email, forgottenAddress, forgottenName),
          db.prepare(`UPDATE download_leads SET email = ?2, name = ?3 WHERE email = ?1`).bind(email, forgottenAddress, forgottenName),
          db.prepare(`UPDATE support_requests SET email = ?2, name = ?3, message = replace(message, ?1, ?2) WHERE email = ?1`).bind(email, forgottenAddress, forgottenName),
          // A recruiter's notes may name the person: they go with the address (before the rows lose it).
          db.prepare(`DELETE FROM job_application_notes WHERE application_id IN (SELECT id FROM job_applications WHERE email = ?1)`).bind(email),
          db
            .prepare(`UPDATE job_applications SET email = ?2, full_name = ?3, phone = NULL, cover_letter = replace(cover_letter, ?1, ?2) WHERE email = ?1`)
            .bind(email, forgottenAddress, forgottenName),
          studioAuditStatement(db, actor, "subscriber.forget", "subscribers", addressHash.slice(0, 16), "forgot a subscriber: their address and name are gone; the proof of leaving keeps a keyed hash"),
        ]),
      );
      return true;
    },
  };
}

