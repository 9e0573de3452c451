import { useTranslation } from "~/lib/translation";
import { appUrls, headerFeatureSlugs } from "~/lib/site";
import { Frozen } from "~/components/ui/frozen";
import { hook } from "~/components/ui/hook";
import { ExternalLink, LocalLink } from "../ui/links";
import { useDrawing } from "../ui/sprite";
import { HeaderHooks } from "./header.hooks";
import { LanguageSelector } from "./LanguageSelector";
import { Logo } from "./Logo";

const scrollThreshold = 50;
/** The pages the header links to beside the Features menu, on wide screens and in the mobile menu. */
const pageLinks = [
  { to: "/pricing", label: "header.pricing" },
  { to: "/blog", label: "header.blog" },
] as const;

/**
 * Fixed header (spec 1 §2.2). Menus are <details> elements, so they open and close
 * without JavaScript; with it (app/enhance/site.enhance.ts), a menu also closes on an outside
 * click and on Escape, and the header turns white with a shadow past 50 px (the
 * stylesheet does the same with a scroll timeline where the browser supports it).
 */
export function Header({ isHome }: { isHome: boolean }) {
  // Everything but the language choice is the same on every page of a language (the logo's
  // variant aside): rendered once per isolate and language (app/components/ui/frozen.tsx).
  return (
    <header
      data-module={HeaderHooks.module}
      {...hook(HeaderHooks.scrolled, false)}
      {...hook(HeaderHooks.shadowAfter, scrollThreshold)}
      className="site-header border-b border-transparent transition-[background-color,box-shadow] duration-200 data-[scrolled=true]:border-slate-200 data-[scrolled=true]:bg-white data-[scrolled=true]:shadow-md"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        {isHome ? <Frozen id="header.home-link.home" component={HomeLinkOnHome} /> : <Frozen id="header.home-link" component={HomeLink} />}
        <Frozen id="header.nav" component={WideNavigation} />

        <div className="hidden items-center gap-3 lg:flex">
          <LanguageSelector />
          <Frozen id="header.actions" component={WideActions} />
        </div>

        <details className="group lg:hidden" {...hook(HeaderHooks.menu)}>
          <Frozen id="header.menu-button" component={MenuButton} />
          <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg">
            <Frozen id="header.menu-nav" component={MenuNavigation} />
            <LanguageSelector className="py-3" />
            <Frozen id="header.menu-actions" component={MenuActions} />
          </div>
        </details>
      </div>
    </header>
  );
}

const buttonBase = "inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-semibold";

/** The logo, linking home; named by what it shows, then where it goes (WCAG 2.5.3: the name starts with the visible text). */
function HomeLinkAs({ variant }: { variant: "home" | "compact" }) {
  const { t } = useTranslation();
  return (
    <LocalLink to="/" className="shrink-0">
      <Logo variant={variant} />
      <span className="sr-only"> ({t("a11y.homeLink")})</span>
    </LocalLink>
  );
}

const HomeLinkOnHome = () => <HomeLinkAs variant="home" />;
const HomeLink = () => <HomeLinkAs variant="compact" />;

/** The Features menu and the page links, on wide screens. */
function WideNavigation() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("a11y.mainNavigation")} className="hidden items-center gap-1 lg:flex">
      <details name="header-dropdown" className="group relative" {...hook(HeaderHooks.menu)}>
        <summary className="flex cursor-pointer list-none items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
          {t("header.features")}
          <Chevron />
        </summary>
        <ul className="features-menu absolute left-0 top-full mt-2 w-80 rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
          {headerFeatureSlugs.map((slug) => (
            <li key={slug}>
              {/* Link, title and blurb are styled by the list's class (.features-menu, app/tailwind.css). */}
              <LocalLink to={`/features/${slug}`}>
                <span>{t(`features.${slug}.title`)}</span>
                <span>{t(`features.${slug}.blurb`)}</span>
              </LocalLink>
            </li>
          ))}
          {/* Every system the product connects to, with its status (issue 33 item 2). */}
          <li className="mt-1 border-t border-slate-100 pt-1">
            <LocalLink to="/integrations">
              <span>{t("header.integrations")}</span>
              <span>{t("header.integrationsBlurb")}</span>
            </LocalLink>
          </li>
        </ul>
      </details>
      {pageLinks.map(({ to, label }) => (
        <LocalLink key={to} to={to} className="rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100">
          {t(label)}
        </LocalLink>
      ))}
    </nav>
  );
}

/** Log in and Start free trial, beside the language choice on wide screens. */
const WideActions = () => <AccountLinks logIn="text-slate-800 hover:bg-slate-100" trial="bg-teal-700 text-white hover:bg-teal-800" />;

/** Log in and Start free trial, under the language choice in the narrow screens' menu. */
const MenuActions = () => (
  <div className="grid gap-2">
    <AccountLinks logIn="border border-slate-300 text-slate-800" trial="bg-teal-700 text-white" />
  </div>
);

/** The product's log-in and sign-up pages, each with its own look beside the button base. */
function AccountLinks({ logIn, trial }: { logIn: string; trial: string }) {
  const { t } = useTranslation();
  return (
    <>
      <ExternalLink href={appUrls.logIn} className={`${buttonBase} ${logIn}`}>
        {t("header.logIn")}
      </ExternalLink>
      <ExternalLink href={appUrls.signUp} className={`${buttonBase} ${trial}`}>
        {t("header.startTrial")}
      </ExternalLink>
    </>
  );
}

/**
 * The narrow screens' menu button. Its name says what a press does in each state, with or
 * without JavaScript: "Open menu" while closed, "Close menu" while open (issue 44 item 3). The
 * name comes from its text, and CSS shows the one for the details' state; a text hidden with
 * `display: none` is in no accessible name.
 */
function MenuButton() {
  const { t } = useTranslation();
  return (
    <summary className="flex cursor-pointer list-none items-center rounded-md p-2 text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
      <span className="sr-only group-open:hidden">{t("a11y.openMenu")}</span>
      <span className="sr-only hidden group-open:inline">{t("a11y.closeMenu")}</span>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M4 7h16M4 12h16M4 17h16" className="group-open:hidden" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        <path d="M6 6l12 12M18 6L6 18" className="hidden group-open:block" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </summary>
  );
}

/** The narrow screens' menu: the features and the page links. */
function MenuNavigation() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("a11y.menu")}>
      <details className="border-b border-slate-100">
        <summary className="flex cursor-pointer list-none items-center justify-between py-3 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
          {t("header.features")}
          <Chevron />
        </summary>
        <ul className="features-menu-narrow pb-2">
          {headerFeatureSlugs.map((slug) => (
            <li key={slug}>
              <LocalLink to={`/features/${slug}`}>{t(`features.${slug}.title`)}</LocalLink>
            </li>
          ))}
          <li>
            <LocalLink to="/integrations">{t("header.integrations")}</LocalLink>
          </li>
        </ul>
      </details>
      {pageLinks.map(({ to, label }) => (
        <LocalLink key={to} to={to} className="block border-b border-slate-100 py-3 font-medium text-slate-900">
          {t(label)}
        </LocalLink>
      ))}
    </nav>
  );
}

function Chevron() {
  const drawing = useDrawing("chevron-down", () => (
    <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
  ));
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="transition group-open:rotate-180">
      {drawing}
    </svg>
  );
}
