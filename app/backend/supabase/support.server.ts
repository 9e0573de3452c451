import type { SupportRequestInput, SupportRequestPort } from "../support";
import { BackendError } from "../types";
import { answerOf, type SupabaseContext } from "./context.server";

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
        writer.rpc("submit_support_request", {
          p_name: input.name,
          p_email: input.email,
          p_subject: input.subject,
          p_message: input.message,
          p_article_slug: input.articleSlug,
          p_locale: input.locale,
          ...(input.from ? { p_page: input.from.page, p_source: input.from.source } : {}),
        }),
      );
      if (typeof id !== "string") throw new BackendError(`Supabase submit_support_request answered ${JSON.stringify(id)}`);
      return { id };
    },
  };
}
