import { cacheControl } from "~/lib/cache-control";

/** Seconds a visitor (or a crawler) is asked to wait before trying a page whose data could not be read. */
export const outageRetryAfterSeconds = 30;

/**
 * A page rendered while one of its reads failed (docs/decisions/0025-error-pages-and-stale-if-error.md):
 * its body stays the spec's error state (the loaders catch the failure and say so, in the
 * page's language), but its status says the page is not what it should be, so neither the
 * edge cache nor a browser nor a crawler keeps it: 503, Retry-After, no-store. This covers
 * partial failures too (careers without its job listings, pricing without the comparison
 * table). Only GET and HEAD are changed: a form's post answers its own status.
 */
export function unreadablePage(request: Request, response: Response): Response {
  if (request.method !== "GET" && request.method !== "HEAD") return response;
  if (!(response.status >= 200 && response.status < 300) && response.status !== 404) return response;
  const unreadable = new Response(response.body, { status: 503, statusText: "Service Unavailable", headers: response.headers });
  unreadable.headers.set("Retry-After", String(outageRetryAfterSeconds));
  unreadable.headers.set("Cache-Control", cacheControl.never);
  return unreadable;
}
