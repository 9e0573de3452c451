import type { NewsletterPort, SubscribeInput } from "../newsletter";
import { BackendError } from "../types";
import { answerOf, type SupabaseContext } from "./context.server";

/** Newsletter subscribers through the write functions. */
export function supabaseNewsletter({ writer }: SupabaseContext): NewsletterPort {
  return {
    async subscribe(input: SubscribeInput) {
      const outcome = await answerOf<string>(
        "subscribe_to_newsletter",
        writer.rpc("subscribe_to_newsletter", {
          p_email: input.email,
          p_name: input.name,
          p_phone: input.phone,
          p_is_waitlist: input.isWaitlist,
          p_feature_interest: input.featureInterest,
          p_locale: input.locale,
          p_consent_text: input.consentText,
          p_consent_version: input.consentVersion,
          p_consent_path: input.consentPath,
          p_unsubscribe_url: input.unsubscribeUrl,
          ...(input.from ? { p_page: input.from.page, p_source: input.from.source } : {}),
        }),
      );
      if (outcome !== "subscribed" && outcome !== "updated") {
        throw new BackendError(`Supabase subscribe_to_newsletter answered ${JSON.stringify(outcome)}`);
      }
      return outcome;
    },

    async unsubscribe({ email }: { email: string }) {
      const outcome = await answerOf<string>("unsubscribe_from_newsletter", writer.rpc("unsubscribe_from_newsletter", { p_email: email }));
      if (outcome !== "unsubscribed" && outcome !== "already" && outcome !== "unknown") {
        throw new BackendError(`Supabase unsubscribe_from_newsletter answered ${JSON.stringify(outcome)}`);
      }
      return outcome;
    },
  };
}
