import type { FeatureLayoutCopy, FeaturePageCopy } from "~/features/marketing/copy";
import { Icon } from "../Icons";
import { Container } from "~/components/layout/PageSection";
import { CardGrid, FeatureCta, FeaturePageLayout, FeatureSection } from "./FeaturePageLayout";

/**
 * Email campaigns (spec 2 §2.17): personalization, brand tone, guest insights, campaign
 * performance and revenue attribution; templates, segmentation and monitoring; tracking.
 */
export function EmailCampaignsPage({ page, layout }: { page: FeaturePageCopy<"email-campaigns">; layout: FeatureLayoutCopy }) {
  return (
    <FeaturePageLayout slug="email-campaigns" layout={layout} page={page} actions={["trial", "demo"]}>
      {page.sections.map((section, index) => (
        <section
          key={section.title}
          aria-labelledby={`campaigns-section-${index}`}
          className={`py-14 ${index % 2 === 0 ? "bg-slate-50" : ""}`}
        >
          <Container className="grid gap-8 lg:grid-cols-2 lg:items-center">
            <div>
              <h2 id={`campaigns-section-${index}`} className="text-2xl font-bold text-slate-900 sm:text-3xl">
                {section.title}
              </h2>
              <p className="mt-3 text-lg text-slate-700">{section.text}</p>
            </div>
            <ul className="space-y-3">
              {section.points.map((point) => (
                <li key={point} className="flex gap-3 rounded-xl bg-white p-4 text-slate-800 shadow-sm ring-1 ring-slate-200">
                  <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-teal-700" />
                  {point}
                </li>
              ))}
            </ul>
          </Container>
        </section>
      ))}
      <FeatureSection id="campaign-tools" title={page.cards.title}>
        <CardGrid items={page.cards.items} columns={3} />
      </FeatureSection>
      <FeatureSection id="tracking" title={page.tracking.title} tone="grey">
        <CardGrid items={page.tracking.items} columns={4} />
      </FeatureSection>
      <FeatureCta title={page.cta.title} text={page.cta.text} layout={layout} />
    </FeaturePageLayout>
  );
}
