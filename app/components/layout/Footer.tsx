import { useTranslation } from "~/lib/translation";
import { headerFeatureSlugs, socialUrls } from "~/lib/site";
import { NewsletterForm } from "~/features/newsletter/NewsletterForm";
import { Frozen } from "../ui/frozen";
import { ExternalLink, LocalLink } from "../ui/links";
import { Logo } from "./Logo";

/**
 * Footer on every public page (spec 1 §2.6): five columns, newsletter, copyright, legal links.
 * All but the newsletter form and the year is the same on every page of a language: rendered
 * once per isolate and language (app/components/ui/frozen.tsx).
 */
export function Footer({ year }: { year: number }) {
  const { t } = useTranslation();
  return (
    <footer className="bg-slate-900 text-slate-200" aria-labelledby="footer-heading">
      <h2 id="footer-heading" className="sr-only">
        {t("a11y.footerNavigation")}
      </h2>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <Frozen id="footer.columns" component={FooterColumns} />

        <section id="newsletter" aria-labelledby="newsletter-heading" className="mt-12 rounded-2xl bg-slate-800 p-6 sm:p-8">
          <Frozen id="footer.newsletter-intro" component={NewsletterIntro} />
          <div className="mt-4">
            <NewsletterForm source="footer" submitLabel={t("newsletter.subscribe")} tone="dark" />
          </div>
        </section>

        <div className="mt-10 flex flex-col gap-4 border-t border-slate-700 pt-6 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          <p>{t("footer.copyright", { year })}</p>
          <Frozen id="footer.legal" component={LegalLinks} />
        </div>
      </div>
    </footer>
  );
}

/** The logo, the blurb and the social links, then a column of links per part of the site. */
function FooterColumns() {
  const { t } = useTranslation();
  const columns: Array<{ title: string; links: Array<{ to: string; label: string } | { href: string; label: string }> }> = [
    {
      title: t("footer.company"),
      links: [
        { to: "/about", label: t("footer.about") },
        { to: "/careers", label: t("footer.careers") },
        { to: "/roadmap", label: t("footer.roadmap") },
        { to: "/case-studies", label: t("footer.caseStudies") },
      ],
    },
    {
      title: t("footer.resources"),
      links: [
        { to: "/blog", label: t("footer.blog") },
        { to: "/tutorials", label: t("footer.tutorials") },
        { to: "/downloads", label: t("footer.downloads") },
        { to: "/comparisons/mailchimp", label: t("footer.vsMailchimp") },
        { to: "/comparisons/activecampaign", label: t("footer.vsActiveCampaign") },
      ],
    },
    {
      title: t("footer.support"),
      links: [
        { to: "/help-center", label: t("footer.helpCenter") },
        // The help center's form, as its own 'Contact Support' (decision 0212).
        { to: "/help-center/contact", label: t("footer.contact") },
        { to: "/pricing", label: t("footer.pricing") },
      ],
    },
    {
      title: t("footer.features"),
      links: headerFeatureSlugs.map((slug) => ({ to: `/features/${slug}`, label: t(`features.${slug}.title`) })),
    },
  ];

  return (
    <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-5">
      <div>
        <div className="inline-block rounded-lg bg-white px-3 py-2">
          <Logo variant="compact" />
        </div>
        <p className="mt-4 text-sm text-slate-300">{t("footer.blurb")}</p>
        <ul className="mt-4 flex gap-3" aria-label={t("footer.social")}>
          <SocialLink href={socialUrls.facebook} label={t("footer.facebook")} icon="facebook" />
          <SocialLink href={socialUrls.instagram} label={t("footer.instagram")} icon="instagram" />
          <SocialLink href={socialUrls.pinterest} label={t("footer.pinterest")} icon="pinterest" />
        </ul>
      </div>
      {columns.map((column) => (
        <nav key={column.title} aria-label={column.title}>
          <h3 className="text-sm font-semibold uppercase tracking-wide text-white">{column.title}</h3>
          <ul className="footer-links mt-4 space-y-2">
            {column.links.map((link) => (
              <li key={link.label}>
                {"to" in link ? <LocalLink to={link.to}>{link.label}</LocalLink> : <a href={link.href}>{link.label}</a>}
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
}

/** The newsletter's heading and pitch above its form. */
function NewsletterIntro() {
  const { t } = useTranslation();
  return (
    <>
      <h3 id="newsletter-heading" className="text-lg font-semibold text-white">
        {t("newsletter.footerTitle")}
      </h3>
      <p className="mt-1 text-sm text-slate-300">{t("newsletter.footerText")}</p>
    </>
  );
}

/** Terms, privacy and cookies. */
function LegalLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("footer.legal")}>
      <ul className="flex flex-wrap gap-4">
        <li>
          <LocalLink to="/terms" className="hover:text-white hover:underline">
            {t("footer.terms")}
          </LocalLink>
        </li>
        <li>
          <LocalLink to="/privacy" className="hover:text-white hover:underline">
            {t("footer.privacy")}
          </LocalLink>
        </li>
        <li>
          <LocalLink to="/cookies" className="hover:text-white hover:underline">
            {t("footer.cookies")}
          </LocalLink>
        </li>
      </ul>
    </nav>
  );
}

/**
 * The icons are masks in the stylesheet (app/tailwind.css `.social-icon-*`): nothing in every
 * page's HTML (docs/decisions/0012) and no icon file to fetch (docs/decisions/0035).
 */
function SocialLink({ href, label, icon }: { href: string; label: string; icon: "facebook" | "instagram" | "pinterest" }) {
  return (
    <li>
      <ExternalLink href={href} className="flex h-9 w-9 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-teal-700 hover:text-white">
        <span className={`social-icon social-icon-${icon}`} aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </ExternalLink>
    </li>
  );
}
