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
  "en/home": () => import("./locales/en/home.json"),
  "pt/home": () => import("./locales/pt/home.json"),
  "en/pricing": () => import("./locales/en/pricing.json"),
  "pt/pricing": () => import("./locales/pt/pricing.json"),
  "en/about": () => import("./locales/en/about.json"),
  "pt/about": () => import("./locales/pt/about.json"),
  "en/featurePages": () => import("./locales/en/featurePages.json"),
  "pt/featurePages": () => import("./locales/pt/featurePages.json"),
  "en/legal": () => import("./locales/en/legal.json"),
  "pt/legal": () => import("./locales/pt/legal.json"),
  "en/blog": () => import("./locales/en/blog.json"),
  "pt/blog": () => import("./locales/pt/blog.json"),
  "en/tutorials": () => import("./locales/en/tutorials.json"),
  "pt/tutorials": () => import("./locales/pt/tutorials.json"),
  "en/help": () => import("./locales/en/help.json"),
  "pt/help": () => import("./locales/pt/help.json"),
  "en/caseStudies": () => import("./locales/en/caseStudies.json"),
  "pt/caseStudies": () => import("./locales/pt/caseStudies.json"),
  "en/comparisons": () => import("./locales/en/comparisons.json"),
  "pt/comparisons": () => import("./locales/pt/comparisons.json"),
  "en/roadmap": () => import("./locales/en/roadmap.json"),
  "pt/roadmap": () => import("./locales/pt/roadmap.json"),
  "en/careers": () => import("./locales/en/careers.json"),
  "pt/careers": () => import("./locales/pt/careers.json"),
  "en/downloads": () => import("./locales/en/downloads.json"),
  "pt/downloads": () => import("./locales/pt/downloads.json"),
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
