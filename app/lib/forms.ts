/** Names shared by forms and the actions that read them. */
export const honeypotFieldName = "website";
/** Set by forms that JavaScript submits in place; such posts get JSON instead of a redirect. */
export const enhancedFieldName = "_enhanced";
export const redirectFieldName = "redirectTo";
/**
 * Added by the page's script to a form on a page the visitor reached from another site: that
 * site's host, from `document.referrer` (decision 0050). Nothing is stored on the device.
 */
export const referrerHostField = "_referrer_host";
/** What a post does, when a route has several forms (app/server/form-action.server.ts dispatches on it). */
export const intentFieldName = "intent";

/**
 * Added by the flash next to a typed value it had to shorten to fit its cookie
 * (docs/decisions/0009-hostile-input-and-flash.md): a message key like the field's own.
 */
export const valueShortenedKey = "common:forms.valueShortened";

/**
 * The text under a field: its first message, then the note when its value came back
 * shortened. The reply's errors are message keys (app/server/form-action.server.ts words
 * them), so `translate` is the view's `t`.
 */
export function fieldErrorText(errors: string[] | undefined, translate: (key: string) => string): string | null {
  if (!errors?.length) return null;
  const first = errors.find((key) => key !== valueShortenedKey);
  const keys = errors.includes(valueShortenedKey) ? [first, valueShortenedKey] : [first];
  const texts = keys.filter((key) => key !== undefined).map(translate);
  return texts.length > 0 ? texts.join(". ") : null;
}
