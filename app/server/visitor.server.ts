import { createCookie, type AppLoadContext } from "@remix-run/cloudflare";
import type { VisitorIdentity, VisitorLookup } from "~/backend/types";
import { addressKey, clientAddress } from "~/server/abuse.server";
import { keyedHash } from "~/server/crypto.server";

/**
 * Who is voting on the roadmap or answering "Was this article helpful?" (DESIGN §6,
 * docs/decisions/0302-one-vote-per-visitor.md, 0010-shared-addresses-and-rate-limits.md and
 * 0211-helpful-feedback.md): a random id in a signed first-party cookie, plus, for votes,
 * the client address (IPv6 by its /64). Both reach the backend only as HMACs under
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

/**
 * What the visitor's cookie holds: an id, nothing, or a value the site cannot read (a bad
 * signature, not base64, not an id), which counts as no cookie and is replaced or cleared,
 * never an error (issue 23 item 2).
 */
async function readVisitorCookie(request: Request, context: AppLoadContext): Promise<{ id: string | null; unreadable: boolean }> {
  const header = request.headers.get("Cookie");
  const named = (part: string) => part.includes("=") && part.slice(0, part.indexOf("=")).trim() === visitorCookieName;
  if (!header?.split(";").some(named)) {
    return { id: null, unreadable: false };
  }
  let value: unknown;
  try {
    value = await visitorCookie(context).parse(header);
  } catch {
    // Remix's signature check throws on a value that is not `payload.base64signature`.
    return { id: null, unreadable: true };
  }
  // null: the signature does not match.
  return typeof value === "string" && idPattern.test(value) ? { id: value, unreadable: false } : { id: null, unreadable: true };
}

/** The id in the visitor's cookie, or null when there is none or it cannot be read. */
export async function visitorIdFrom(request: Request, context: AppLoadContext): Promise<string | null> {
  return (await readVisitorCookie(request, context)).id;
}

/** A Set-Cookie that expires the visitor's cookie when it holds something the site cannot read; otherwise null. */
export async function unreadableVisitorCookie(request: Request, context: AppLoadContext): Promise<string | null> {
  if (!(await readVisitorCookie(request, context)).unreadable) return null;
  return visitorCookie(context).serialize("", { maxAge: undefined, expires: new Date(0) });
}

/**
 * What the visitor id is keyed for. Each use hashes it under its own prefix, so the rows of
 * one table cannot be matched with another's.
 */
export type VisitorPurpose = "roadmap" | "help-feedback";

const visitorKeyOf = (context: AppLoadContext, id: string, purpose: VisitorPurpose) =>
  keyedHash(context.config.hashSalt, `${purpose}-visitor:${id}`);
const addressHashOf = (context: AppLoadContext, request: Request) =>
  keyedHash(context.config.hashSalt, `roadmap-address:${addressKey(clientAddress(request))}`);

/**
 * For reads (the item dialog): who this is, without giving them a cookie. By cookie only:
 * someone else on the same network having voted says nothing about this visitor.
 */
export async function lookUpVisitor(request: Request, context: AppLoadContext): Promise<VisitorLookup> {
  const id = await visitorIdFrom(request, context);
  return { visitorKey: id ? await visitorKeyOf(context, id, "roadmap") : null };
}

/**
 * For votes and likes: the visitor, given a new id when they have none. `setCookie` is the
 * header to send with the response when a new id was issued.
 */
export async function identifyVisitor(
  request: Request,
  context: AppLoadContext,
): Promise<{ identity: VisitorIdentity; setCookie: string | null }> {
  const { visitorKey, setCookie } = await keyVisitor(request, context, "roadmap");
  return { identity: { visitorKey, addressHash: await addressHashOf(context, request) }, setCookie };
}

/**
 * The visitor's key for `purpose`, given a new id when they have none (the cookie is issued
 * by the first post that needs it). `setCookie` is the header to send when an id was issued.
 */
export async function keyVisitor(
  request: Request,
  context: AppLoadContext,
  purpose: VisitorPurpose,
): Promise<{ visitorKey: string; setCookie: string | null }> {
  const existing = await visitorIdFrom(request, context);
  const id = existing ?? crypto.randomUUID();
  return { visitorKey: await visitorKeyOf(context, id, purpose), setCookie: existing ? null : await visitorCookie(context).serialize(id) };
}
