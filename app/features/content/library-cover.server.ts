import type { Backend } from "~/backend/types";
import type { Lang } from "~/lib/i18n";
import { libraryKeyOf, placeLibraryImage, type PlacedLibraryImage } from "~/lib/library-images";

/**
 * A cover from the studio's image library (decision 0507): its width, height and the alt text
 * of the page's language, read only when the cover's address is a library one (a page with a
 * cover of its own path reads nothing more). A failed read leaves the cover as other covers
 * are drawn, in its 1200×630 frame with an empty alt: the page itself still answers.
 */
/**
 * The address a page's cover comes from: the cover field the studio edits (`image_url`) when it
 * names a library image, since that is the latest deliberate choice and the studio has no field
 * for the older header image; otherwise the header image, then the cover, as before.
 */
export function coverAddress(row: { imageUrl?: string | null; headerImageUrl?: string | null }): string | null {
  return libraryKeyOf(row.imageUrl) ? (row.imageUrl ?? null) : (row.headerImageUrl ?? row.imageUrl ?? null);
}

export async function libraryCover(backend: Backend, address: string | null | undefined, lang: Lang): Promise<PlacedLibraryImage | null> {
  const key = libraryKeyOf(address);
  if (!key) return null;
  try {
    const [facts] = await backend.libraryImageFacts([key]);
    return facts ? placeLibraryImage(facts, lang) : null;
  } catch (error) {
    console.error("library cover unavailable", error);
    return null;
  }
}
