import type { EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { langFromPath } from "~/lib/i18n";
import { FrozenContext } from "~/components/ui/frozen";
import { DocumentStatusContext } from "~/lib/document-status";
import { frozenMarkupFor } from "~/server/frozen.server";
import { renderI18n } from "~/server/i18n.server";
import { enhancedReplyOfDocument } from "~/server/enhanced-document.server";

// functions/fetch.ts creates its request handler with this, so that Remix's server runtime
// and router are in the upload once, inside the server build (decision 0020).
export { createRequestHandler } from "@remix-run/cloudflare";
// And the backend it hands each request, for the same reason the other way round: the one dynamic
// import() (the Supabase adapter) must sit in Remix's build, where esbuild wraps that adapter alone
// in a lazy initialiser. In a module wrangler bundles, it wraps the whole upload (decision 0037).
export { backendForRequest, getBackend } from "~/backend/index.server";
// And the configuration, so that the edge, the clock and the backend read one remembered parse of
// each env (one module, one WeakMap; decision 0042).
export { originOf, readConfig } from "~/server/env.server";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const inPlace = enhancedReplyOfDocument(remixContext, responseStatusCode);
  if (inPlace) return inPlace;
  const lang = langFromPath(new URL(request.url).pathname);
  const i18n = renderI18n(lang);
  // The header's and footer's markup, rendered once per isolate and language (decision 0052).
  const frozen = frozenMarkupFor(lang, i18n);

  // The site has no Suspense boundary and no deferred data: every document is complete as soon
  // as its shell is, so streaming it sent the same bytes later in 512-byte chunks, each crossing
  // from JavaScript to the runtime twice. One string is the cheapest answer (decision 0020).
  const html = frozen.fill(
    renderToString(
      <I18nextProvider i18n={i18n}>
        <FrozenContext.Provider value={frozen.context}>
          <DocumentStatusContext.Provider value={responseStatusCode}>
            <RemixServer context={remixContext} url={request.url} />
          </DocumentStatusContext.Provider>
        </FrozenContext.Provider>
      </I18nextProvider>,
    ),
  );
  frozen.keepWanted();

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(`<!DOCTYPE html>${html}`, { headers: responseHeaders, status: responseStatusCode });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  console.error(error);
};
