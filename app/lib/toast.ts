/**
 * A message for the status region. Title and description are translation keys of the
 * "common" namespace (so a message made in one language can render in the other), with
 * optional interpolation values.
 */
export interface ToastMessage {
  kind: "success" | "error";
  title: string;
  description?: string;
  values?: Record<string, string | number>;
}
