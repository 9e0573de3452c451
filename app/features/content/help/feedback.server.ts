import { json } from "@remix-run/cloudflare";
import type { Lang } from "~/lib/i18n";
import type { ToastMessage } from "~/lib/toast";
import { defineForm, FormRefusal, withHeaders, type FormAnswer, type FormDefinition } from "~/server/form-action.server";
import { redirectWithFlash, safeRedirectPath } from "~/server/flash.server";
import { keyVisitor } from "~/server/visitor.server";
import { helpFeedbackAnswers, helpFeedbackFormName, helpFeedbackSchema, type HelpFeedbackActionData, type HelpFeedbackStep } from "./feedback";
import { notFound } from "~/server/not-found.server";

/**
 * The article dialog's action: "Was this article helpful?" and the comment after a No
 * (docs/decisions/0211-helpful-feedback.md), through the shared form pipeline. Without
 * JavaScript a stored answer is a 303 back to the dialog, whose flash names the next step;
 * a refused one renders the dialog again with its status (400, 429, 503), the message and
 * the typed text; an article that is not published is a 404. In place,
 * app/features/content/help/help-feedback.enhance.ts moves to the next step on success.
 */
/** What was stored, so the answer can say which step comes next. */
interface Answered {
  next: Exclude<HelpFeedbackStep, "ask">;
}

const thanksToast: ToastMessage = { kind: "success", title: "help:feedback.toast.thanksTitle", description: "help:feedback.toast.thanksText" };
const commentToast: ToastMessage = { kind: "success", title: "help:feedback.toast.thanksTitle", description: "help:feedback.toast.commentText" };

/** The toast of an in-place post or a stored plain one (a refused plain post shows its message in the form). */
function outcomeToast(answer: FormAnswer<Answered>): ToastMessage | undefined {
  if (answer.ok) return answer.done.next === "comment" ? commentToast : thanksToast;
  const reason = answer.reason ?? (answer.reply.error?.comment ? undefined : "invalid");
  if (!reason) return undefined;
  return { kind: "error", title: "help:feedback.toast.failedTitle", description: `help:feedback.reasons.${reason}` };
}

/** The article's form; its route hands it to `formAction`. */
export function helpFeedbackForm(lang: Lang, slug: string): FormDefinition {
  return defineForm(helpFeedbackSchema, ({ request, context, formData }) => {
    // Only the comment form sends the field, even when the visitor leaves it empty.
    const fromCommentForm = formData.has("comment");
    const answered = (helpful: "yes" | "no"): Answered => ({ next: helpful === "no" && !fromCommentForm ? "comment" : "thanks" });
    return {
      lang,
      namespace: "help",
      // A value that is neither answer is a tampered post: said as a whole, there is no field to mark.
      check: () => ((helpFeedbackAnswers as readonly unknown[]).includes(formData.get("helpful")) ? null : new FormRefusal(400, "invalid")),
      rateLimit: { action: "helpFeedback" },
      pretend: (value) => answered(value.helpful),
      perform: async (value) => {
        const visitor = await keyVisitor(request, context, "help-feedback");
        const outcome = await context.backend.recordHelpFeedback({
          articleSlug: slug,
          locale: lang,
          helpful: value.helpful === "yes",
          comment: value.comment || null,
          visitorKey: visitor.visitorKey,
        });
        if (outcome === "not-found") return new FormRefusal(404, "articleNotFound");
        return visitor.setCookie ? withHeaders(answered(value.helpful), { "Set-Cookie": visitor.setCookie }) : answered(value.helpful);
      },
      words: { field: (_name, code) => `feedback.errors.${code}`, form: (reason) => `feedback.reasons.${reason}` },
      toast: outcomeToast,
      plain: (answer, toast) => {
        if (!answer.ok && answer.reason === "articleNotFound") throw notFound();
        if (!answer.ok) {
          const step = fromCommentForm ? "comment" : "ask";
          return json<HelpFeedbackActionData>({ helpFeedback: { id: helpFeedbackFormName(step), reply: answer.reply } }, { status: answer.status });
        }
        const url = new URL(request.url);
        return redirectWithFlash(context, safeRedirectPath(`${url.pathname}${url.search}`), {
          toast,
          form: { id: helpFeedbackFormName(answer.done.next), reply: answer.reply },
        });
      },
    };
  });
}
