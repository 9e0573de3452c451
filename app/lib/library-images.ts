/**
 * The image library's public addresses (issue 43 item 7, decision 0507), shared by the studio
 * that makes them, the route that serves them and the pages that show them. An image lives at
 * `/images/<sha-256 of its bytes>.<its type's extension>`: the address changes whenever the
 * bytes do, so it can be cached for a year and marked immutable.
 */
export const libraryImageTypes = {
  jpeg: { extension: "jpg", contentType: "image/jpeg" },
  png: { extension: "png", contentType: "image/png" },
  webp: { extension: "webp", contentType: "image/webp" },
  avif: { extension: "avif", contentType: "image/avif" },
} as const;
export type LibraryImageType = keyof typeof libraryImageTypes;

/** `<64 hex>.<ext>`: an image's key in the bucket and the last part of its address. */
const keyPattern = /^[0-9a-f]{64}\.(jpg|png|webp|avif)$/;
export const libraryImageBase = "/images/";

export const isLibraryImageKey = (key: string) => keyPattern.test(key);

export function libraryImageKey(hashHex: string, type: LibraryImageType): string {
  return `${hashHex}.${libraryImageTypes[type].extension}`;
}

export const libraryImagePath = (key: string) => `${libraryImageBase}${key}`;

/** The key of a library address (`/images/<key>`, or the same on this site's origin), or null. */
export function libraryKeyOf(address: string | null | undefined): string | null {
  if (!address) return null;
  const path = address.replace(/^https?:\/\/[^/]+/i, "");
  if (!path.startsWith(libraryImageBase)) return null;
  const key = path.slice(libraryImageBase.length);
  return isLibraryImageKey(key) ? key : null;
}

export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf(".") + 1);
  const type = Object.values(libraryImageTypes).find((entry) => entry.extension === extension);
  return type?.contentType ?? "application/octet-stream";
}

/** A library image as a public page shows it: its size and its alt text in each language. */
export interface LibraryImageFacts {
  key: string;
  width: number;
  height: number;
  altEn: string;
  altPt: string;
}

/** A page's image from the library: where, how big, and the alt text in the page's language. */
export interface PlacedLibraryImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export function placeLibraryImage(image: LibraryImageFacts, lang: "en" | "pt"): PlacedLibraryImage {
  return { src: libraryImagePath(image.key), width: image.width, height: image.height, alt: lang === "pt" ? image.altPt : image.altEn };
}
