import { createRemoteJWKSet, jwtVerify } from "jose";
import type { StaffMember } from "~/backend/studio";
import type { StudioSignIn } from "./env.server";

/**
 * Who is asking for /studio (DESIGN §11, decision 0501). Cloudflare Access stands in front of
 * the path and stamps every request it lets through with `Cf-Access-Jwt-Assertion`, a token
 * signed with the team's keys. This module is the only place that reads it: RS256 only, the
 * team's issuer, the application's audience, expiry and not-before checked by jose, then the
 * `email` claim looked up in the staff table. The `Cf-Access-Authenticated-User-Email` header
 * Access also sends is never read: anyone can send a header, only Access can sign a token.
 */
export const accessTokenHeader = "Cf-Access-Jwt-Assertion";

export type StudioRefusal = "no-token" | "bad-token" | "not-staff" | "inactive" | "closed";
export type StudioSignInResult = { member: StaffMember } | { refusal: StudioRefusal; email?: string };

type KeySet = ReturnType<typeof createRemoteJWKSet>;
/** One key set per team domain and isolate: fetched once, fetched again at most once a minute for an unknown `kid`. */
const keySets = new Map<string, KeySet>();

function keySetOf(teamDomain: string): KeySet {
  let keys = keySets.get(teamDomain);
  if (!keys) {
    keys = createRemoteJWKSet(new URL("/cdn-cgi/access/certs", teamDomain), { cooldownDuration: 60_000, cacheMaxAge: 10 * 60_000, timeoutDuration: 3_000 });
    keySets.set(teamDomain, keys);
  }
  return keys;
}

/** The verified email of an Access token, or null for any token that is not exactly right. */
export async function verifiedAccessEmail(token: string, { teamDomain, audience }: { teamDomain: string; audience: string }): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, keySetOf(teamDomain), { algorithms: ["RS256"], issuer: teamDomain, audience, requiredClaims: ["exp", "email"] });
    return typeof payload.email === "string" && payload.email.includes("@") ? payload.email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

/** Signs a request into the studio, or says why not. `findStaffMember` is the backend's. */
export async function signInToStudio(
  request: Request,
  signIn: StudioSignIn,
  findStaffMember: (email: string) => Promise<StaffMember | null>,
): Promise<StudioSignInResult> {
  let email: string;
  if (signIn.mode === "closed") return { refusal: "closed" };
  if (signIn.mode === "local") email = signIn.email;
  else {
    const token = request.headers.get(accessTokenHeader)?.trim();
    if (!token) return { refusal: "no-token" };
    // A token is three base64url parts; anything longer than Access would ever send is not read.
    if (token.length > 16_384) return { refusal: "bad-token" };
    const verified = await verifiedAccessEmail(token, signIn);
    if (!verified) return { refusal: "bad-token" };
    email = verified;
  }
  const member = await findStaffMember(email);
  if (!member) return { refusal: "not-staff", email };
  if (!member.active) return { refusal: "inactive", email };
  return { member };
}

/** Whether a path is the studio's: /studio and everything under it, however its letters are cased or escaped (Remix matches both). */
export function isStudioPath(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // An unreadable escape: matched as it stands.
  }
  return /^\/+studio(\/|$)/i.test(decoded);
}
