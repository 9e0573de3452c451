/**
 * The content version (issue 18 item 2, decision 0027): a number the backend's triggers move
 * whenever an editor's table changes (migrations/0009_content_version.sql,
 * supabase/migrations/20261124000200_content_version.sql). The edge cache keys pages by it.
 *
 * It also carries the latest publication time that has come (issue 29 item 1, decision 0213):
 * a row scheduled for 09:00 changes no table at 09:00, so the number alone would leave every
 * cached page without it; read in the same query, the time moves the key when the row falls due.
 */
export interface ContentVersionPort {
  /** The current version as text; rejects when the backend does not answer before `signal` aborts. */
  readContentVersion(options?: { signal?: AbortSignal }): Promise<string>;
}

/** The version as the cache key carries it: "42", or "42.mj3x1c" once a publication time has come. */
export function contentVersionText(version: number | string, latestPublication: string | null | undefined): string {
  const time = latestPublication ? Date.parse(latestPublication) : Number.NaN;
  return Number.isNaN(time) ? String(version) : `${version}.${Math.floor(time / 1000).toString(36)}`;
}
