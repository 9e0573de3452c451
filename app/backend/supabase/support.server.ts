import type { SupportRequestInput, SupportRequestPort } from "../support";
import { BackendError } from "../types";
import { answerOf, type SupabaseContext } from "./context.server";
import { supportRequestPayload } from "~/leads/payloads";

/**
 * Support requests on Supabase: `submit_support_request`, which only the secret key may
 * execute and which records the `support_request.created` event in the same transaction
 * (supabase/migrations/20261125000100_support_requests.sql).
 */
export function supabaseSupportRequests({ writer }: SupabaseContext): SupportRequestPort {
  return {
    async submitSupportRequest(input: SupportRequestInput) {
      const id = await answerOf<unknown>(
        "submit_support_request",
        writer.rpc("submit_support_request", { p_event: supportRequestPayload(input) }),
      );
      if (typeof id !== "string") throw new BackendError(`Supabase submit_support_request answered ${JSON.stringify(id)}`);
      return { id };
    },
  };
}
