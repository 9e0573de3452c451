import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cacheControl } from "~/lib/cache-control";
import { securityTxt } from "~/lib/security-txt";
import type { RouteHandle } from "~/lib/route-handle";

export const handle = { page: { cache: "marketing", sitemap: false } } satisfies RouteHandle;

/** /.well-known/security.txt (RFC 9116; issue 22 item 4, decision 0108). */
export function loader({ context }: LoaderFunctionArgs) {
  const body = securityTxt({ origin: context.origin, now: new Date() });
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl.securityTxt },
  });
}
