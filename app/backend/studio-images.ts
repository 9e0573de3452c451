import type { Lang } from "~/lib/i18n";
import type { LibraryImageFacts, LibraryImageType } from "~/lib/library-images";
import type { StudioActor, StudioKind } from "./studio";

/**
 * The studio's image library (issue 43 item 7, decision 0507): images checked by their bytes,
 * stored under a key made of their SHA-256 (R2 on D1, the public `library-images` bucket on
 * Supabase), with their size and alt text in both languages. Every write records its audit
 * entry in the same batch or function.
 */
export interface LibraryImage extends LibraryImageFacts {
  contentType: string;
  byteSize: number;
  /** The name the file had on the uploader's computer: shown, never used as a path. */
  fileName: string;
  uploadedBy: string;
  createdAt: string;
  updatedAt: string;
}

export interface NewLibraryImage {
  key: string;
  type: LibraryImageType;
  width: number;
  height: number;
  fileName: string;
  altEn: string;
  altPt: string;
  bytes: Uint8Array;
}

/** Where the list continues: the last image shown (newest first). */
export interface LibraryCursor {
  createdAt: string;
  key: string;
}

/** A content row that shows an image: as its cover, or in its body. */
export interface LibraryImageUse {
  kind: StudioKind;
  id: string;
  locale: Lang;
  slug: string;
  title: string;
  isPublic: boolean;
  place: "cover" | "body";
}

/** The image's bytes, streamed by the Worker (R2), or the storage's public address (Supabase). */
export type LibraryImageFile = { kind: "stream"; body: ReadableStream; size: number } | { kind: "redirect"; url: string };

export interface StudioImagesPort {
  /** Newest first, `limit` at most, after `before` when given. */
  listLibraryImages(query: { before?: LibraryCursor; limit: number }): Promise<LibraryImage[]>;
  getLibraryImage(key: string): Promise<LibraryImage | null>;
  /** Public: the size and alt texts of the images a page shows (keys it does not know are left out). */
  libraryImageFacts(keys: readonly string[]): Promise<LibraryImageFacts[]>;
  /** "exists" when the same bytes are in the library already (nothing written). */
  addLibraryImage(image: NewLibraryImage, actor: StudioActor): Promise<"added" | "exists">;
  updateLibraryImageAlt(key: string, alt: { altEn: string; altPt: string }, actor: StudioActor): Promise<boolean>;
  /** Every content row whose cover is the image or whose body names its address. */
  libraryImageUses(key: string): Promise<LibraryImageUse[]>;
  /** Refused ("in-use") while a public row shows it; the file goes with the row. */
  deleteLibraryImage(key: string, actor: StudioActor): Promise<"deleted" | "in-use" | "missing">;
  openLibraryImage(key: string): Promise<LibraryImageFile | null>;
}
