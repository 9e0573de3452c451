import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ArticlePage } from "~/features/content/articles/ArticlePage";
import { loadArticle } from "~/features/content/articles/detail.server";
import { detailRoute } from "~/features/content/articles/meta";
import { NewsletterBlock } from "~/features/newsletter/NewsletterBlock";

/** /blog/{slug} (spec 2 §2.6): the articles module with the blog's row of its table. */
export const { handle, meta } = detailRoute({
  cache: "content",
  sitemap: "entries",
  bench: { name: "Blog article", budget: "static", from: "/blog" },
});
export const loader = (args: LoaderFunctionArgs) => loadArticle("blog", args);
export default function BlogArticlePage() {
  return <ArticlePage name="blog" Newsletter={NewsletterBlock} />;
}
