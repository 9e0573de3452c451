/** Names shared by forms and the actions that read them. */
export const honeypotFieldName = "website";
/** Set by forms that JavaScript submits in place; such posts get JSON instead of a redirect. */
export const enhancedFieldName = "_enhanced";
export const redirectFieldName = "redirectTo";
