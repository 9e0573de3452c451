import type { AppLoadContext } from "@remix-run/cloudflare";
import type { StaffMember, StudioKind, StudioPiece } from "~/backend/studio";
import { studioKinds } from "~/backend/studio";
import { previewPathOf, publicPathOf } from "~/server/content-addresses.server";
import { hex, hmacSha256, sameSecret } from "~/server/crypto.server";
import { readFormBody } from "~/server/form-body.server";
import { notFound } from "~/server/not-found.server";
import { studioHeaders } from "~/server/edge/studio-gate.server";
import { can, type StudioAction, type StudioSubject } from "./policy";
import { areaWords } from "./sections";

/**
 * What every studio loader and action does first (decision 0501): the member the edge signed
 * in (`context.staff`), the role checked for this very action, and for a post the form token.
 * A refusal is a thrown 403 the studio's error boundary shows; it never depends on what the
 * page showed, so a forged post of a form the role never sees is refused the same way.
 */
export function requireMember(context: AppLoadContext): StaffMember {
  if (!context.staff) throw forbidden("Sign in to the studio first.");
  return context.staff;
}

export function requireCan(context: AppLoadContext, action: StudioAction, subject?: StudioSubject): StaffMember {
  const member = requireMember(context);
  if (!can(member, action, subject)) throw forbidden(`Your role (${member.role}) may not ${action === "read" ? "open" : action.replace("-", " ")} ${subject ? subjectWords[subject] : "this"}.`);
  return member;
}

const subjectWords: Record<StudioSubject, string> = {
  blog: "blog articles",
  tutorials: "tutorials",
  help: "help articles",
  "case-studies": "case studies",
  comparisons: "comparisons",
  ...areaWords,
};

export function forbidden(message: string): Response {
  return new Response(message, { status: 403, headers: { ...studioHeaders, "Content-Type": "text/plain; charset=utf-8" } });
}

/** The kind named in a studio URL, or the 404. */
export function kindParam(value: string | undefined): StudioKind {
  if (!value || !(studioKinds as readonly string[]).includes(value)) throw notFound(studioHeaders);
  return value as StudioKind;
}

/**
 * The studio's form token: a keyed hash of the member's address, so a post must come from a
 * page the studio rendered for that member. The edge refuses cross-site posts already; this is
 * the second lock DESIGN §11 asks for.
 */
export async function formTokenFor(context: AppLoadContext, member: StaffMember): Promise<string> {
  return hex(await hmacSha256(context.config.sessionSecret, `studio-form:${member.email}`));
}

/** Studio forms carry article bodies: up to 1 MB, read by the site's strict body reader. */
const studioFormMaxBytes = 1024 * 1024;

/**
 * A studio post: its body, after the role check for what it asks (`action`, or the action its
 * intent needs) and the form token. A form that uploads a file passes its own `maxBytes`.
 */
export async function readStudioPost(
  request: Request,
  context: AppLoadContext,
  action: StudioAction | ((form: FormData) => StudioAction),
  subject?: StudioSubject,
  maxBytes = studioFormMaxBytes,
) {
  const member = requireMember(context);
  const form = await readFormBody(request, maxBytes);
  requireCan(context, typeof action === "function" ? action(form) : action, subject);
  const token = form.get("_token");
  if (typeof token !== "string" || !sameSecret(token, await formTokenFor(context, member))) {
    throw forbidden("This form has expired or did not come from the studio. Reload the page and send it again.");
  }
  return { member, form };
}

/** A form field as text ("" when missing or a file). */
export const formText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** Where a piece lives on the site (its list route's path, decision 0057) and its preview link (decision 0214). */
export interface PieceAddress {
  public: string;
  preview: string | null;
}

export function addressOf(context: AppLoadContext, piece: Pick<StudioPiece, "kind" | "locale" | "slug" | "previewToken">): PieceAddress {
  return { public: publicPathOf(context.routes, piece.kind, piece.locale, piece.slug), preview: piece.previewToken ? previewPathOf(piece.locale, piece.previewToken) : null };
}
