import type { LibraryImage, LibraryImageUse } from "./studio-images";
import type { StudioKind } from "./studio";

type Row = Record<string, unknown>;

/** A `studio_images` row as both adapters read it (decision 0507): the columns are the same in D1 and Postgres. */
export const toLibraryImage = (row: Row): LibraryImage => ({
  key: String(row.key),
  contentType: String(row.content_type),
  width: Number(row.width),
  height: Number(row.height),
  byteSize: Number(row.byte_size),
  fileName: String(row.file_name),
  altEn: String(row.alt_en),
  altPt: String(row.alt_pt),
  uploadedBy: String(row.uploaded_by),
  createdAt: String(row.created_at),
  updatedAt: String(row.updated_at),
});

/** A row of the image's uses (D1's statement, Postgres's studio_image_uses); `is_public` is 1/0 on D1, a boolean on Postgres. */
export const toLibraryImageUse = (row: Row): LibraryImageUse => ({
  kind: row.kind as StudioKind,
  id: String(row.id),
  locale: row.locale === "pt" ? "pt" : "en",
  slug: String(row.slug),
  title: String(row.title),
  isPublic: row.is_public === true || row.is_public === 1,
  place: row.place === "cover" ? "cover" : "body",
});

/** The size and alt texts a public page reads. */
export const toLibraryImageFacts = (row: Row) => ({ key: String(row.key), width: Number(row.width), height: Number(row.height), altEn: String(row.alt_en), altPt: String(row.alt_pt) });
