import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { langFromPath } from "~/lib/i18n";
import { auditFormName, auditSchema } from "~/features/marketing/home/audit";
import { formAction, rateLimitedReason } from "~/server/form-action.server";
import { redirectWithFlash } from "~/server/flash.server";
import { withHeardAbout } from "~/server/leads/source.server";
import type { RouteHandle } from "~/lib/route-handle";

// An endpoint: never cached, no language twin.
export const handle = { page: { cache: "never", sitemap: false } } satisfies RouteHandle;

/**
 * The free-audit form posts here (spec 1 §2.3, §8), through the shared form pipeline
 * (app/server/form-action.server.ts). A plain post gets a 303 back to its form (its
 * `redirectTo`) with the outcome in the flash. Either way the form shows the spec's success or failure text, or
 * its field messages, beside itself: no toast.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  return formAction({ request, context, schema: auditSchema }, ({ returnTo, from }) => {
    const lang = langFromPath(returnTo.split(/[?#]/)[0] ?? "/");
    return {
      lang,
      namespace: "home",
      rateLimit: { action: "audit" },
      pretend: () => null,
      perform: async (value) => {
        await context.backend.submitAuditRequest({
          // The schema gives the address normalised (or refused it).
          propertyUrl: value.propertyUrl,
          name: value.name,
          email: value.email.toLowerCase(),
          locale: lang,
          from: withHeardAbout(from, value.heardAbout, value.heardAboutOther),
        });
        return null;
      },
      words: {
        field: (_name, code) => `audit.errors.${code}`,
        form: (reason) => (reason === rateLimitedReason ? "common:abuse.rateLimitedText" : "audit.failure"),
        success: "audit.success",
      },
      plain: (answer) =>
        redirectWithFlash(context, returnTo, { form: { id: auditFormName, reply: answer.reply } }),
    };
  });
}

export function loader() {
  return redirect("/");
}
