import type { EnhancedReply } from "~/lib/enhanced-reply";
import type { ToastMessage } from "~/lib/toast";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Renders an action's outcome for app/enhance/forms.ts: the toast and the messages are
 * translation keys in the actions; the enhanced reply carries their text in the page's
 * language. `fieldErrors` takes each refused field's first message key.
 */
export function renderEnhancedReply(
  t: Translate,
  outcome: { toast?: ToastMessage; fieldErrors?: Record<string, string>; formError?: string; formSuccess?: string; reset?: boolean },
): EnhancedReply {
  const { toast } = outcome;
  return {
    toast: toast
      ? {
          kind: toast.kind,
          title: t(toast.title, toast.values),
          description: toast.description ? t(toast.description, toast.values) : undefined,
        }
      : undefined,
    fieldErrors: outcome.fieldErrors
      ? Object.fromEntries(Object.entries(outcome.fieldErrors).map(([name, key]) => [name, t(key)]))
      : undefined,
    formError: outcome.formError ? t(outcome.formError) : undefined,
    formSuccess: outcome.formSuccess ? t(outcome.formSuccess) : undefined,
    reset: outcome.reset,
  };
}
