/** Names shared by forms and the actions that read them. */
export const honeypotFieldName = "website";
/** Set by forms that JavaScript submits in place; such posts get JSON instead of a redirect. */
export const enhancedFieldName = "_enhanced";
export const redirectFieldName = "redirectTo";

/**
 * Added by the flash next to a typed value it had to shorten to fit its cookie
 * (docs/decisions/0009-hostile-input-and-flash.md); each form translates it like its errors.
 */
export const valueShortenedKey = "valueShortened";

/** The text under a field: its first error, then the note when its value came back shortened. */
export function fieldErrorText(errors: string[] | undefined, translate: (key: string) => string): string | null {
  if (!errors?.length) return null;
  const first = errors.find((key) => key !== valueShortenedKey);
  const keys = errors.includes(valueShortenedKey) ? [first, valueShortenedKey] : [first];
  const texts = keys.filter((key) => key !== undefined).map(translate);
  return texts.length > 0 ? texts.join(". ") : null;
}
