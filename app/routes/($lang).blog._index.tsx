import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ArticleListPage } from "~/features/content/articles/ArticleListPage";
import { loadArticleList } from "~/features/content/articles/list.server";
import { listRoute } from "~/features/content/articles/meta";
import { NewsletterBlock } from "~/features/newsletter/NewsletterBlock";

/** /blog (spec 2 §2.5): the articles module with the blog's row of its table. */
export const { handle, meta } = listRoute("blog", {
  cache: "content",
  query: { category: true, tag: true },
  sitemap: "listed",
  bench: { name: "Blog list", budget: "light" },
});
export const loader = (args: LoaderFunctionArgs) => loadArticleList("blog", args);
export default function BlogPage() {
  return <ArticleListPage name="blog" Newsletter={NewsletterBlock} />;
}
