import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ArticleListPage } from "~/features/content/articles/ArticleListPage";
import { loadArticleList } from "~/features/content/articles/list.server";
import { articleItems } from "~/features/content/articles/kinds";
import { listRoute } from "~/features/content/articles/meta";
import { NewsletterBlock } from "~/features/newsletter/NewsletterBlock";

/** /tutorials (spec 2 §2.9): the articles module with the tutorials' row of its table. */
export const { handle, meta } = listRoute({
  cache: "content",
  query: { category: true },
  sitemap: "listed",
  // Each tutorial lives at /tutorials/{slug}, this page's path and its slug (decision 0057).
  items: articleItems("tutorials"),
  bench: { name: "Tutorial list", budget: "light" },
});
export const loader = (args: LoaderFunctionArgs) => loadArticleList("tutorials", args);
export default function TutorialsPage() {
  return <ArticleListPage name="tutorials" Newsletter={NewsletterBlock} />;
}
