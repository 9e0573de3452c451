import type { EngagementPort } from "../engagement";
import type { SupabaseContext } from "./context.server";

/** The engagement port on Supabase. */
export function supabaseEngagement(_context: SupabaseContext): EngagementPort {
  return {};
}
