import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ArticlePage } from "~/features/content/articles/ArticlePage";
import { CaseStudyPage } from "~/features/content/case-studies/CaseStudyPage";
import { ComparisonPage } from "~/features/content/comparisons/ComparisonPage";
import { HelpArticleDialog } from "~/features/content/help/HelpArticleDialog";
import { PreviewNotice } from "~/features/content/PreviewNotice";
import { loadPreview, previewHeaders, type PreviewLoader } from "~/features/content/preview.server";
import { NewsletterBlock } from "~/features/newsletter/NewsletterBlock";
import type { RouteHandle } from "~/lib/route-handle";

/**
 * /preview/{token} and /pt/preview/{token} (issue 29 item 2, decision 0214): a row not public
 * yet, as its page will show it, under a notice. No public address, so no canonical or
 * language twins; no app scripts (the page is read, not used).
 */
// Made for one visitor with the link: never cached, never listed, no twin (decision 0214).
export const handle = { page: { cache: "never", sitemap: false }, alternates: false } satisfies RouteHandle;

export const loader = (args: LoaderFunctionArgs) => loadPreview(args);

export default function PreviewPage() {
  const data = useLoaderData<PreviewLoader>();
  const { kind, scheduledFor } = data.preview;
  return (
    <>
      <PreviewNotice scheduledFor={scheduledFor} />
      {kind === "blog" || kind === "tutorials" ? <ArticlePage name={kind} Newsletter={NewsletterBlock} /> : null}
      {kind === "help" ? <HelpArticleDialog /> : null}
      {kind === "case-studies" ? <CaseStudyPage /> : null}
      {kind === "comparisons" ? <ComparisonPage /> : null}
    </>
  );
}

export const meta: MetaFunction<PreviewLoader> = ({ data }) => [
  { title: data?.meta.title ?? "" },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: HeadersFunction = () => previewHeaders;
