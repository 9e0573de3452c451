import type { FeatureLayoutCopy, FeaturePageCopy } from "~/features/marketing/copy";
import { Icon } from "../Icons";
import { Container } from "../Section";
import { AiDemo, aiDemoAnchor, type AiDemoState } from "./AiDemo";
import { FeatureCta, FeaturePageLayout, FeatureSection } from "./FeaturePageLayout";

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
      <section aria-labelledby="ai-banner-title" className="pb-6">
        <Container className="max-w-4xl">
          <div className="flex gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-6" data-in-development>
            <Icon name="info" className="mt-1 h-6 w-6 shrink-0 text-amber-800" />
            <div>
              <h2 id="ai-banner-title" className="text-lg font-bold text-slate-900">
                {page.banner.title}
              </h2>
              <p className="mt-1 text-slate-800">{page.banner.text}</p>
            </div>
          </div>
        </Container>
      </section>
      <FeatureSection id="how-it-will-work" title={page.howItWorks.title} tone="grey">
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {page.howItWorks.steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-full bg-teal-700 font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
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
