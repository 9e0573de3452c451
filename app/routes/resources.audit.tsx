import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { enhancedFieldName, redirectFieldName } from "~/lib/forms";
import { langFromPath } from "~/lib/i18n";
import { auditFormId, auditSchema, normalizePropertyUrl } from "~/features/marketing/home/audit";
import { isHoneypotFilled, withinRateLimit } from "~/server/abuse.server";
import { renderEnhancedReply } from "~/server/enhanced-reply.server";
import { redirectWithFlash, safeRedirectPath } from "~/server/flash.server";
import { readFormBody } from "~/server/form-body.server";
import { translator } from "~/server/i18n.server";

/**
 * The free-audit form posts here (spec 1 §2.3, §8). A plain post gets a 303 back to its
 * page with the outcome in the flash; a post that JavaScript sent in place gets JSON (with
 * its messages as text under `enhanced`, for app/enhance/forms.ts).
 * Either way the form shows the spec's success or failure text, or its field messages.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormBody(request);
  const enhanced = formData.get(enhancedFieldName) === "1";
  const redirectTo = safeRedirectPath(formData.get(redirectFieldName));
  const lang = langFromPath(redirectTo.split(/[?#]/)[0] ?? "/");
  const submission = parseWithZod(formData, { schema: auditSchema });

  async function respond(status: number, reply: ReturnType<typeof submission.reply>) {
    if (enhanced) {
      const t = await translator(lang, "home");
      const formError = reply.error?.[""]?.[0];
      const fieldErrors = Object.entries(reply.error ?? {}).flatMap(([name, errors]) =>
        name && errors?.[0] ? [[name, `audit.errors.${errors[0]}`] as const] : [],
      );
      const text = renderEnhancedReply(t, {
        fieldErrors: Object.fromEntries(fieldErrors),
        formError: formError ? (formError === "rateLimited" ? "common:abuse.rateLimitedText" : "audit.failure") : undefined,
        formSuccess: reply.status === "success" ? "audit.success" : undefined,
        reset: reply.status === "success",
      });
      return json({ result: reply, enhanced: text }, { status });
    }
    return redirectWithFlash(context, `${redirectTo.split("#")[0]}#${auditFormId}`, { form: { id: auditFormId, reply } });
  }

  if (submission.status !== "success") return respond(400, submission.reply());
  // reply({ resetForm }) clears the fields; the status tells the form to say it worked.
  const succeeded = () => ({ ...submission.reply({ resetForm: true }), status: "success" as const });

  // Bots that fill the hidden field are told they succeeded, and nothing is stored.
  if (isHoneypotFilled(formData)) return respond(200, succeeded());

  const propertyUrl = normalizePropertyUrl(submission.value.propertyUrl);
  if (propertyUrl === null) return respond(400, submission.reply({ fieldErrors: { propertyUrl: ["invalidUrl"] } }));

  try {
    if (!(await withinRateLimit(request, context, "audit"))) {
      return respond(429, submission.reply({ formErrors: ["rateLimited"] }));
    }
    await context.backend.submitAuditRequest({
      propertyUrl,
      name: submission.value.name,
      email: submission.value.email.toLowerCase(),
      locale: lang,
    });
    return respond(200, succeeded());
  } catch (error) {
    console.error("audit request failed", error);
    return respond(503, submission.reply({ formErrors: ["failed"] }));
  }
}

export function loader() {
  return redirect("/");
}
