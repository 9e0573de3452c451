import { createCookie, type AppLoadContext } from "@remix-run/cloudflare";
import type { VisitorIdentity, VisitorLookup } from "~/backend/types";
import { addressKey, clientAddress, keyedHash } from "~/server/abuse.server";

/**
 * Who is voting on the roadmap (DESIGN §6, docs/decisions/0302-one-vote-per-visitor.md and
 * 0010-shared-addresses-and-rate-limits.md): a random id in a signed first-party cookie,
 * plus the client address (IPv6 by its /64). Both reach the backend only as HMACs under
 * HASH_SALT; the cookie may vote once per item or comment, the address a few times.
 */
export const visitorCookieName = "stayloop_visitor";
const twoYears = 60 * 60 * 24 * 365 * 2;
const idPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function visitorCookie(context: AppLoadContext) {
  return createCookie(visitorCookieName, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: twoYears,
    secure: context.config.production,
    // Signed with SESSION_SECRET: a forged or edited id is ignored like a missing one.
    secrets: [context.config.sessionSecret],
  });
}

/** The id in the visitor's cookie, or null when there is none or its signature does not match. */
export async function visitorIdFrom(request: Request, context: AppLoadContext): Promise<string | null> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${visitorCookieName}=`)) return null;
  const value: unknown = await visitorCookie(context).parse(header);
  return typeof value === "string" && idPattern.test(value) ? value : null;
}

const visitorKeyOf = (context: AppLoadContext, id: string) => keyedHash(context.config.hashSalt, `roadmap-visitor:${id}`);
const addressHashOf = (context: AppLoadContext, request: Request) =>
  keyedHash(context.config.hashSalt, `roadmap-address:${addressKey(clientAddress(request))}`);

/**
 * For reads (the item dialog): who this is, without giving them a cookie. By cookie only:
 * someone else on the same network having voted says nothing about this visitor.
 */
export async function lookUpVisitor(request: Request, context: AppLoadContext): Promise<VisitorLookup> {
  const id = await visitorIdFrom(request, context);
  return { visitorKey: id ? await visitorKeyOf(context, id) : null };
}

/**
 * For votes and likes: the visitor, given a new id when they have none. `setCookie` is the
 * header to send with the response when a new id was issued.
 */
export async function identifyVisitor(
  request: Request,
  context: AppLoadContext,
): Promise<{ identity: VisitorIdentity; setCookie: string | null }> {
  const existing = await visitorIdFrom(request, context);
  const id = existing ?? crypto.randomUUID();
  const identity = { visitorKey: await visitorKeyOf(context, id), addressHash: await addressHashOf(context, request) };
  return { identity, setCookie: existing ? null : await visitorCookie(context).serialize(id) };
}
