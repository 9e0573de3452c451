import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { StudioFields, StudioKind, StudioRevision } from "~/backend/studio";
import { studioKindTables } from "~/backend/studio-kinds";
import { studioHeaders } from "~/server/edge/studio-gate.server";
import { notFound } from "~/server/not-found.server";
import { readStudioFields, utcTimeOf, type FieldErrors } from "./fields";
import { reviewRequestPayload } from "~/leads/payloads";
import type { StudioAction } from "./policy";
import { formText, readStudioPost } from "./studio.server";

/** What the piece page's action answers when it does not redirect: the form as typed, and why. */
export interface PieceReply {
  fields: StudioFields;
  errors: FieldErrors;
  basedOn: number | null;
  conflict: StudioRevision | null;
  preview: { html: string | null; text: string } | null;
  publishError: string | null;
}

const reply = (value: Partial<PieceReply> & Pick<PieceReply, "fields" | "basedOn">, status: number) =>
  json({ errors: {}, conflict: null, preview: null, publishError: null, ...value } satisfies PieceReply, { status, headers: studioHeaders });

const done = (kind: StudioKind, id: string, what: string) => redirect(`/studio/content/${kind}/${id}?done=${what}`, { headers: studioHeaders });

/**
 * Every post of a piece's page (issue 41 items 4–7), by its intent. Each intent names the
 * permission it needs, checked before the body is used (readStudioPost); every write reaches
 * the backend with its actor, which writes the audit entry in the same batch.
 */
export async function pieceAction(
  request: Request,
  context: AppLoadContext,
  kind: StudioKind,
  id: string | null,
  renderPreview: (source: string, locale: "en" | "pt") => Promise<string | null>,
) {
  const { member, form } = await readStudioPost(request, context, (body) => permissionFor(formText(body, "intent")), kind);
  const intent = formText(form, "intent");
  const actor = { email: member.email, role: member.role };
  const existing = id ? await context.backend.getStudioPiece(kind, id) : null;
  if (id && !existing) throw notFound(studioHeaders);
  const locale = existing?.piece.locale ?? (formText(form, "locale") === "pt" ? "pt" : "en");

  if (intent === "publish" || intent === "schedule") {
    if (!existing) throw notFound(studioHeaders);
    const now = new Date();
    let at = now.toISOString();
    if (intent === "schedule") {
      const time = utcTimeOf(formText(form, "publishAt"));
      if (!time || time <= at) {
        return reply({ fields: existing.fields, basedOn: existing.piece.latestRevision, publishError: "Choose a date and time in the future (UTC), e.g. tomorrow at 09:00." }, 400);
      }
      at = time;
    }
    await context.backend.publishStudioPiece(kind, existing.piece.id, at, actor);
    return done(kind, existing.piece.id, intent === "schedule" ? "scheduled" : "published");
  }
  if (intent === "unpublish" && existing) {
    await context.backend.unpublishStudioPiece(kind, existing.piece.id, actor);
    return done(kind, existing.piece.id, "unpublished");
  }
  if (intent === "delete" && existing) {
    if (formText(form, "confirm") !== "yes") {
      return reply({ fields: existing.fields, basedOn: existing.piece.latestRevision, publishError: "Tick “Yes, delete it” to delete this piece." }, 400);
    }
    await context.backend.deleteStudioPiece(kind, existing.piece.id, actor);
    return redirect(`/studio/content/${kind}?done=deleted`, { headers: studioHeaders });
  }
  if (intent === "translate" && existing) {
    if (existing.piece.locale !== "en" || existing.translation) throw new Response("This piece already has its Portuguese version.", { status: 409, headers: studioHeaders });
    const result = await context.backend.saveStudioPiece(
      { kind, id: null, locale: "pt", fields: existing.fields, basedOn: null, action: "translate", translationOf: existing.piece.id, note: "Portuguese draft from the English text" },
      actor,
    );
    if (!result.ok) throw new Response("The Portuguese draft could not be made: its slug is taken. Rename the Portuguese piece that holds it first.", { status: 409, headers: studioHeaders });
    return done(kind, result.id, "translated");
  }

  const categories = studioKindTables[kind].categories ? (await context.backend.listStudioCategories(kind)).filter((category) => category.locale === locale).map((category) => category.id) : [];
  const { fields, errors } = readStudioFields(kind, form, categories);
  const basedOnText = formText(form, "basedOn");
  const basedOn = /^\d+$/.test(basedOnText) ? Number(basedOnText) : null;
  if (intent === "preview") {
    const source = typeof fields.content === "string" ? fields.content : "";
    return reply({ fields, errors: {}, basedOn, preview: { html: await renderPreview(source, locale), text: source } }, 200);
  }
  if (intent !== "save" && intent !== "submit") throw new Response("Unknown action.", { status: 400, headers: studioHeaders });
  if (Object.keys(errors).length) return reply({ fields, errors, basedOn }, 400);
  const review =
    intent === "submit"
      ? reviewRequestPayload({ kind, locale, title: String(fields.title ?? ""), slug: String(fields.slug ?? ""), authorEmail: member.email, studioUrl: `${context.origin}/studio/content/${kind}?status=in_review` })
      : undefined;
  const result = await context.backend.saveStudioPiece({ kind, id, locale, fields, basedOn, action: intent, review }, actor);
  if (result.ok) return done(kind, result.id, intent === "submit" ? "submitted" : "saved");
  if ("slugTaken" in result) return reply({ fields, basedOn, errors: { slug: "Another piece in this language has this slug. Choose another." } }, 400);
  // Someone saved first: the form keeps what was typed and is now based on their revision.
  return reply({ fields, basedOn: result.conflict.id, conflict: result.conflict }, 409);
}

/** What each intent needs of the member's role (app/features/studio/policy.ts). */
function permissionFor(intent: string): StudioAction {
  if (intent === "publish" || intent === "schedule" || intent === "unpublish") return "publish";
  if (intent === "delete") return "delete";
  return "write";
}
