import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { LocalLink } from "~/components/ui/links";
import { supportPrefill } from "~/features/content/help/contact";
import { SupportForm } from "~/features/content/help/SupportForm";
import { supportRequestAction } from "~/features/content/help/support.server";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/meta";
import { contactEmails } from "~/lib/site";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";

// No module of its own: app/enhance/forms.ts (on every page) posts the form in place.
export const handle = {
  // What the visitor was looking for and the article it came from (decision 0212).
  page: { cache: "content", query: { q: true, article: true }, sitemap: false, bench: { name: "Help contact", budget: "light" } },
} satisfies RouteHandle;

/**
 * The help center's Contact Support form (issue 22 item 3, docs/decisions/0212-help-related-and-contact.md),
 * where 'Contact Support', a search that found nothing and every article's footer lead.
 * `?q=` prefills the subject with what the visitor was looking for, `?article=` names the
 * article it was opened from. No backend read: the page shows even when the backend does not
 * answer. Not indexed (a form, one copy per query) and not in the sitemap.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const t = await translator(lang, "help");
  const prefill = supportPrefill(new URL(request.url));
  return json(
    { meta: { title: t("contactForm.meta.title"), description: t("contactForm.meta.description") }, prefill },
    { headers: { "X-Robots-Tag": "noindex" } },
  );
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const lang = requireLang(params);
  return supportRequestAction({ request, context, lang });
}

export default function ContactSupportPage() {
  const { t } = useTranslation("help");
  const { prefill } = useLoaderData<typeof loader>();
  const back = prefill.subject && !prefill.article ? `/help-center?q=${encodeURIComponent(prefill.subject)}` : "/help-center";
  return (
    <>
      <section className="bg-gradient-to-b from-teal-50 to-white">
        <div className="mx-auto max-w-3xl px-4 pb-8 pt-14 sm:px-6">
          <p>
            <LocalLink to={back} className="font-medium text-teal-800 hover:underline">
              ← {t("contactForm.breadcrumb")}
            </LocalLink>
          </p>
          <h1 id="support-heading" className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900">
            {t("contactForm.heading")}
          </h1>
          <p className="mt-4 text-lg text-slate-700">{t("contactForm.intro")}</p>
        </div>
      </section>
      <section className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <SupportForm prefill={prefill} />
        </div>
        <p className="mt-6 text-sm text-slate-700">{t("contactForm.orEmail", { email: contactEmails.support })}</p>
      </section>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  pageMeta(data?.meta, { location, matches }, [{ name: "robots", content: "noindex" }]);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
