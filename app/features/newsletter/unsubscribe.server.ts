import type { Lang } from "~/lib/i18n";
import { unsubscribePathPrefix } from "~/server/edge/one-click-unsubscribe.server";
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

/**
 * The path of the confirm page (and the RFC 8058 one-click POST, which the edge lets through:
 * app/server/edge/one-click-unsubscribe.server.ts) for a token.
 */
export const unsubscribePath = (lang: Lang, token: string) => `${lang === "pt" ? "/pt" : ""}${unsubscribePathPrefix}${token}`;

export async function unsubscribeUrl(input: { secret: string; origin: string; email: string; lang: Lang }): Promise<string> {
  return `${input.origin}${unsubscribePath(input.lang, await unsubscribeToken(input.secret, input.email))}`;
}
