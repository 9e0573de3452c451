import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { langFromPath } from "~/lib/i18n";
import { newsletterFormName, newsletterSchema, subscriptionKind, validationToastTitle, errorMessageKey } from "~/features/newsletter/schema";
import type { ToastMessage } from "~/lib/toast";
import { formAction, rateLimitedReason, type FormAnswer } from "~/server/form-action.server";
import { redirectWithFlash } from "~/server/flash.server";
import { translator } from "~/server/i18n.server";
import { newsletterConsentVersion } from "~/features/newsletter/consent";
import { unsubscribeUrl } from "~/features/newsletter/unsubscribe.server";
import type { RouteHandle } from "~/lib/route-handle";

export const handle = { page: { cache: "never", sitemap: false } } satisfies RouteHandle;

/**
 * The footer newsletter, the blog and tutorial sign-ups and the referral waitlist post
 * here (DESIGN §5.2), through the shared form pipeline (app/server/form-action.server.ts).
 * A plain post gets a 303 back to its form (its `redirectTo`) with the outcome in the flash.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  return formAction({ request, context, schema: newsletterSchema }, ({ formData, returnTo, from }) => {
    const lang = langFromPath(returnTo.split(/[?#]/)[0] ?? "/");
    const source = sourceOf(formData);
    const kind = subscriptionKind(source);
    const subscribed = (outcome: "subscribed" | "updated"): ToastMessage =>
      outcome === "updated"
        ? { kind: "success", title: "newsletter.toast.updatedTitle", description: "newsletter.toast.updatedText" }
        : kind.isWaitlist
          ? { kind: "success", title: "newsletter.toast.waitlistTitle", description: "newsletter.toast.waitlistText" }
          : { kind: "success", title: "newsletter.toast.subscribedTitle", description: "newsletter.toast.subscribedText" };
    return {
      lang,
      rateLimit: { action: "newsletter", email: (value) => value.email },
      pretend: () => "subscribed" as const,
      perform: async (value) => {
        const t = await translator(lang);
        const email = value.email.toLowerCase();
        return context.backend.subscribe({
          email,
          name: value.name,
          phone: value.phone ? value.phone : null,
          isWaitlist: kind.isWaitlist,
          featureInterest: kind.featureInterest,
          locale: lang,
          // What the form showed (the same key, in the page's language), its version, the page.
          consentText: t("newsletter.consent"),
          consentVersion: newsletterConsentVersion,
          // At most 2000 characters (the column's limit; an encoded path can be longer).
          consentPath: (returnTo.split(/[?#]/)[0] ?? "/").slice(0, 2000),
          from,
          unsubscribeUrl: await unsubscribeUrl({
            secret: context.config.sessionSecret,
            origin: context.origin,
            email,
            lang,
          }),
        });
      },
      words: {
        field: (_name, code) => errorMessageKey(code, source),
        form: (reason) => (reason === rateLimitedReason ? "abuse.rateLimitedText" : "newsletter.toast.failedText"),
      },
      toast: (answer) => (answer.ok ? subscribed(answer.done) : refusedToast(answer, source)),
      plain: (answer, toast) =>
        redirectWithFlash(context, returnTo, { toast, form: answer.ok ? undefined : { id: newsletterFormName(source), reply: answer.reply } }),
    };
  });
}

function refusedToast(answer: FormAnswer<unknown>, source: ReturnType<typeof sourceOf>): ToastMessage {
  if (answer.status === 400) {
    const firstError = Object.values(answer.codes).flat()[0] ?? "invalidEmail";
    return { kind: "error", title: validationToastTitle(firstError), description: errorMessageKey(firstError, source) };
  }
  if (answer.status === 429) return { kind: "error", title: "abuse.rateLimitedTitle", description: "abuse.rateLimitedText" };
  return { kind: "error", title: "newsletter.toast.failedTitle", description: "newsletter.toast.failedText" };
}

function sourceOf(formData: FormData) {
  const parsed = newsletterSchema.shape.source.safeParse(formData.get("source") ?? undefined);
  return parsed.success ? parsed.data : "footer";
}

export function loader() {
  return redirect("/");
}
