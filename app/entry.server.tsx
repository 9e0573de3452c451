import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { createInstance } from "i18next";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { langFromPath } from "~/lib/i18n";
import { namespacesOf } from "~/lib/i18n-routes";
import { NonceContext } from "~/lib/nonce";
import { resources } from "~/locales";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const lang = langFromPath(new URL(request.url).pathname);
  const handles = remixContext.staticHandlerContext.matches.map(
    (match) => remixContext.routeModules[match.route.id]?.handle,
  );
  const ns = namespacesOf(handles);

  // One i18next instance per request, holding only the namespaces this page renders;
  // root.tsx serialises exactly these for the browser.
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: lang,
    // Both languages have every key (tests/unit/locales.test.ts): no fallback to load.
    fallbackLng: false,
    ns,
    defaultNS: "common",
    resources: { [lang]: Object.fromEntries(ns.map((n) => [n, resources[lang][n]])) },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });

  const nonce = loadContext.nonce;
  let status = responseStatusCode;
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <I18nextProvider i18n={i18n}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </I18nextProvider>
    </NonceContext.Provider>,
    {
      nonce,
      signal: request.signal,
      onError(error: unknown) {
        if (!request.signal.aborted) console.error(error);
        status = 500;
      },
    },
  );

  // Crawlers get the whole document at once; people get it streamed.
  if (isbot(request.headers.get("User-Agent") ?? "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  console.error(error);
};
