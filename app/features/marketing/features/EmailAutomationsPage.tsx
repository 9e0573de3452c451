import type { FeatureLayoutCopy, FeaturePageCopy } from "~/features/marketing/copy";
import { CardGrid, FeatureCta, FeaturePageLayout, FeatureSection, IntroSection } from "./FeaturePageLayout";

/** Email automations (spec 2 §2.17): basic flow, advanced marketing automations, relationship emails. */
export function EmailAutomationsPage({ page, layout }: { page: FeaturePageCopy<"email-automations">; layout: FeatureLayoutCopy }) {
  return (
    <FeaturePageLayout slug="email-automations" layout={layout} page={page} backToHome actions={["demo", "trial"]}>
      <IntroSection titleId="automations-intro-title" title={page.intro.title} text={page.intro.text} className="pb-4" />
      <FeatureSection id="basic-flow" title={page.basicFlow.title} text={page.basicFlow.text}>
        <CardGrid items={page.basicFlow.items} columns={4} numbered />
      </FeatureSection>
      <FeatureSection id="advanced" title={page.advanced.title} text={page.advanced.text} tone="grey">
        <CardGrid items={page.advanced.items} columns={2} />
        <h3 className="mt-12 text-center text-xl font-bold text-slate-900">{page.advanced.comingSoonTitle}</h3>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {page.advanced.comingSoon.map((item) => (
            <li key={item.title} className="rounded-2xl border border-dashed border-slate-300 bg-white p-6" data-coming-soon>
              <p className="inline-flex rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                {layout.comingSoon}
              </p>
              <h4 className="mt-3 text-lg font-bold text-slate-900">{item.title}</h4>
              <p className="mt-2 text-slate-700">{item.text}</p>
            </li>
          ))}
        </ul>
      </FeatureSection>
      <FeatureSection id="relationship" title={page.relationship.title} text={page.relationship.text}>
        <CardGrid items={page.relationship.items} columns={3} />
      </FeatureSection>
      <FeatureCta title={page.cta.title} text={page.cta.text} layout={layout} />
    </FeaturePageLayout>
  );
}
