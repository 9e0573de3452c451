import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, json } from "@remix-run/cloudflare";
import { helpArticlePage } from "~/features/content/help/article.server";
import { HelpArticleDialog } from "~/features/content/help/HelpArticleDialog";
import { helpFeedbackForm } from "~/features/content/help/feedback.server";
import { formAction } from "~/server/form-action.server";
import { cleanSlug } from "~/features/content/format";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/meta";
import { findHelpArticleWithRelated } from "~/features/content/help/help.server";
import { attempt, renamedSlugRedirect } from "~/features/content/load.server";
import { contentBase } from "~/server/content-addresses.server";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";
import { notFound } from "~/server/not-found.server";

// The dialog is reopened as a modal by app/enhance/dialog.ts; the center beneath keeps its search.
export const handle = {
  // The help center's search under the article's dialog.
  page: { cache: "content", query: { q: true, category: true, view: ["popular"] }, sitemap: "entries", bench: { name: "Help article", budget: "any", from: "/help-center" } },
  enhance: ["help-search", "dialog", "help-feedback"],
} satisfies RouteHandle;

/** One help article, as a dialog over the help center (DESIGN §5.3). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const slug = cleanSlug(params.slug);
  if (!slug) throw notFound();
  const t = await translator(lang, "help");
  const found = await attempt("help article", () => findHelpArticleWithRelated(context, lang, slug));
  if (!found.ok) {
    const basePath = contentBase(context.routes, "help");
    return json({ state: "failed" as const, basePath, meta: { title: t("errors.articles"), description: t("errors.articleText") } }, { status: 503 });
  }
  if (!found.value) throw (await renamedSlugRedirect(context, { kind: "help", slug, lang })) ?? notFound();
  const { article, related } = found.value;
  return json(await helpArticlePage(article, related, { lang, t, routes: context.routes }));
}

/** "Was this article helpful?" (docs/decisions/0211-helpful-feedback.md). */
export async function action({ params, request, context }: ActionFunctionArgs) {
  const lang = requireLang(params);
  const slug = cleanSlug(params.slug);
  if (!slug) throw notFound();
  return formAction({ request, context }, helpFeedbackForm(lang, slug));
}

export default HelpArticleDialog;

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => pageMeta(data?.meta, { location, matches });
