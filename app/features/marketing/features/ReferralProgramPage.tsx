import type { ReactNode } from "react";
import type { FeatureLayoutCopy, FeaturePageCopy } from "~/features/marketing/copy";
import { buttonClass } from "~/components/ui/buttons";
import { ExternalLink } from "~/components/ui/links";
import { appUrls } from "~/lib/site";
import { Container } from "~/components/layout/PageSection";
import { CardGrid, FeatureCta, FeaturePageLayout, FeatureSection } from "./FeaturePageLayout";

export const waitlistAnchor = "waitlist";

/**
 * Referral program (spec 2 §2.17): under development, two-way partnerships, and a waitlist
 * sign-up (name, email, optional phone) stored as 'Referral Program', is_waitlist true.
 */
export function ReferralProgramPage({
  page,
  layout,
  waitlistForm,
}: {
  page: FeaturePageCopy<"referral-program">;
  layout: FeatureLayoutCopy;
  /** The newsletter area's form, given by the route: a feature does not import another. */
  waitlistForm: (submitLabel: string) => ReactNode;
}) {
  return (
    <FeaturePageLayout slug="referral-program" layout={layout} page={page} badge={page.banner.title}>
      <section aria-labelledby="referral-banner-title" className="pb-6">
        <Container className="max-w-4xl">
          <div className="flex flex-col gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-6 sm:flex-row sm:items-center" data-under-development>
            <div className="flex-1">
              <h2 id="referral-banner-title" className="text-lg font-bold text-slate-900">
                {page.banner.title}
              </h2>
              <p className="mt-1 text-slate-800">{page.banner.text}</p>
            </div>
            <a href={`#${waitlistAnchor}`} className={buttonClass("primary", "md")}>
              {page.joinWaitlist}
            </a>
          </div>
        </Container>
      </section>
      <FeatureSection id="partnerships" title={page.partnerships.title} text={page.partnerships.text} tone="grey">
        <CardGrid items={page.partnerships.items} columns={4} />
      </FeatureSection>
      <section id={waitlistAnchor} aria-labelledby="waitlist-title" className="scroll-mt-24 py-16">
        <Container className="max-w-3xl">
          <div className="rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8">
            <h2 id="waitlist-title" className="text-2xl font-bold text-slate-900">
              {page.waitlist.title}
            </h2>
            <p className="mt-2 text-slate-700">{page.waitlist.text}</p>
            <div className="mt-6">
              {waitlistForm(page.waitlist.submit)}
            </div>
            <p className="mt-6 border-t border-slate-100 pt-4 text-sm text-slate-700">
              <ExternalLink href={appUrls.signUp} className="font-semibold text-teal-800 underline">
                {layout.startTrial}
              </ExternalLink>{" "}
              · {layout.trialNote}
            </p>
          </div>
        </Container>
      </section>
      <FeatureCta title={page.cta.title} text={page.cta.text} layout={layout} actions={["trial"]} />
    </FeaturePageLayout>
  );
}
