import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { langFromPath } from "~/lib/i18n";

/**
 * Namespaces the page did not inline are fetched on demand from /locales/{lang}/{ns}.json,
 * keyed by the build's version so the browser may keep them for good.
 */
async function loadNamespace(language: string, namespace: string) {
  const version = (window as unknown as { __remixManifest?: { version?: string } }).__remixManifest?.version ?? "";
  const response = await fetch(`/locales/${language}/${namespace}.json?v=${encodeURIComponent(version)}`);
  if (!response.ok) throw new Error(`Translations ${language}/${namespace}: HTTP ${response.status}`);
  return response.json();
}

async function hydrate() {
  const inline = document.getElementById("i18n-resources")?.textContent;
  const bundled = inline ? (JSON.parse(inline) as Record<string, Record<string, object>>) : {};
  const lang = langFromPath(window.location.pathname);

  await i18next
    .use(initReactI18next)
    .use(
      resourcesToBackend(loadNamespace),
    )
    .init({
      lng: lang,
      // Both languages have every key (tests/unit/locales.test.ts): no fallback to fetch.
      fallbackLng: false,
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
