import type { SupabaseClient } from "@supabase/supabase-js";
import { BackendError } from "../types";

/** What every Supabase module of the adapter works with. */
export interface SupabaseContext {
  /** Publishable (anon) key: reads of published content, under RLS. */
  reader: SupabaseClient;
  /** Secret (service-role) key: the only role allowed to execute the write functions. */
  writer: SupabaseClient;
}

type Answer = { data: unknown; error: { message: string } | null };

/**
 * Awaits a supabase-js call and returns its data; a rejected call or an `error` in the
 * answer (spec 2 §7: "an error object with a message is treated as a failure") becomes a
 * BackendError naming what failed.
 */
export async function answerOf<T>(what: string, call: PromiseLike<Answer>): Promise<T> {
  let result: Answer;
  try {
    result = await call;
  } catch (error) {
    throw new BackendError(`Supabase ${what} failed`, error);
  }
  if (result.error) throw new BackendError(`Supabase ${what} failed: ${result.error.message}`, result.error);
  return result.data as T;
}
