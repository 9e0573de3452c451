import { cacheControl } from "~/lib/cache-control";
import type { AppConfig } from "../env.server";
import { testSqlTokenHeader } from "./test-sql.server";
import { sameSecret } from "../crypto.server";

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
  // A loader that already said 503 (the roadmap) gets the same headers.
  if (!(response.status >= 200 && response.status < 300) && response.status !== 404 && response.status !== 503) return response;
  const unreadable = new Response(response.body, { status: 503, statusText: "Service Unavailable", headers: response.headers });
  unreadable.headers.set("Retry-After", String(outageRetryAfterSeconds));
  unreadable.headers.set("Cache-Control", cacheControl.never);
  return unreadable;
}

/**
 * The test servers' clock for the page cache: with the server's TEST_SQL_TOKEN in
 * `X-Test-Sql-Token`, `X-Test-Clock-Offset: <seconds>` makes the edge judge a stored copy's
 * age as that much later, so a test can reach the end of a page's stale window (minutes to
 * hours) in a moment. Never in production: readConfig refuses TEST_SQL_TOKEN there, and
 * without the exact token the header is ignored.
 */
export const testClockHeader = "X-Test-Clock-Offset";

export function testClockOffsetMs(request: Request, config: Pick<AppConfig, "test">): number {
  if (!config.test) return 0;
  const offset = request.headers.get(testClockHeader);
  if (offset === null || !sameSecret(request.headers.get(testSqlTokenHeader) ?? "", config.test.token)) return 0;
  const seconds = Number(offset);
  return Number.isFinite(seconds) ? seconds * 1000 : 0;
}

