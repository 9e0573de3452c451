import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/lib/use-hydrated";
import { showToast } from "~/components/ui/Toaster";

/**
 * The spec's load-failure toasts (spec 2 §8), e.g. 'Failed to load blog articles'. With
 * JavaScript they are toasts in the page's status region; without it the server renders
 * the same messages as an alert at the top of the list.
 */
export function LoadErrors({ messages }: { messages: string[] }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const signature = messages.join("|");
  useEffect(() => {
    if (!signature) return;
    for (const message of signature.split("|")) showToast({ kind: "error", title: message });
  }, [signature]);
  if (hydrated || messages.length === 0) return null;
  return (
    <div role="alert" className="mb-8 space-y-2">
      {messages.map((message) => (
        <p key={message} className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-semibold text-red-900">
          {t(message)}
        </p>
      ))}
    </div>
  );
}
