import { buttonClass } from "~/components/ui/buttons";
import { CalculatorTeaser } from "../calculator/CalculatorTeaser";
import { ExternalLink } from "~/components/ui/links";
import type { FeatureLayoutCopy, FeaturePageCopy } from "~/features/marketing/copy";
import { appUrls } from "~/lib/site";
import { Icon } from "../Icons";
import { Container } from "~/components/layout/PageSection";
import { CardGrid, FeatureCta, FeaturePageLayout, FeatureSection } from "./FeaturePageLayout";

/**
 * Guest loyalty program (spec 2 §2.17): automatic tiers by booking history and engagement,
 * personalized rewards, a join link. Tier names and thresholds are the host's; the page
 * shows one example set-up (docs/decisions/0103-feature-pages.md).
 */
export function GuestLoyaltyProgramPage({
  page,
  layout,
}: {
  page: FeaturePageCopy<"guest-loyalty-program">;
  layout: FeatureLayoutCopy;
}) {
  return (
    <FeaturePageLayout slug="guest-loyalty-program" layout={layout} page={page} actions={["trial", "demo"]}>
      <FeatureSection id="tiers" title={page.tiers.title} text={page.tiers.text} tone="grey">
        <h3 className="text-center text-lg font-bold text-slate-900">{page.tiers.examplesTitle}</h3>
        <ol className="mt-6 grid gap-6 md:grid-cols-3">
          {page.tiers.examples.map((tier, index) => (
            <li key={tier.name} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <p className="flex items-center gap-1 text-amber-700" aria-hidden="true">
                {Array.from({ length: index + 1 }, (_, star) => (
                  <Icon key={star} name="star" className="h-5 w-5" />
                ))}
              </p>
              <h4 className="mt-3 text-xl font-bold text-slate-900">{tier.name}</h4>
              <p className="mt-2 text-sm text-slate-700">{tier.rule}</p>
              <p className="mt-4 flex gap-2 rounded-lg bg-teal-50 p-3 text-sm font-medium text-teal-900">
                <Icon name="gift" className="h-5 w-5 shrink-0" />
                {tier.reward}
              </p>
            </li>
          ))}
        </ol>
        <p className="mt-6 text-center text-sm text-slate-600">{page.tiers.note}</p>
      </FeatureSection>
      <FeatureSection id="rewards" title={page.rewards.title}>
        <CardGrid items={page.rewards.items} columns={3} />
      </FeatureSection>
      <section aria-labelledby="join-title" className="bg-teal-50 py-14">
        <Container className="flex max-w-4xl flex-col gap-6 md:flex-row md:items-center">
          <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-2xl bg-white text-teal-800 shadow-sm">
            <Icon name="link" className="h-8 w-8" />
          </span>
          <div>
            <h2 id="join-title" className="text-2xl font-bold text-slate-900">
              {page.join.title}
            </h2>
            <p className="mt-2 text-lg text-slate-700">{page.join.text}</p>
            <ExternalLink href={appUrls.signUp} className={`${buttonClass("primary", "md")} mt-5`}>
              {page.join.button}
            </ExternalLink>
          </div>
        </Container>
      </section>
      <CalculatorTeaser />
      <FeatureCta title={page.cta.title} text={page.cta.text} layout={layout} />
    </FeaturePageLayout>
  );
}
