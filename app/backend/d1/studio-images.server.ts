import { libraryImagePath, libraryImageTypes } from "~/lib/library-images";
import type { LibraryImageUse, StudioImagesPort } from "../studio-images";
import { toLibraryImage, toLibraryImageFacts, toLibraryImageUse } from "../studio-image-rows.server";
import type { StudioKind } from "../studio";
import { runD1, type D1Context } from "./context.server";
import { isPublic } from "./localized.server";
import { studioAuditStatement } from "./studio-audit.server";

type Row = Record<string, unknown>;

/** Where an image's bytes live in the R2 bucket: beside resumes and downloads, under their own prefix. */
const objectKey = (key: string) => `library/${key}`;


/** The content tables and the columns that hold a cover; every body is searched for the address. */
const usedIn: ReadonlyArray<[StudioKind, string, readonly string[]]> = [
  ["blog", "blog_articles", ["image_url", "header_image_url"]],
  ["tutorials", "tutorials", ["image_url", "header_image_url"]],
  ["case-studies", "case_studies", ["featured_image_url", "header_image_url"]],
  ["help", "help_articles", []],
  ["comparisons", "comparisons", []],
];
const usesSql = usedIn
  .map(([kind, table, covers]) => {
    const cover = covers.length ? covers.map((column) => `x.${column} = ?1`).join(" OR ") : "0";
    return `SELECT '${kind}' AS kind, x.id, x.locale, x.slug, x.title, ${isPublic("x")} AS is_public,
        CASE WHEN ${cover} THEN 'cover' ELSE 'body' END AS place
      FROM ${table} x WHERE ${cover} OR instr(COALESCE(x.content, ''), ?1) > 0`;
  })
  .join(" UNION ALL ");

/** The image library on D1 and R2 (decision 0507). */
export function d1StudioImages({ db, files }: D1Context): StudioImagesPort {
  const uses = async (key: string): Promise<LibraryImageUse[]> => {
    const { results } = await runD1("library image uses", () => db.prepare(`${usesSql} ORDER BY 6 DESC, 1, 5`).bind(libraryImagePath(key)).all<Row>());
    return results.map(toLibraryImageUse);
  };

  const find = async (key: string) => {
    const row = await runD1("library image", () => db.prepare("SELECT * FROM studio_images WHERE key = ?1").bind(key).first<Row>());
    return row ? toLibraryImage(row) : null;
  };

  return {
    async listLibraryImages({ before, limit }) {
      const { results } = await runD1("library images", () =>
        db
          .prepare(
            `SELECT * FROM studio_images WHERE ?1 IS NULL OR created_at < ?1 OR (created_at = ?1 AND key < ?2)
             ORDER BY created_at DESC, key DESC LIMIT ?3`,
          )
          .bind(before?.createdAt ?? null, before?.key ?? "", limit)
          .all<Row>(),
      );
      return results.map(toLibraryImage);
    },

    getLibraryImage: find,

    async libraryImageFacts(keys) {
      if (!keys.length) return [];
      const { results } = await runD1("library image facts", () =>
        db.prepare("SELECT key, width, height, alt_en, alt_pt FROM studio_images WHERE key IN (SELECT value FROM json_each(?1))").bind(JSON.stringify(keys)).all<Row>(),
      );
      return results.map(toLibraryImageFacts);
    },

    async addLibraryImage(image, actor) {
      const known = await runD1("library image exists", () => db.prepare("SELECT 1 AS found FROM studio_images WHERE key = ?1").bind(image.key).first<Row>());
      if (known) return "exists";
      const contentType = libraryImageTypes[image.type].contentType;
      // The bytes first: a row never names a file that is not there. The same bytes make the
      // same key, so a second try after a failure overwrites an identical object.
      await runD1("store library image", () => files.put(objectKey(image.key), image.bytes, { httpMetadata: { contentType } }));
      await runD1("add library image", () =>
        db.batch([
          db
            .prepare(
              `INSERT INTO studio_images (key, content_type, width, height, byte_size, file_name, alt_en, alt_pt, uploaded_by) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
            )
            .bind(image.key, contentType, image.width, image.height, image.bytes.byteLength, image.fileName, image.altEn, image.altPt, actor.email),
          studioAuditStatement(db, actor, "images.upload", "images", image.key, `${image.fileName} (${image.width}×${image.height})`),
        ]),
      );
      return "added";
    },

    async updateLibraryImageAlt(key, alt, actor) {
      const [updated] = await runD1("update library image", () =>
        db.batch([
          db
            .prepare(
              `UPDATE studio_images SET alt_en = ?2, alt_pt = ?3, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
               WHERE key = ?1 AND (alt_en <> ?2 OR alt_pt <> ?3)`,
            )
            .bind(key, alt.altEn, alt.altPt),
          // Recorded only when the row changed (the statement before it in the same batch).
          db
            .prepare(`INSERT INTO studio_audit (actor_email, actor_role, action, kind, item_id, detail) SELECT ?1, ?2, 'images.alt', 'images', ?3, ?4 WHERE changes() > 0`)
            .bind(actor.email, actor.role, key, `alt text: ${alt.altEn} | ${alt.altPt}`),
        ]),
      );
      return (updated?.meta.changes ?? 0) > 0;
    },

    libraryImageUses: uses,

    async deleteLibraryImage(key, actor) {
      const image = await find(key);
      if (!image) return "missing";
      if ((await uses(key)).some((use) => use.isPublic)) return "in-use";
      await runD1("delete library image", () =>
        db.batch([db.prepare("DELETE FROM studio_images WHERE key = ?1").bind(key), studioAuditStatement(db, actor, "images.delete", "images", key, image.fileName)]),
      );
      await runD1("remove library image file", () => files.delete(objectKey(key)));
      return "deleted";
    },

    async openLibraryImage(key) {
      const object = await runD1("read library image", () => files.get(objectKey(key)));
      if (!object) return null;
      return { kind: "stream", body: object.body, size: object.size };
    },
  };
}
