import { maxTokenLength } from "../signed-token.server";

/**
 * RFC 8058: a mail client's one-click unsubscribe is a cross-site POST to the link in the
 * mail's List-Unsubscribe header (decision 0030). The edge lets exactly the signed
 * unsubscribe addresses through (app/features/newsletter/unsubscribe.server.ts makes them),
 * without their Origin; every other cross-site POST stays refused.
 */
export const unsubscribePathPrefix = "/newsletter/unsubscribe/";

/** Exactly the addresses that accept a cross-site POST: an optional /pt, the prefix, a signed token (payload.hex HMAC). */
const unsubscribePathPattern = new RegExp(`^(?:/pt)?${unsubscribePathPrefix}[A-Za-z0-9_-]{1,${maxTokenLength}}\\.[0-9a-f]{64}$`);

/** A POST to a signed unsubscribe address: the one cross-site POST the site accepts. */
export function isOneClickUnsubscribe(request: Request): boolean {
  return request.method === "POST" && unsubscribePathPattern.test(new URL(request.url).pathname);
}

/** The same request without its Origin header (the one-click POST, once let through). */
export function withoutOrigin(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete("Origin");
  return new Request(request, { headers });
}
