/**
 * The content version (issue 18 item 2, decision 0027): a number the backend's triggers move
 * whenever an editor's table changes (migrations/0009_content_version.sql,
 * supabase/migrations/20261124000200_content_version.sql). The edge cache keys pages by it.
 */
export interface ContentVersionPort {
  /** The current version as text; rejects when the backend does not answer before `signal` aborts. */
  readContentVersion(options?: { signal?: AbortSignal }): Promise<string>;
}
