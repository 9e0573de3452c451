import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isLang } from "~/lib/i18n";
import { resources, type Namespace } from "~/locales";

/**
 * One translation namespace as JSON, for client-side navigations to pages whose
 * namespaces the first document did not inline (entry.client.tsx asks with the build's
 * version in the query, so the answer can be cached for good).
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const { lang, ns } = params;
  if (!isLang(lang) || !ns || !Object.hasOwn(resources[lang], ns)) {
    throw new Response("Not Found", { status: 404 });
  }
  return new Response(JSON.stringify(resources[lang][ns as Namespace]), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
