import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { enhancedFieldName, redirectFieldName } from "~/lib/forms";
import { langFromPath } from "~/lib/i18n";
import { newsletterSchema, subscriptionKind, validationToastTitle, errorMessageKey } from "~/features/newsletter/schema";
import type { EnhancedReply } from "~/lib/enhanced-reply";
import type { ToastMessage } from "~/lib/toast";
import { isHoneypotFilled, withinRateLimit } from "~/server/abuse.server";
import { renderEnhancedReply } from "~/server/enhanced-reply.server";
import { redirectWithFlash, safeRedirectPath } from "~/server/flash.server";
import { readFormBody } from "~/server/form-body.server";
import { translator } from "~/server/i18n.server";

/**
 * The footer newsletter, the blog and tutorial sign-ups and the referral waitlist post
 * here (DESIGN §5.2). A plain post gets a 303 back to its page with the outcome in the
 * flash; a post that JavaScript sent in place gets JSON: `result`/`toast` for the hydrated
 * form, `enhanced` (the same outcome as text) for app/enhance/forms.ts.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormBody(request);
  const enhanced = formData.get(enhancedFieldName) === "1";
  const redirectTo = safeRedirectPath(formData.get(redirectFieldName));
  const pathname = redirectTo.split(/[?#]/)[0] ?? "/";
  const lang = langFromPath(pathname);
  const submission = parseWithZod(formData, { schema: newsletterSchema });
  const source = submission.status === "success" ? submission.value.source : sourceOf(formData);
  const formId = `newsletter-${source}`;

  async function respond(status: number, toast: ToastMessage, reply: ReturnType<typeof submission.reply>) {
    if (enhanced) {
      const t = await translator(lang);
      const fieldErrors = Object.entries(reply.error ?? {}).flatMap(([name, errors]) =>
        name && errors?.[0] ? [[name, errorMessageKey(errors[0], source)] as const] : [],
      );
      const formError = reply.error?.[""]?.[0];
      const text = renderEnhancedReply(t, {
        toast,
        fieldErrors: Object.fromEntries(fieldErrors),
        formError: formError ? (formError === "rateLimited" ? "abuse.rateLimitedText" : "newsletter.toast.failedText") : undefined,
        reset: status === 200,
      });
      return json({ result: reply, toast, enhanced: text }, { status });
    }
    return redirectWithFlash(context, `${redirectTo}#${formId}`, {
      toast,
      form: status === 200 ? undefined : { id: formId, reply },
    });
  }

  if (submission.status !== "success") {
    const firstError = Object.values(submission.error ?? {}).flat()[0] ?? "invalidEmail";
    return respond(
      400,
      { kind: "error", title: validationToastTitle(firstError), description: errorMessageKey(firstError, source) },
      submission.reply(),
    );
  }

  const kind = subscriptionKind(source);
  const successToast = (outcome: "subscribed" | "updated"): ToastMessage =>
    outcome === "updated"
      ? { kind: "success", title: "newsletter.toast.updatedTitle", description: "newsletter.toast.updatedText" }
      : kind.isWaitlist
        ? { kind: "success", title: "newsletter.toast.waitlistTitle", description: "newsletter.toast.waitlistText" }
        : { kind: "success", title: "newsletter.toast.subscribedTitle", description: "newsletter.toast.subscribedText" };

  // Bots that fill the hidden field are told they succeeded, and nothing is stored.
  if (isHoneypotFilled(formData)) return respond(200, successToast("subscribed"), submission.reply({ resetForm: true }));

  try {
    if (!(await withinRateLimit(request, context, "newsletter", { email: submission.value.email }))) {
      return respond(
        429,
        { kind: "error", title: "abuse.rateLimitedTitle", description: "abuse.rateLimitedText" },
        submission.reply({ formErrors: ["rateLimited"] }),
      );
    }
    const t = await translator(lang);
    const outcome = await context.backend.subscribe({
      email: submission.value.email.toLowerCase(),
      name: submission.value.name,
      phone: submission.value.phone ? submission.value.phone : null,
      isWaitlist: kind.isWaitlist,
      featureInterest: kind.featureInterest,
      locale: lang,
      consentText: t("newsletter.consent"),
    });
    return respond(200, successToast(outcome), submission.reply({ resetForm: true }));
  } catch (error) {
    console.error("newsletter subscribe failed", error);
    return respond(
      503,
      { kind: "error", title: "newsletter.toast.failedTitle", description: "newsletter.toast.failedText" },
      submission.reply({ formErrors: ["failed"] }),
    );
  }
}

function sourceOf(formData: FormData) {
  const parsed = newsletterSchema.shape.source.safeParse(formData.get("source") ?? undefined);
  return parsed.success ? parsed.data : "footer";
}

export type NewsletterActionData = { result: SubmissionResult<string[]>; toast: ToastMessage; enhanced?: EnhancedReply };

export function loader() {
  return redirect("/");
}
