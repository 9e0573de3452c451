/**
 * A message a form's answer says, as a translation key (of the namespace the form's view and
 * its pipeline spec name) with optional values. A value is text or a number as it is, or
 * another message, said in the same language (roadmap: "Failed to upvote: {{message}}" with
 * the reason's own sentence). The server decides every message once, in the area's spec
 * (app/server/form-action.server.ts); `messageText` is the one function that turns it into
 * text: for a post sent in place on the server (app/server/enhanced-reply.server.ts), for a
 * plain post in the view that renders it (the form's component, the Toaster).
 */
export type Message = string | { key: string; values?: MessageValues };
export type MessageValues = Record<string, string | number | { key: string; values?: MessageValues }>;

/** i18next's `t`, as both the server's translator and `useTranslation` give it. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export function messageText(t: Translate, message: Message): string {
  if (typeof message === "string") return t(message);
  return t(message.key, message.values ? messageValues(t, message.values) : undefined);
}

/** The values of a message with each nested message said as text. */
export function messageValues(t: Translate, values: MessageValues): Record<string, string | number> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === "object" ? messageText(t, value) : value]));
}
