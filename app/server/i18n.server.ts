import { RemixI18Next } from "remix-i18next/server";
import { defaultLanguage, langFromPath, supportedLanguages, type Lang } from "~/lib/i18n";
import { resources, type Namespace } from "~/locales";

/**
 * Server-side translations for loaders, actions and meta. The language always comes
 * from the URL (`/pt/...` is Portuguese); the edge handler has already redirected
 * visitors whose saved or browser language asks for the other twin.
 */
export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLanguages],
    fallbackLanguage: defaultLanguage,
    order: ["custom"],
    findLocale: async (request) => langFromPath(new URL(request.url).pathname),
  },
  i18next: {
    resources,
    defaultNS: "common",
    fallbackLng: defaultLanguage,
    interpolation: { escapeValue: false },
  },
});

export function translator(lang: Lang, ns: Namespace = "common") {
  return i18nServer.getFixedT(lang, ns);
}
