import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { LocalLink } from "~/components/ui/links";
import { RouteDialog } from "~/components/ui/RouteDialog";
import { ContentBody } from "~/features/content/ContentBody";
import type { HelpArticleData } from "./article.server";
import type { HelpFeedbackActionData } from "./feedback";
import { HelpArticleFooter } from "./HelpArticleFooter";
import { HelpFeedback } from "./HelpFeedback";

/** The six feature links under every help article (spec 2 §2.7). */
const featureLinks = [
  "/features/email-campaigns",
  "/features/ai-content-creation",
  "/features/guest-loyalty-program",
  "/features/performance-analytics",
  "/features/direct-booking-links",
  "/pricing",
] as const;

/** One help article as a dialog over the help center (DESIGN §5.3); its route's and its preview's view. */
export function HelpArticleDialog() {
  const { t } = useTranslation("help");
  const data = useLoaderData<HelpArticleData>();
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search).get("q");
  const feedbackAnswer = useActionData<HelpFeedbackActionData>()?.helpFeedback;
  const closeTo = `${data.basePath}${search}`;

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
    // An untranslated article's title is English on a /pt page: said with English rules too (issue 44 item 4).
    <RouteDialog title={data.article.title} titleLang={data.article.lang} subtitle={data.article.categoryName} closeTo={closeTo} size="lg">
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

