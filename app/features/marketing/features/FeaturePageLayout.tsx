import type { ReactNode } from "react";
import { useTranslation } from "~/lib/translation";
import { buttonClass } from "~/components/ui/buttons";
import { ExternalLink, LocalLink } from "~/components/ui/links";
import { featureImage, marketingStack, relatedLinks, type RelatedLinkTarget } from "~/features/marketing/features/feature-pages";
import type { FeatureLayoutCopy } from "~/features/marketing/copy";
import { appUrls, type FeatureSlug } from "~/lib/site";
import { Icon, featureIcons } from "../Icons";
import { AuditForm } from "../home/AuditForm";
import { Container, TitledSection } from "~/components/layout/PageSection";
import { CenteredSection, CheckList, CtaBand, StepNumber } from "../Section";

export type HeroAction = "trial" | "demo";

interface FeaturePageLayoutProps {
  slug: FeatureSlug;
  layout: FeatureLayoutCopy;
  /** The page's own copy: title, description, the image's alt text and 'Key Features'. */
  page: { title: string; description: string; imageAlt: string; keyFeatures: string[] };
  /** A notice above the title: in development, under development. */
  badge?: string;
  backToHome?: boolean;
  actions?: HeroAction[];
  /** "contain" keeps the whole illustration visible; "cover" crops it to the frame. */
  imageStyle?: "contain" | "cover";
  children: ReactNode;
}

/**
 * The layout every feature page shares (spec 2 §2.16): title, description, image and
 * 'Key Features', the page's own sections, then 'Maximize Your Vacation Rental Success'
 * (at most six related links, never this page) and 'Complete Your Marketing Stack'. Before
 * them, the free-audit form of the home page (decision 0050: campaigns land on these pages).
 */
export function FeaturePageLayout({
  slug,
  layout,
  page: { title, description, imageAlt, keyFeatures },
  badge,
  backToHome = false,
  actions = [],
  imageStyle = "contain",
  children,
}: FeaturePageLayoutProps) {
  const image = featureImage(slug);
  return (
    <>
      <section aria-labelledby="feature-title" className="bg-gradient-to-b from-teal-50 to-white">
        <Container className="py-12 sm:py-16">
          {backToHome ? (
            <LocalLink to="/" className="inline-flex items-center gap-1 text-sm font-semibold text-teal-800 hover:underline">
              <Icon name="arrowLeft" className="h-4 w-4" />
              {layout.backToHome}
            </LocalLink>
          ) : null}
          <div className="mt-6 grid items-center gap-12 lg:grid-cols-2">
            <div>
              {badge ? (
                <p className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900" data-feature-badge>
                  <Icon name="info" className="h-4 w-4" />
                  {badge}
                </p>
              ) : null}
              <h1 id="feature-title" className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
                {title}
              </h1>
              <p className="mt-6 text-lg text-slate-700">{description}</p>
              {actions.length > 0 ? <HeroActions actions={actions} layout={layout} /> : null}
            </div>
            <img
              src={image.src}
              width={image.width}
              height={image.height}
              alt={imageAlt}
              className={`aspect-[4/3] w-full rounded-2xl bg-white shadow-xl ring-1 ring-slate-900/5 ${
                imageStyle === "cover" ? "object-cover" : "object-contain"
              }`}
            />
          </div>
        </Container>
      </section>

      <TitledSection
        titleId="key-features-title"
        title={layout.keyFeatures}
        className="py-14"
        containerClass="max-w-4xl"
        headingClass="text-2xl font-bold text-slate-900 sm:text-3xl"
      >
        <CheckList
          items={keyFeatures}
          className="mt-6 grid gap-3 sm:grid-cols-2"
          itemClass="flex gap-3 rounded-xl bg-slate-50 p-4 text-slate-800"
          iconClass="text-teal-700"
          data-key-features
        />
      </TitledSection>

      {children}

      {/*
        The free audit on every feature page: these are the pages campaigns land on, and a request
        sent here says so (its page and campaign, decision 0050).
      */}
      <section aria-labelledby="audit-title" className="bg-slate-900 py-16">
        <Container className="max-w-2xl">
          <AuditForm alone />
        </Container>
      </section>

      <RelatedLinks slug={slug} layout={layout} />
      <MarketingStack slug={slug} layout={layout} />
    </>
  );
}

export function HeroActions({ actions, layout }: { actions: HeroAction[]; layout: FeatureLayoutCopy }) {
  return (
    <div className="mt-8">
      <div className="flex flex-col gap-3 sm:flex-row">
        {actions.map((action) =>
          action === "trial" ? (
            <ExternalLink key={action} href={appUrls.signUp} className={buttonClass("primary", "lg")}>
              {layout.startTrial}
            </ExternalLink>
          ) : (
            <ExternalLink key={action} href={appUrls.bookDemo} className={buttonClass("secondary", "lg")}>
              {layout.bookDemo}
            </ExternalLink>
          ),
        )}
      </div>
      {actions.includes("trial") ? <p className="mt-3 text-sm text-slate-600">{layout.trialNote}</p> : null}
    </div>
  );
}

