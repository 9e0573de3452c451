import type { MessageValues } from "./messages";

/**
 * A message for the status region. Title and description are translation keys (of the
 * "common" namespace unless prefixed, so a message made in one language can render in the
 * other), with optional values, which may be messages themselves (app/lib/messages.ts).
 */
export interface ToastMessage {
  kind: "success" | "error";
  title: string;
  description?: string;
  values?: MessageValues;
}
