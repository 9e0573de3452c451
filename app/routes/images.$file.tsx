import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cacheControl } from "~/lib/cache-control";
import { contentTypeOfKey, isLibraryImageKey } from "~/lib/library-images";
import type { RouteHandle } from "~/lib/route-handle";

/**
 * /images/{sha-256}.{ext}: an image of the studio's library (issue 43 item 7, decision 0507).
 * The address is made of the bytes' hash, so what it names never changes: browsers and CDNs
 * keep it for a year without asking again. R2 (D1 backend): streamed by the Worker. Supabase:
 * a redirect to the public bucket's address, which Supabase's CDN serves. Static files under
 * /images/ (public/images/content, public/images/marketing) are answered before the Worker runs.
 */
export const handle = { page: { cache: "never", sitemap: false } } satisfies RouteHandle;

const missing = () =>
  new Response("Not found.\nNão encontrado.\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl.never } });

export async function loader({ params, context }: LoaderFunctionArgs) {
  const key = params.file ?? "";
  if (!isLibraryImageKey(key)) return missing();
  let file;
  try {
    file = await context.backend.openLibraryImage(key);
  } catch (error) {
    console.error("library image unavailable", error);
    return new Response("Temporarily unavailable.\nTemporariamente indisponível.\n", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl.never, "Retry-After": "60" },
    });
  }
  if (!file) return missing();
  if (file.kind === "redirect") return new Response(null, { status: 301, headers: { Location: file.url, "Cache-Control": cacheControl.immutable } });
  return new Response(file.body, {
    headers: { "Content-Type": contentTypeOfKey(key), "Content-Length": String(file.size), "Cache-Control": cacheControl.immutable, "X-Content-Type-Options": "nosniff" },
  });
}
