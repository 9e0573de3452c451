import enCommon from "./en/common.json";
import ptCommon from "./pt/common.json";

/**
 * Every translation resource, by language and namespace. The server holds them all;
 * a page sends the browser only the namespaces its routes declare in `handle.i18n`.
 */
export const resources = {
  en: { common: enCommon },
  pt: { common: ptCommon },
} as const;

export type Namespace = keyof (typeof resources)["en"];
export const defaultNamespace: Namespace = "common";
