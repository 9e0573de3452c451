import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ArticlePage } from "~/features/content/articles/ArticlePage";
import { loadArticle } from "~/features/content/articles/detail.server";
import { detailRoute } from "~/features/content/articles/meta";
import { NewsletterBlock } from "~/features/newsletter/NewsletterBlock";

/** /tutorials/{slug} (spec 2 §2.10): the articles module with the tutorials' row of its table. */
export const { handle, meta } = detailRoute({
  cache: "content",
  sitemap: "entries",
  bench: { name: "Tutorial", budget: "static", from: "/tutorials" },
});
export const loader = (args: LoaderFunctionArgs) => loadArticle("tutorials", args);
export default function TutorialPage() {
  return <ArticlePage name="tutorials" Newsletter={NewsletterBlock} />;
}
