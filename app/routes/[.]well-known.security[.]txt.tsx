import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cacheControl } from "~/lib/cache-control";
import { securityTxt } from "~/lib/security-txt";
import { siteOrigin } from "~/server/env.server";

/** /.well-known/security.txt (RFC 9116; issue 22 item 4, decision 0108). */
export function loader({ request, context }: LoaderFunctionArgs) {
  const body = securityTxt({ origin: siteOrigin(request, context), now: new Date() });
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl.securityTxt },
  });
}
