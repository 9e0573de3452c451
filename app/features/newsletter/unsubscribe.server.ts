import type { Lang } from "~/lib/i18n";
import { signPayload, verifiedPayload } from "~/server/signed-token.server";

/**
 * Newsletter unsubscribe links (issue 19 item 5; docs/decisions/0030-newsletter-consent-and-unsubscribe.md).
 * The token names the (lower-cased) email and never expires: it sits in every mail the
 * subscriber keeps, RFC 8058 mail clients may use it at any time, and all it can do is
 * unsubscribe that one address. Rotating SESSION_SECRET revokes every link.
 */
const purpose = "newsletter-unsubscribe";

export const unsubscribeToken = (secret: string, email: string) => signPayload(secret, purpose, email.toLowerCase());

/** The email a token was issued for, or null for a forged, malformed or oversized token. */
export async function unsubscribeEmail(secret: string, token: string | null | undefined): Promise<string | null> {
  const email = await verifiedPayload(secret, purpose, token);
  return email && email.includes("@") ? email : null;
}

/** The path of the confirm page (and the RFC 8058 one-click POST) for a token. */
export const unsubscribePath = (lang: Lang, token: string) => `${lang === "pt" ? "/pt" : ""}/newsletter/unsubscribe/${token}`;

/** Exactly the addresses that accept a cross-site POST (the one-click unsubscribe of a mail client). */
export const unsubscribePathPattern = /^(?:\/pt)?\/newsletter\/unsubscribe\/[A-Za-z0-9_-]{1,400}\.[0-9a-f]{64}$/;

export async function unsubscribeUrl(input: { secret: string; origin: string; email: string; lang: Lang }): Promise<string> {
  return `${input.origin}${unsubscribePath(input.lang, await unsubscribeToken(input.secret, input.email))}`;
}

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
