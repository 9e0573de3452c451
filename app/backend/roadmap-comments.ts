// Roadmap comment paging shared by both adapters and by the roadmap's server code
// (docs/decisions/0307-roadmap-comment-pages.md): what a cursor may be, and how a page is cut.

/** A comment id from a form: a UUID, or null. */
export function parseCommentId(value: FormDataEntryValue | null): string | null {
  return typeof value === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
    ? value.toLowerCase()
    : null;
}

/**
 * A page of comments from up to `limit + 1` rows read newest first: the extra row only says
 * that an older page exists, whose cursor is the oldest comment shown here.
 */
export function commentPageOf<T extends { id: string }>(newestFirst: T[], limit: number, newerCount: number) {
  const shown = newestFirst.slice(0, limit);
  const oldest = shown.at(-1);
  return {
    comments: shown.reverse(),
    olderBefore: newestFirst.length > limit && oldest ? oldest.id : null,
    newerCount,
  };
}
