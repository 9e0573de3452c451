import type { ContentPort } from "../content";
import type { SupabaseContext } from "./context.server";

/** The content port on Supabase. */
export function supabaseContent(_context: SupabaseContext): ContentPort {
  return {};
}
