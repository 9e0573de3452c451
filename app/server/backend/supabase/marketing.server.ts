import type { MarketingPort } from "../marketing";
import type { SupabaseContext } from "./context.server";

/** The marketing port on Supabase. */
export function supabaseMarketing(_context: SupabaseContext): MarketingPort {
  return {};
}