function RelatedLinks({ slug, layout }: { slug: FeatureSlug; layout: FeatureLayoutCopy }) {
  const { t } = useTranslation();
  const label = (target: RelatedLinkTarget) => {
    if (target === "/pricing") return { title: t("header.pricing"), blurb: layout.pricingBlurb, icon: "star" as const };
    const feature = target.replace("/features/", "") as FeatureSlug;
    return { title: t(`features.${feature}.title`), blurb: t(`features.${feature}.blurb`), icon: featureIcons[feature] };
  };
  return (
    <CenteredSection titleId="related-title" title={layout.maximizeTitle} lead={layout.maximizeText} leadSize="md" className="bg-slate-50 py-16" data-related-links>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {relatedLinks(slug).map((target) => {
          const { title, blurb, icon } = label(target);
          return (
            <li key={target}>
              <LocalLink
                to={target}
                className="flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-5 hover:border-teal-600 hover:shadow-md"
              >
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-teal-800">
                  <Icon name={icon} className="h-5 w-5" />
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{title}</span>
                  <span className="mt-1 block text-sm text-slate-700">{blurb}</span>
                </span>
              </LocalLink>
            </li>
          );
        })}
      </ul>
    </CenteredSection>
  );
}

function MarketingStack({ slug, layout }: { slug: FeatureSlug; layout: FeatureLayoutCopy }) {
  const { t } = useTranslation();
  return (
    <CenteredSection titleId="stack-title" title={layout.stackTitle} lead={layout.stackText} leadSize="md" className="py-16" data-marketing-stack>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {marketingStack(slug).map((feature) => (
          <li key={feature}>
            <LocalLink
              to={`/features/${feature}`}
              className="flex h-full flex-col items-center rounded-2xl bg-teal-900 p-6 text-center text-white hover:bg-teal-800"
            >
              <Icon name={featureIcons[feature]} className="h-8 w-8 text-teal-200" />
              <span className="mt-4 text-lg font-bold">{t(`features.${feature}.title`)}</span>
              <span className="mt-2 text-sm text-teal-50">{t(`features.${feature}.blurb`)}</span>
            </LocalLink>
          </li>
        ))}
      </ul>
    </CenteredSection>
  );
}

/** A page's closing call to action, with the buttons the spec gives that page. */
export function FeatureCta({
  title,
  text,
  layout,
  actions = ["trial", "demo"],
}: {
  title: string;
  text: string;
  layout: FeatureLayoutCopy;
  actions?: HeroAction[];
}) {
  return (
    <CtaBand titleId="feature-cta-title" title={title} text={text} note={actions.includes("trial") ? layout.trialNote : undefined}>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {actions.includes("trial") ? (
          <ExternalLink href={appUrls.signUp} className={buttonClass("secondary", "lg")}>
            {layout.startTrial}
          </ExternalLink>
        ) : null}
        {actions.includes("demo") ? (
          <ExternalLink
            href={appUrls.bookDemo}
            className={`${buttonClass("ghost", "lg")} border border-white text-white hover:bg-white/10`}
          >
            {layout.bookDemo}
          </ExternalLink>
        ) : null}
      </div>
    </CtaBand>
  );
}

/** A heading and lead for one of a page's own sections. */
export function FeatureSection({
  id,
  title,
  text,
  tone = "white",
  children,
}: {
  id: string;
  title: string;
  text?: string;
  tone?: "white" | "grey";
  children: ReactNode;
}) {
  return (
    <CenteredSection id={id} titleId={`${id}-title`} title={title} lead={text} narrow className={`py-16 ${tone === "grey" ? "bg-slate-50" : ""}`}>
      <div className="mt-10">{children}</div>
    </CenteredSection>
  );
}

/** A page's opening statement under the hero: a centred heading and its text. */
export function IntroSection({ titleId, title, text, className }: { titleId: string; title: string; text: string; className: string }) {
  return <CenteredSection titleId={titleId} title={title} lead={text} width="max-w-3xl" className={className} />;
}

/** Cards of title and text, the building block of most feature sections; `numbered` for steps in order. */
export function CardGrid({
  items,
  columns = 3,
  headingLevel = 3,
  numbered = false,
}: {
  items: Array<{ title: string; text: string; timing?: string }>;
  columns?: 2 | 3 | 4;
  headingLevel?: 3 | 4;
  numbered?: boolean;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const List = numbered ? "ol" : "ul";
  const grid = {
    2: "md:grid-cols-2",
    3: "md:grid-cols-3",
    4: "sm:grid-cols-2 lg:grid-cols-4",
  }[columns];
  const belowNumber = numbered ? "mt-4" : "";
  return (
    <List className={`grid gap-6 ${grid}`}>
      {items.map((item, index) => (
        <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6">
          {numbered ? <StepNumber n={index + 1} /> : null}
          {item.timing ? (
            <p className={`${belowNumber} text-xs font-semibold uppercase tracking-wide text-teal-800`}>{item.timing}</p>
          ) : null}
          <Heading className={`${item.timing ? "mt-1" : belowNumber || "mt-1"} text-lg font-bold text-slate-900`}>{item.title}</Heading>
          <p className="mt-2 text-slate-700">{item.text}</p>
        </li>
      ))}
    </List>
  );
}
