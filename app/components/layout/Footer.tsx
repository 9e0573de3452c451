import { useTranslation } from "react-i18next";
import { contactEmails, headerFeatureSlugs, socialUrls } from "~/lib/site";
import { NewsletterForm } from "../NewsletterForm";
import { ExternalLink, LocalLink } from "../ui/links";
import { Logo } from "./Logo";

/** Footer on every public page (spec 1 §2.6): five columns, newsletter, copyright, legal links. */
export function Footer({ year }: { year: number }) {
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
        { href: `mailto:${contactEmails.support}`, label: t("footer.contact") },
        { to: "/pricing", label: t("footer.pricing") },
      ],
    },
    {
      title: t("footer.features"),
      links: headerFeatureSlugs.map((slug) => ({ to: `/features/${slug}`, label: t(`features.${slug}.title`) })),
    },
  ];
  const linkClass = "text-sm text-slate-300 hover:text-white hover:underline";

  return (
    <footer className="bg-slate-900 text-slate-200" aria-labelledby="footer-heading">
      <h2 id="footer-heading" className="sr-only">
        {t("a11y.footerNavigation")}
      </h2>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-5">
          <div>
            <div className="inline-block rounded-lg bg-white px-3 py-2">
              <Logo variant="compact" />
            </div>
            <p className="mt-4 text-sm text-slate-300">{t("footer.blurb")}</p>
            <ul className="mt-4 flex gap-3" aria-label={t("footer.social")}>
              <SocialLink href={socialUrls.facebook} label={t("footer.facebook")} path="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8Z" />
              <SocialLink href={socialUrls.instagram} label={t("footer.instagram")} path="M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3H8Zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7Zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3ZM17 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z" />
              <SocialLink href={socialUrls.pinterest} label={t("footer.pinterest")} path="M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.5 1.8-2.5.9 0 1.3.7 1.3 1.4 0 .9-.6 2.2-.9 3.4-.2 1 .5 1.9 1.5 1.9 1.8 0 3.2-1.9 3.2-4.7 0-2.5-1.8-4.2-4.3-4.2-2.9 0-4.6 2.2-4.6 4.4 0 .9.3 1.8.8 2.3.1.1.1.2.1.3l-.3 1.2c0 .2-.2.3-.4.2-1.3-.6-2.1-2.5-2.1-4 0-3.3 2.4-6.3 6.9-6.3 3.6 0 6.4 2.6 6.4 6 0 3.6-2.3 6.5-5.4 6.5-1.1 0-2.1-.6-2.4-1.2l-.7 2.5c-.2.9-.9 2.1-1.3 2.8A10 10 0 1 0 12 2Z" />
            </ul>
          </div>
          {columns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h3 className="text-sm font-semibold uppercase tracking-wide text-white">{column.title}</h3>
              <ul className="mt-4 space-y-2">
                {column.links.map((link) => (
                  <li key={link.label}>
                    {"to" in link ? (
                      <LocalLink to={link.to} className={linkClass}>
                        {link.label}
                      </LocalLink>
                    ) : (
                      <a href={link.href} className={linkClass}>
                        {link.label}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <section id="newsletter" aria-labelledby="newsletter-heading" className="mt-12 rounded-2xl bg-slate-800 p-6 sm:p-8">
          <h3 id="newsletter-heading" className="text-lg font-semibold text-white">
            {t("newsletter.footerTitle")}
          </h3>
          <p className="mt-1 text-sm text-slate-300">{t("newsletter.footerText")}</p>
          <div className="mt-4">
            <NewsletterForm source="footer" submitLabel={t("newsletter.subscribe")} tone="dark" />
          </div>
        </section>

        <div className="mt-10 flex flex-col gap-4 border-t border-slate-700 pt-6 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          <p>{t("footer.copyright", { year })}</p>
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
        </div>
      </div>
    </footer>
  );
}

function SocialLink({ href, label, path }: { href: string; label: string; path: string }) {
  return (
    <li>
      <ExternalLink href={href} className="flex h-9 w-9 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-teal-700 hover:text-white">
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
          <path d={path} />
        </svg>
        <span className="sr-only">{label}</span>
      </ExternalLink>
    </li>
  );
}
