import type { FeatureLayoutCopy, FeaturePageCopy } from "~/features/marketing/copy";
import { NoticeSection } from "../Section";
import { AiDemo, aiDemoAnchor, type AiDemoState } from "./AiDemo";
import { CardGrid, FeatureCta, FeaturePageLayout, FeatureSection } from "./FeaturePageLayout";

/**
 * AI content creation (spec 2 §2.17): in development; the four steps of 'How It Will
 * Work', example emails, and the 'Try It Yourself' demo.
 */
export function AiContentCreationPage({
  page,
  layout,
  demo,
}: {
  page: FeaturePageCopy<"ai-content-creation">;
  layout: FeatureLayoutCopy;
  demo: AiDemoState;
}) {
  return (
    <FeaturePageLayout
      slug="ai-content-creation"
      layout={layout}
      page={page}
      badge={layout.inDevelopment}
      actions={["trial", "demo"]}
    >
      <NoticeSection
        titleId="ai-banner-title"
        title={page.banner.title}
        text={page.banner.text}
        className="pb-6"
        width="max-w-4xl"
        data-in-development
      />
      <FeatureSection id="how-it-will-work" title={page.howItWorks.title} tone="grey">
        <CardGrid items={page.howItWorks.steps} columns={4} numbered />
      </FeatureSection>
      <FeatureSection id="example-emails" title={page.examples.title} text={page.examples.text}>
        <div className="grid gap-6 lg:grid-cols-2">
          {page.examples.items.map((email) => (
            <article key={email.subject} className="rounded-2xl border border-slate-200 bg-white p-6">
              <p className="inline-flex rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-semibold text-teal-900">{email.label}</p>
              <h3 className="mt-3 font-bold text-slate-900">
                <span className="font-semibold text-slate-700">{page.examples.subjectLabel}</span> {email.subject}
              </h3>
              <p className="mt-3 text-slate-800">{email.body}</p>
            </article>
          ))}
        </div>
        <p className="mt-4 text-center text-sm text-slate-600">{page.examples.note}</p>
      </FeatureSection>
      <FeatureSection id={aiDemoAnchor} title={page.demo.title} text={page.demo.text} tone="grey">
        <AiDemo copy={page.demo} state={demo} />
      </FeatureSection>
      <FeatureCta title={page.cta.title} text={page.cta.text} layout={layout} />
    </FeaturePageLayout>
  );
}
