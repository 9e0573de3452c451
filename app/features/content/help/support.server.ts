import type { SubmissionResult } from "@conform-to/react";
import { json, type AppLoadContext } from "@remix-run/cloudflare";
import { localizePath, type Lang } from "~/lib/i18n";
import { formAction, rateLimitedReason } from "~/server/form-action.server";
import { redirectWithFlash } from "~/server/flash.server";
import { supportArticleSlug, supportFormName, supportPath, supportSchema } from "./contact";

/** A refused plain post: the page renders again with the messages and everything typed. */
export interface SupportActionData {
  support: { reply: SubmissionResult<string[]> };
}

/**
 * The Contact Support form's post (issue 22 item 3, docs/decisions/0212-help-related-and-contact.md),
 * through the shared form pipeline: schema, honeypot, rate limits per address and per email
 * from that address, then one write of the request and its `support_request.created` event.
 * Without JavaScript, stored is a 303 back to the form with the outcome in the flash, and
 * refused (400, 429, 503) renders the page again with the messages and what was typed; in
 * place (app/enhance/forms.ts), the outcome beside the form. No toast: the outcome is said
 * beside the form, as the free audit's is.
 */
export function supportRequestAction({ request, context, lang }: { request: Request; context: AppLoadContext; lang: Lang }): Promise<Response> {
  return formAction({ request, context, schema: supportSchema }, ({ redirectTo, from }) => ({
    lang,
    namespace: "help",
    rateLimit: { action: "supportRequest", email: (value) => value.email },
    pretend: () => null,
    perform: async (value) => {
      await context.backend.submitSupportRequest({
        name: value.name,
        email: value.email.toLowerCase(),
        subject: value.subject || null,
        message: value.message,
        articleSlug: supportArticleSlug(value.article),
        locale: lang,
        from,
      });
      return null;
    },
    words: {
      field: (_name, error) => `contactForm.errors.${error}`,
      form: (reason) => (reason === rateLimitedReason ? "contactForm.reasons.rateLimited" : "contactForm.reasons.failed"),
      success: "contactForm.success",
    },
    // Back to the form, at the anchor its view names (`redirectTo`), or to the page's top.
    plain: (answer) =>
      answer.ok
        ? redirectWithFlash(context, redirectTo ?? localizePath(supportPath, lang), { form: { id: supportFormName, reply: answer.reply } })
        : json<SupportActionData>({ support: { reply: answer.reply } }, { status: answer.status }),
  }));
}
