import {
  json,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  type HeadersFunction,
} from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  useLocation,
  useMatches,
  useRouteError,
} from "@remix-run/react";
import { useContext, type ReactNode } from "react";
import { useTranslation } from "~/lib/translation";
import { Footer } from "~/components/layout/Footer";
import { Header } from "~/components/layout/Header";
import { LaunchBanner } from "~/components/layout/LaunchBanner";
import { ErrorPage, FormRefusedPage, isRefusedFormStatus, NotFoundPage } from "~/components/layout/NotFoundPage";
import { SpriteProvider } from "~/components/ui/sprite";
import { Toaster } from "~/components/ui/Toaster";
import { htmlLang, langFromPath, localizePath, readCookie, stripLangPrefix, supportedLanguages } from "~/lib/i18n";
import type { RouteHandle } from "~/lib/route-handle";
import { notFoundMeta } from "~/lib/meta";
import { metaText } from "~/lib/meta-text";
import { bannerCookieName } from "~/lib/banner";
import { useRootData, type RootData } from "~/lib/root-data";
import { alternatesOf } from "~/lib/alternates";
import { DocumentStatusContext } from "~/lib/document-status";
import enhancements from "~/enhance/manifest.json";
import { webAnalyticsBeacon } from "~/lib/web-analytics";
import enhancementChunks from "~/enhance/preload.json";
import { readFlash } from "~/server/flash.server";
import { unreadableVisitorCookie } from "~/server/visitor.server";
import stylesheet from "~/tailwind.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { flash, headers: flashHeaders } = await readFlash(request, context);
  // A cookie the site cannot read is cleared, never an error (issue 23 item 2).
  const headers = new Headers(flashHeaders);
  const clearVisitor = await unreadableVisitorCookie(request, context);
  if (clearVisitor) headers.append("Set-Cookie", clearVisitor);
  return json(
    {
      lang: langFromPath(url.pathname),
      flash,
      bannerHidden: readCookie(request.headers.get("Cookie"), bannerCookieName) === "1",
      year: new Date().getUTCFullYear(),
      origin: context.origin,
      webAnalyticsToken: context.config.webAnalyticsToken,
    } satisfies RootData,
    { headers },
  );
}

/** Routes set their own meta; this is what a page rendered by the root error boundary gets. */
export const meta: MetaFunction = ({ error, location }) => {
  const text = metaText[langFromPath(location.pathname)];
  if (!error) return [{ title: text.siteTitle }, { name: "description", content: text.siteDescription }];
  if (isRouteErrorResponse(error) && error.status === 404) return notFoundMeta(location.pathname);
  return [{ title: `${text.error} | StayLoop` }, { name: "robots", content: "noindex" }];
};

/**
 * Canonical and language-twin links for the current URL (DESIGN §4), or the ones the page's
 * data names (a content piece whose twin has another slug, or none: decision 0216).
 */
function AlternateLinks({ origin }: { origin: string }) {
  const { pathname } = useLocation();
  const own = alternatesOf(useMatches());
  if (own) {
    return (
      <>
        <link rel="canonical" href={origin + own.canonical} />
        {own.languages.map(({ hrefLang, path }) => (
          <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={origin + path} />
        ))}
      </>
    );
  }
  const bare = stripLangPrefix(pathname);
  return (
    <>
      <link rel="canonical" href={origin + pathname} />
      {supportedLanguages.map((lang) => (
        <link key={lang} rel="alternate" hrefLang={htmlLang[lang]} href={origin + localizePath(bare, lang)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={origin + bare} />
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const location = useLocation();
  const lang = langFromPath(location.pathname);
  const root = useRootData();
  const { t } = useTranslation();
  const isHome = stripLangPrefix(location.pathname) === "/";
  const matches = useMatches();
  const error = useRouteError();
  // No document loads React in the browser: each loads the layout's module and its page's
  // (app/enhance/, DESIGN §5.7), and a 404 ships no JavaScript at all (DESIGN §9).
  const enhanced = !(isRouteErrorResponse(error) && error.status === 404);
  const leafHandle = matches.at(-1)?.handle as RouteHandle | undefined;
  const studio = matches.some((match) => (match.handle as RouteHandle | undefined)?.shell === "studio");
  // A 404 or a failed page has no canonical address and no twins (decision 0062).
  const status = useContext(DocumentStatusContext);

  return (
    <html lang={htmlLang[lang]} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {root && leafHandle?.alternates !== false && status < 400 ? <AlternateLinks origin={root.origin} /> : null}
      </head>
      {studio ? (
        // The studio's pages (decision 0501): its own frame, no public header, footer or modules.
        <body className="min-h-screen font-sans antialiased">
          <a
            href="#main"
            className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-teal-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
          >
            Skip to content
          </a>
          {children}
          {modulesOf(leafHandle).map((name) => (
            <script key={name} type="module" src={enhancements[name]} />
          ))}
        </body>
      ) : (
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        <SpriteProvider>
          <a
            href="#main"
            className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-teal-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
          >
            {t("a11y.skipToContent")}
          </a>
          {root && !root.bannerHidden ? <LaunchBanner /> : null}
          <div className="sticky top-0 z-40">
            <Header isHome={isHome} />
          </div>
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <Footer year={root?.year ?? new Date().getUTCFullYear()} />
          <Toaster flash={root?.flash?.toast ?? null} templates={enhanced} />
          {enhanced ? (
            <>
              {modulesOf(leafHandle).flatMap((name) => enhancementChunks[name]).filter((href, index, all) => all.indexOf(href) === index).map((href) => (
                <link key={href} rel="modulepreload" href={href} />
              ))}
              {modulesOf(leafHandle).map((name) => (
                <script key={name} type="module" src={enhancements[name]} />
              ))}
              {root?.webAnalyticsToken ? <WebAnalyticsBeacon token={root.webAnalyticsToken} /> : null}
            </>
          ) : null}
        </SpriteProvider>
      </body>
      )}
    </html>
  );
}

/** The layout's module and the page's own, in the order they run. */
function modulesOf(handle: RouteHandle | undefined): Array<keyof typeof enhancements> {
  return ["site", ...(handle?.enhance ?? [])];
}

export default function App() {
  return <Outlet />;
}

/**
 * When the error page stands in for a route's answer, it keeps that answer's caching rule:
 * a refused form body (app/server/form-body.server.ts) says no-store, and so does its page.
 */
export const headers: HeadersFunction = ({ errorHeaders }) => {
  const cacheControl = errorHeaders?.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : new Headers();
};

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isRouteErrorResponse(error) && isRefusedFormStatus(error.status)) return <FormRefusedPage status={error.status} />;
  return <ErrorPage />;
}

/**
 * Cloudflare Web Analytics (decision 0050): no cookies, no storage; loaded after the page
 * (`defer`), on every page but the 404, only when WEB_ANALYTICS_TOKEN is set. The CSP allows
 * exactly this file and its reporting address (app/server/edge/security-headers.server.ts).
 */
function WebAnalyticsBeacon({ token }: { token: string }) {
  return <script defer src={webAnalyticsBeacon.script} data-cf-beacon={JSON.stringify({ token, spa: false })} />;
}
