import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { langFromPath } from "~/lib/i18n";

/** Namespaces the page did not inline are loaded on demand as separate chunks. */
const loaders: Record<string, () => Promise<{ default: unknown }>> = {
  "en/common": () => import("./locales/en/common.json"),
  "pt/common": () => import("./locales/pt/common.json"),
};

async function hydrate() {
  const inline = document.getElementById("i18n-resources")?.textContent;
  const bundled = inline ? (JSON.parse(inline) as Record<string, Record<string, object>>) : {};
  const lang = langFromPath(window.location.pathname);

  await i18next
    .use(initReactI18next)
    .use(
      resourcesToBackend(async (language: string, namespace: string) => {
        const load = loaders[`${language}/${namespace}`];
        return load ? (await load()).default : {};
      }),
    )
    .init({
      lng: lang,
      fallbackLng: "en",
      ns: Object.keys(bundled[lang] ?? { common: {} }),
      defaultNS: "common",
      resources: bundled,
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
