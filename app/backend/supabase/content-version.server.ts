import type { ContentVersionPort } from "../content-version";
import { BackendError } from "../types";
import { answerOf, type SupabaseContext } from "./context.server";

/**
 * The single row of public.content_version (supabase/migrations/20261124000200_content_version.sql),
 * readable with the publishable key; one GET to PostgREST, aborted by the caller's signal.
 */
export function supabaseContentVersion({ reader }: SupabaseContext): ContentVersionPort {
  return {
    async readContentVersion({ signal } = {}) {
      const query = reader.from("content_version").select("version").eq("id", 1);
      const row = await answerOf<{ version: number | string } | null>(
        "content_version",
        (signal ? query.abortSignal(signal) : query).maybeSingle(),
      );
      if (!row) throw new BackendError("Supabase content_version has no row");
      return String(row.version);
    },
  };
}
