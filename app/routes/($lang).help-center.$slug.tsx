import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ContentBody } from "~/features/content/ContentBody";
import { RouteDialog } from "~/components/ui/RouteDialog";
import { LocalLink } from "~/components/ui/links";
import { HelpFeedback } from "~/features/content/help/HelpFeedback";
import { helpFeedbackForm } from "~/features/content/help/feedback.server";
import type { HelpFeedbackActionData } from "~/features/content/help/feedback";
import { formAction } from "~/server/form-action.server";
import { cleanSlug, plainSummary } from "~/features/content/format";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/meta";
import { findHelpArticleWithRelated, helpArticleHtml } from "~/features/content/help/help.server";
import { HelpArticleFooter } from "~/features/content/help/HelpArticleFooter";
import { attempt } from "~/features/content/load.server";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";
import { notFound } from "~/server/not-found.server";

// The dialog is reopened as a modal by app/enhance/dialog.ts; the center beneath keeps its search.
export const handle = {
  // The help center's search under the article's dialog.
  page: { cache: "content", query: { q: true, category: true, view: ["popular"] }, sitemap: "entries", bench: { name: "Help article", budget: "any", from: "/help-center" } },
  enhance: ["help-search", "dialog", "help-feedback"],
} satisfies RouteHandle;

/** The six feature links under every help article (spec 2 §2.7). */
const featureLinks = [
  "/features/email-campaigns",
  "/features/ai-content-creation",
  "/features/guest-loyalty-program",
  "/features/performance-analytics",
  "/features/direct-booking-links",
  "/pricing",
] as const;

/** One help article, as a dialog over the help center (DESIGN §5.3). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const slug = cleanSlug(params.slug);
  if (!slug) throw notFound();
  const t = await translator(lang, "help");
  const found = await attempt("help article", () => findHelpArticleWithRelated(context, lang, slug));
  if (!found.ok) {
    return json({ state: "failed" as const, meta: { title: t("errors.articles"), description: t("errors.articleText") } }, { status: 503 });
  }
  if (!found.value) throw notFound();
  const { article, related } = found.value;
  return json({
    state: "found" as const,
    article: {
      slug: article.slug,
      title: article.title,
      categoryName: article.category?.name ?? null,
      lang: article.locale !== lang ? article.locale : undefined,
      html: await helpArticleHtml(article, lang),
    },
    related: related.map(({ slug: relatedSlug, title }) => ({ slug: relatedSlug, title })),
    meta: { title: t("meta.articleTitle", { title: article.title }), description: plainSummary(article.summary || article.content) },
  });
}

/** "Was this article helpful?" (docs/decisions/0211-helpful-feedback.md). */
export async function action({ params, request, context }: ActionFunctionArgs) {
  const lang = requireLang(params);
  const slug = cleanSlug(params.slug);
  if (!slug) throw notFound();
  return formAction({ request, context }, helpFeedbackForm(lang, slug));
}

export default function HelpArticleDialog() {
  const { t } = useTranslation("help");
  const data = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search).get("q");
  const feedbackAnswer = useActionData<HelpFeedbackActionData>()?.helpFeedback;
  const closeTo = `/help-center${search}`;

  if (data.state === "failed") {
    // Feedback posted without JavaScript while the backend fails comes back here: its form
    // stays, with what was typed and the failure beneath it.
    return (
      <RouteDialog title={t("errors.articles")} closeTo={closeTo}>
        <p className="text-slate-700">{t("errors.articleText")}</p>
        {feedbackAnswer ? <HelpFeedback action={`${pathname}${search}`} /> : null}
      </RouteDialog>
    );
  }

  const featureLabels: Record<(typeof featureLinks)[number], string> = {
    "/features/email-campaigns": t("common:features.email-campaigns.title"),
    "/features/ai-content-creation": t("common:features.ai-content-creation.title"),
    "/features/guest-loyalty-program": t("common:features.guest-loyalty-program.title"),
    "/features/performance-analytics": t("common:features.performance-analytics.title"),
    "/features/direct-booking-links": t("common:features.direct-booking-links.title"),
    "/pricing": t("article.pricing"),
  };
  return (
    <RouteDialog title={data.article.title} subtitle={data.article.categoryName} closeTo={closeTo} size="lg">
      <ContentBody html={data.article.html} lang={data.article.lang} className="text-base" />
      <HelpFeedback action={`${pathname}${search}`} />
      <section aria-labelledby="help-feature-links" className="mt-8 border-t border-slate-200 pt-6">
        <h3 id="help-feature-links" className="font-semibold text-slate-900">
          {t("article.featureLinks")}
        </h3>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {featureLinks.map((to) => (
            <li key={to}>
              <LocalLink to={to} className="font-medium text-teal-800 hover:underline">
                {featureLabels[to]}
              </LocalLink>
            </li>
          ))}
        </ul>
      </section>
      <HelpArticleFooter related={data.related} search={search} contact={{ query: query || data.article.title, article: data.article.slug }} />
    </RouteDialog>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => pageMeta(data?.meta, { location, matches });
