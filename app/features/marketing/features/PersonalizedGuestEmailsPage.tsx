import type { FeatureLayoutCopy, FeaturePageCopy } from "~/features/marketing/copy";
import { Icon } from "../Icons";
import { StepNumber } from "../Section";
import { CardGrid, FeatureCta, FeaturePageLayout, FeatureSection, IntroSection } from "./FeaturePageLayout";

type Email = { label: string; subject: string; body: string };

/**
 * Personalized guest emails (spec 2 §2.17): the problem, how it works with example guest
 * notes, generic versus personalized, four benefits, and demo and trial buttons.
 */
export function PersonalizedGuestEmailsPage({
  page,
  layout,
}: {
  page: FeaturePageCopy<"personalized-guest-emails">;
  layout: FeatureLayoutCopy;
}) {
  return (
    <FeaturePageLayout slug="personalized-guest-emails" layout={layout} page={page} backToHome actions={["demo", "trial"]}>
      <IntroSection titleId="problem-title" title={page.problem.title} text={page.problem.text} className="bg-slate-50 py-14" />
      <FeatureSection id="how-it-works" title={page.howItWorks.title} text={page.howItWorks.text}>
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-200">
            <h3 className="text-lg font-bold text-slate-900">{page.howItWorks.notesTitle}</h3>
            <ul className="mt-4 space-y-3">
              {page.howItWorks.notes.map((note) => (
                <li key={note} className="flex gap-3 rounded-lg bg-white p-3 text-slate-800 shadow-sm">
                  <Icon name="user" className="mt-0.5 h-5 w-5 shrink-0 text-amber-800" />
                  {note}
                </li>
              ))}
            </ul>
          </div>
          <ol className="space-y-4">
            {page.howItWorks.steps.map((step, index) => (
              <li key={step} className="flex gap-4">
                <StepNumber n={index + 1} />
                <p className="pt-1.5 text-slate-800">{step}</p>
              </li>
            ))}
          </ol>
        </div>
      </FeatureSection>
      <FeatureSection id="generic-vs-personalized" title={page.comparison.title} tone="grey">
        <div className="grid gap-6 lg:grid-cols-2">
          <EmailCard email={page.comparison.generic} subjectLabel={page.comparison.subjectLabel} tone="generic" />
          <EmailCard email={page.comparison.personalized} subjectLabel={page.comparison.subjectLabel} tone="personal" />
        </div>
      </FeatureSection>
      <FeatureSection id="benefits" title={page.benefits.title}>
        <CardGrid items={page.benefits.items} columns={4} />
      </FeatureSection>
      <FeatureCta title={page.cta.title} text={page.cta.text} layout={layout} actions={["demo", "trial"]} />
    </FeaturePageLayout>
  );
}

function EmailCard({ email, subjectLabel, tone }: { email: Email; subjectLabel: string; tone: "generic" | "personal" }) {
  const personal = tone === "personal";
  return (
    <figure className={`rounded-2xl bg-white p-6 shadow-sm ring-1 ${personal ? "ring-2 ring-teal-700" : "ring-slate-200"}`}>
      <figcaption className="flex items-center gap-2">
        <Icon name={personal ? "check" : "cross"} className={`h-5 w-5 ${personal ? "text-teal-700" : "text-slate-500"}`} />
        <h3 className="font-bold text-slate-900">{email.label}</h3>
      </figcaption>
      <p className="mt-4 border-b border-slate-100 pb-3 text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{subjectLabel}</span> {email.subject}
      </p>
      <p className="mt-3 text-slate-800">{email.body}</p>
    </figure>
  );
}
