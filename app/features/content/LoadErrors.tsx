import { useTranslation } from "~/lib/translation";

/**
 * The spec's load-failure messages (spec 2 §8), e.g. 'Failed to load blog articles': the
 * server renders them as an alert at the top of the list, with or without JavaScript.
 */
export function LoadErrors({ messages }: { messages: string[] }) {
  const { t } = useTranslation();
  if (messages.length === 0) return null;
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
