/** Small pure helpers the content pages share (server and browser). */

/** "Marta Ribeiro" -> "MR", "joão" -> "J"; "" for no name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "";
  const first = words[0]!;
  const last = words.length > 1 ? words[words.length - 1]! : "";
  return (Array.from(first)[0]! + (last ? Array.from(last)[0]! : "")).toLocaleUpperCase();
}

/** A slug from the URL, or null when it cannot be one (so no backend call is made). */
export function cleanSlug(value: string | null | undefined): string | null {
  if (!value) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  const slug = decoded.trim().toLowerCase();
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) && slug.length <= 120 ? slug : null;
}

/** A tag from `?tag=`: trimmed, at most 60 characters, or null. */
export function cleanTag(value: string | null | undefined): string | null {
  const tag = (value ?? "").trim().replace(/\s+/g, " ");
  return tag && tag.length <= 60 ? tag : null;
}

/** Plain text for meta descriptions: markup removed, at most `max` characters on a word boundary. */
export function plainSummary(value: string, max = 160): string {
  const text = value
    .replace(/<[^>]*>/g, " ")
    .replace(/[#>*_`[\]()]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 20))}…`;
}

/** Where the share buttons send the current address (spec 2 §2.6): Twitter also gets the title. */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  return {
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
  };
}
