import type { NewsletterPort, SubscribeInput } from "../newsletter";
import { BackendError } from "../types";
import { answerOf, type SupabaseContext } from "./context.server";
import { subscriptionPayload, unsubscriptionPayload } from "~/leads/payloads";

/** Newsletter subscribers through the write functions. */
export function supabaseNewsletter({ writer }: SupabaseContext): NewsletterPort {
  return {
    async subscribe(input: SubscribeInput) {
      const outcome = await answerOf<string>(
        "subscribe_to_newsletter",
        writer.rpc("subscribe_to_newsletter", { p_event: subscriptionPayload(input) }),
      );
      if (outcome !== "subscribed" && outcome !== "updated") {
        throw new BackendError(`Supabase subscribe_to_newsletter answered ${JSON.stringify(outcome)}`);
      }
      return outcome;
    },

    async unsubscribe({ email }: { email: string }) {
      const outcome = await answerOf<string>("unsubscribe_from_newsletter", writer.rpc("unsubscribe_from_newsletter", { p_event: unsubscriptionPayload({ email }) }));
      if (outcome !== "unsubscribed" && outcome !== "already" && outcome !== "unknown") {
        throw new BackendError(`Supabase unsubscribe_from_newsletter answered ${JSON.stringify(outcome)}`);
      }
      return outcome;
    },
  };
}
