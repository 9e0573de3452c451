import { downloadObjectPath, isStoredDownload, type StudioCatalogPort } from "../studio-catalog";
import { downloadTextWords, feeChangeWords, integrationChanges, toStudioChannelFee, toStudioDownload, toStudioIntegration } from "../studio-catalog-rows.server";
import type { Row } from "../rows.server";
import { BackendError } from "../types";
import { runD1, type D1Context } from "./context.server";
import { studioAuditStatement } from "./studio-audit.server";

const integrationSelect = `SELECT i.*, t.summary AS pt_summary, t.syncs AS pt_syncs, t.connect_steps AS pt_connect_steps
  FROM integrations i LEFT JOIN integration_translations t ON t.integration_slug = i.slug AND t.locale = 'pt'`;
const downloadSelect = `SELECT r.id, r.slug, r.name, r.description, r.file_url, r.is_published, t.name AS pt_name, t.description AS pt_description
  FROM downloadable_resources r LEFT JOIN downloadable_resource_translations t ON t.resource_id = r.id AND t.locale = 'pt'`;

/**
 * The studio's catalog on D1 and R2 (decision 0506): each write and its audit entry in one
 * batch; the tables' triggers move the content version, so cached pages follow.
 */
export function d1StudioCatalog({ db, files, now }: D1Context): StudioCatalogPort {
  const integration = async (slug: string) => {
    const row = await runD1("studio integration", () => db.prepare(`${integrationSelect} WHERE i.slug = ?1`).bind(slug).first<Row>());
    return row ? toStudioIntegration(row) : null;
  };
  const download = async (id: string) => {
    const row = await runD1("studio download", () => db.prepare(`${downloadSelect} WHERE r.id = ?1`).bind(id).first<Row>());
    return row ? toStudioDownload(row) : null;
  };

  return {
    async listStudioIntegrations() {
      const { results } = await runD1("studio integrations", () => db.prepare(`${integrationSelect} ORDER BY i.display_order, i.name LIMIT 500`).all<Row>());
      return results.map(toStudioIntegration).filter((row) => row !== null);
    },

    getStudioIntegration: integration,

    async saveStudioIntegration(slug, input, actor) {
      const before = await integration(slug);
      if (!before) return false;
      const list = (items: string[]) => JSON.stringify(items);
      await runD1("save studio integration", () =>
        db.batch([
          db
            .prepare(`UPDATE integrations SET name = ?2, kind = ?3, status = ?4, roadmap_item_id = ?5, display_order = ?6, is_published = ?7, summary = ?8, syncs = ?9, connect_steps = ?10 WHERE slug = ?1`)
            .bind(slug, input.name, input.kind, input.status, input.roadmapItemId, input.displayOrder, input.isPublished ? 1 : 0, input.en.summary, list(input.en.syncs), list(input.en.connectSteps)),
          input.pt
            ? db
                .prepare(
                  `INSERT INTO integration_translations (integration_slug, locale, summary, syncs, connect_steps) VALUES (?1, 'pt', ?2, ?3, ?4)
                   ON CONFLICT (integration_slug, locale) DO UPDATE SET summary = excluded.summary, syncs = excluded.syncs, connect_steps = excluded.connect_steps`,
                )
                .bind(slug, input.pt.summary, list(input.pt.syncs), list(input.pt.connectSteps))
            : db.prepare(`DELETE FROM integration_translations WHERE integration_slug = ?1 AND locale = 'pt'`).bind(slug),
          studioAuditStatement(db, actor, "integration.update", "catalog", `integration:${slug}`, integrationChanges(before, input)),
        ]),
      );
      return true;
    },

    async listStudioChannelFees() {
      const { results } = await runD1("studio channel fees", () => db.prepare(`SELECT * FROM channel_fees ORDER BY channel, market, coalesce(effective_from, '') LIMIT 1000`).all<Row>());
      return results.map(toStudioChannelFee);
    },

    async saveStudioChannelFee(id, input, actor) {
      const before = id === null ? null : await runD1("studio channel fee", () => db.prepare("SELECT * FROM channel_fees WHERE id = ?1").bind(id).first<Row>());
      if (id !== null && !before) return "missing";
      const taken = await runD1("studio channel fee history", () =>
        db
          .prepare("SELECT 1 FROM channel_fees WHERE channel = ?1 AND market = ?2 AND coalesce(effective_from, '') = coalesce(?3, '') AND id IS NOT ?4")
          .bind(input.channel, input.market, input.effectiveFrom, id)
          .first(),
      );
      if (taken) return "taken";
      const values = [input.channel, input.market, Number(input.feePercent), input.effectiveFrom, input.sourceUrl, input.checkedOn, input.noteEn, input.notePt] as const;
      const write =
        id === null
          ? db.prepare("INSERT INTO channel_fees (channel, market, fee_percent, effective_from, source_url, checked_on, note_en, note_pt) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)").bind(...values)
          : db.prepare("UPDATE channel_fees SET channel = ?1, market = ?2, fee_percent = ?3, effective_from = ?4, source_url = ?5, checked_on = ?6, note_en = ?7, note_pt = ?8 WHERE id = ?9").bind(...values, id);
      const words = feeChangeWords(before ? toStudioChannelFee(before) : null, input);
      // A new row is named in the audit log by the id SQLite just gave it (same batch, same connection).
      const audit =
        id === null
          ? db
              .prepare(`INSERT INTO studio_audit (actor_email, actor_role, action, kind, item_id, before_revision, after_revision, detail) VALUES (?1, ?2, 'fee.add', 'catalog', 'fee:' || last_insert_rowid(), NULL, NULL, ?3)`)
              .bind(actor.email, actor.role, words)
          : studioAuditStatement(db, actor, "fee.update", "catalog", `fee:${id}`, words);
      await runD1("save studio channel fee", () => db.batch([write, audit]));
      return "saved";
    },

    async markChannelFeesChecked(date, actor) {
      await runD1("mark channel fees checked", () =>
        db.batch([db.prepare("UPDATE channel_fees SET checked_on = ?1").bind(date), studioAuditStatement(db, actor, "fee.checked", "catalog", null, `every row checked on ${date}`)]),
      );
    },

    async listStudioDownloads() {
      const { results } = await runD1("studio downloads", () => db.prepare(`${downloadSelect} ORDER BY r.display_order, r.created_at DESC LIMIT 500`).all<Row>());
      return results.map(toStudioDownload);
    },

    getStudioDownload: download,

    async saveStudioDownloadText(id, input, actor) {
      const before = await download(id);
      if (!before) return false;
      await runD1("save studio download", () =>
        db.batch([
          db.prepare("UPDATE downloadable_resources SET name = ?2, description = ?3 WHERE id = ?1").bind(id, input.en.name, input.en.description),
          input.pt
            ? db
                .prepare(
                  `INSERT INTO downloadable_resource_translations (resource_id, locale, name, description) VALUES (?1, 'pt', ?2, ?3)
                   ON CONFLICT (resource_id, locale) DO UPDATE SET name = excluded.name, description = excluded.description`,
                )
                .bind(id, input.pt.name, input.pt.description)
            : db.prepare("DELETE FROM downloadable_resource_translations WHERE resource_id = ?1 AND locale = 'pt'").bind(id),
          studioAuditStatement(db, actor, "download.update", "catalog", `download:${before.slug}`, downloadTextWords(before, input)),
        ]),
      );
      return true;
    },

    async replaceStudioDownloadFile(id, file, actor) {
      const before = await download(id);
      if (!before) return null;
      const path = downloadObjectPath(before.slug, file.extension, now());
      await runD1("store download file", () => files.put(path, file.content, { httpMetadata: { contentType: file.contentType } }));
      try {
        // The row moves only if it still names the file read above: two replacements at once leave one winner, and the loser's object is removed.
        const [updated] = await db.batch([
          db.prepare("UPDATE downloadable_resources SET file_url = ?2 WHERE id = ?1 AND file_url = ?3").bind(id, path, before.fileUrl),
          db
            .prepare(
              `INSERT INTO studio_audit (actor_email, actor_role, action, kind, item_id, before_revision, after_revision, detail)
               SELECT ?1, ?2, 'download.file', 'catalog', ?3, NULL, NULL, ?4 WHERE EXISTS (SELECT 1 FROM downloadable_resources WHERE id = ?5 AND file_url = ?6)`,
            )
            .bind(actor.email, actor.role, `download:${before.slug}`, `file ${before.fileUrl} → ${path} (${file.content.byteLength} bytes)`, id, path),
        ]);
        if (!updated?.meta.changes) throw new BackendError(`D1 replace download file: ${before.slug} changed meanwhile`);
      } catch (error) {
        await files.delete(path).catch(() => undefined);
        throw error instanceof BackendError ? error : new BackendError("D1 replace download file failed", error);
      }
      const shared = await runD1("download file still named", () => db.prepare("SELECT 1 FROM downloadable_resources WHERE file_url = ?1").bind(before.fileUrl).first());
      const removable = isStoredDownload(before.fileUrl) && !shared;
      if (removable) await runD1("remove old download file", () => files.delete(before.fileUrl));
      return { path, removed: removable ? before.fileUrl : null };
    },
  };
}
