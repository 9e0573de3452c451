import { contentVersionText, type ContentVersionPort } from "../content-version";
import { BackendError } from "../types";
import { answerOf, type SupabaseContext } from "./context.server";

/**
 * public.read_content_version() (supabase/migrations/20261127000400_scheduled_publishing.sql):
 * the single row of content_version and the latest publication time that has come, in one
 * GET to PostgREST with the publishable key, aborted by the caller's signal.
 */
export function supabaseContentVersion({ reader }: SupabaseContext): ContentVersionPort {
  return {
    async readContentVersion({ signal } = {}) {
      const query = reader.rpc("read_content_version", {}, { get: true });
      const row = await answerOf<{ version: number | string; due: string | null } | null>(
        "read_content_version",
        (signal ? query.abortSignal(signal) : query).maybeSingle(),
      );
      if (!row) throw new BackendError("Supabase content_version has no row");
      return contentVersionText(row.version, row.due);
    },
  };
}
