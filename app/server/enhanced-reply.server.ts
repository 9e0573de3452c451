import type { EnhancedReply } from "~/lib/enhanced-reply";
import { messageText, messageValues, type Message, type Translate } from "~/lib/messages";
import type { ToastMessage } from "~/lib/toast";

/**
 * Says an action's outcome for app/enhance/forms.ts: the toast and the messages are the
 * keys the area's spec chose (app/server/form-action.server.ts); the enhanced reply carries
 * their text in the page's language, made by the same `messageText` the views use.
 */
export function renderEnhancedReply(
  t: Translate,
  outcome: { toast?: ToastMessage; fieldErrors?: Record<string, Message>; formError?: Message; formSuccess?: Message; reset?: boolean },
): EnhancedReply {
  const { toast } = outcome;
  const values = toast?.values ? messageValues(t, toast.values) : undefined;
  return {
    toast: toast
      ? {
          kind: toast.kind,
          title: t(toast.title, values),
          description: toast.description ? t(toast.description, values) : undefined,
        }
      : undefined,
    fieldErrors: outcome.fieldErrors
      ? Object.fromEntries(Object.entries(outcome.fieldErrors).map(([name, message]) => [name, messageText(t, message)]))
      : undefined,
    formError: outcome.formError ? messageText(t, outcome.formError) : undefined,
    formSuccess: outcome.formSuccess ? messageText(t, outcome.formSuccess) : undefined,
    reset: outcome.reset,
  };
}
