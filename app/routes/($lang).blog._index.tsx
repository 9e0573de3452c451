import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ArticleListPage } from "~/features/content/articles/ArticleListPage";
import { loadArticleList } from "~/features/content/articles/list.server";
import { articleItems } from "~/features/content/articles/kinds";
import { listRoute } from "~/features/content/articles/meta";
import { NewsletterBlock } from "~/features/newsletter/NewsletterBlock";

/** /blog (spec 2 §2.5): the articles module with the blog's row of its table. */
export const { handle, meta } = listRoute({
  cache: "content",
  query: { category: true, tag: true },
  sitemap: "listed",
  // Each article lives at /blog/{slug}, this page's path and its slug (decision 0057).
  items: articleItems("blog"),
  bench: { name: "Blog list", budget: "light" },
});
export const loader = (args: LoaderFunctionArgs) => loadArticleList("blog", args);
export default function BlogPage() {
  return <ArticleListPage name="blog" Newsletter={NewsletterBlock} />;
}
