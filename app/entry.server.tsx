import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { langFromPath } from "~/lib/i18n";
import { NonceContext } from "~/lib/nonce";
import { renderI18n } from "~/server/i18n.server";

// functions/[[path]].ts creates its request handler with this, so that Remix's server runtime
// and router are in the upload once, inside the server build (decision 0020).
export { createRequestHandler } from "@remix-run/cloudflare";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const i18n = renderI18n(langFromPath(new URL(request.url).pathname));

  const nonce = loadContext.nonce;
  // The site has no Suspense boundary and no deferred data: every document is complete as soon
  // as its shell is, so streaming it sent the same bytes later in 512-byte chunks, each crossing
  // from JavaScript to the runtime twice. One string is the cheapest answer (decision 0020).
  const html = renderToString(
    <NonceContext.Provider value={nonce}>
      <I18nextProvider i18n={i18n}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </I18nextProvider>
    </NonceContext.Provider>,
  );

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(`<!DOCTYPE html>${html}`, { headers: responseHeaders, status: responseStatusCode });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  console.error(error);
};
