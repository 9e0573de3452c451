import type { Lang } from "~/lib/i18n";
import type { DownloadLeadInput, DownloadsPort, ResourceFile } from "../engagement";
import { BackendError } from "../types";
import { toDownloadableResource, type Row } from "../rows.server";
import { runD1, type D1Context } from "./context.server";
import { downloadPayload } from "~/leads/payloads";
import { insertLeadRow, leadEventStatement, leadRow } from "./lead-writes.server";

/** Content types of the files the site hands out, by extension. */
const contentTypes: Record<string, string> = {
  pdf: "application/pdf",
  csv: "text/csv; charset=utf-8",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  zip: "application/zip",
};

/** Free downloads on D1: the resources, their leads, and the files in R2. */
export function d1Downloads({ db, files, now }: D1Context): DownloadsPort {
  return {
    async listDownloadableResources(locale: Lang) {
      const { results } = await runD1("list downloadable resources", () =>
        db
          .prepare(
            `SELECT r.id, r.slug,
                    COALESCE(t.name, r.name) AS name,
                    COALESCE(t.description, r.description) AS description,
                    COALESCE(t.category, r.category) AS category,
                    r.thumbnail_url
               FROM downloadable_resources r
               LEFT JOIN downloadable_resource_translations t ON t.resource_id = r.id AND t.locale = ?1
              WHERE r.is_published = 1
              ORDER BY r.display_order ASC, r.created_at DESC`
          )
          .bind(locale)
          .all<Row>()
      );
      return results.map(toDownloadableResource);
    },

    async recordDownload(input: DownloadLeadInput) {
      const id = crypto.randomUUID();
      const at = now().toISOString();
      const lead = downloadPayload(input);
      // The lead and its event in one batch; neither when no published resource has the slug.
      const [inserted] = await runD1("record download", () =>
        db.batch<{ id: string }>([
          insertLeadRow(db, "download_leads", leadRow("download.created", lead, { id, downloaded_at: at }), {
            where: { sql: "SELECT 1 FROM downloadable_resources WHERE slug = ? AND is_published = 1", params: [lead.resource_slug] },
            returning: "id",
          }),
          leadEventStatement(db, {
            type: "download.created",
            payload: lead,
            id,
            at,
            exists: { sql: "SELECT 1 FROM download_leads WHERE id = ?", params: [id] },
          }),
        ])
      );
      const row = inserted?.results[0];
      if (!row) throw new BackendError(`D1 record download failed: no published resource ${input.resourceSlug}`);
      return { id: row.id };
    },

    async openResourceFile(slug: string): Promise<ResourceFile | null> {
      const row = await runD1("find resource file", () =>
        db
          .prepare("SELECT file_url FROM downloadable_resources WHERE slug = ?1 AND is_published = 1")
          .bind(slug)
          .first<{ file_url: string }>()
      );
      if (!row) return null;
      if (/^https:\/\//i.test(row.file_url)) return { kind: "redirect", url: row.file_url };
      const object = await runD1("read resource file", () => files.get(row.file_url));
      if (!object) return null;
      const fileName = row.file_url.split("/").pop() ?? "download";
      const extension = fileName.split(".").pop()?.toLowerCase() ?? "";
      return {
        kind: "stream",
        body: object.body,
        contentType: object.httpMetadata?.contentType ?? contentTypes[extension] ?? "application/octet-stream",
        size: object.size,
        fileName,
      };
    },
  };
}
