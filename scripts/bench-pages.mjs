// The pages `npm run bench` measures and the budgets each must meet (DESIGN §9, issue 10).
//
// JavaScript budget by page kind:
//   static   only the shared layout module (≤ 3 KB gzip, headers included): the page itself
//            enhances nothing, but the header shadow, the menus, the banner's local storage and
//            the footer newsletter that the spec gives JavaScript are on every page
//            (docs/decisions/0012-javascript-budget.md); articles, tutorials, case studies,
//            comparisons, legal pages;
//   light    ≤ 15 KB gzip: the page's interactivity is forms, toggles, menus, dialogs and the
//            video (home, pricing, about, feature pages, blog and tutorial lists, careers,
//            downloads);
//   any      ≤ 90 KB gzip: every other page (live help search, roadmap votes and comments,
//            the application dialog, a help article).

export const budgets = {
  performance: 98,
  otherCategories: 100,
  cls: 0,
  htmlGzipBytes: 14 * 1024,
  jsGzipBytes: { static: 3 * 1024, light: 15 * 1024, any: 90 * 1024 },
};

const featurePages = [
  "ai-content-creation",
  "channel-integration",
  "direct-booking-links",
  "email-automations",
  "email-campaigns",
  "guest-loyalty-program",
  "performance-analytics",
  "personalized-guest-emails",
  "referral-program",
];

/**
 * `path` is the English path; `from` names the list page whose first link under `path`
 * gives a page that depends on the seeded content (an article, a roadmap item…).
 */
const mainRoutes = [
  { name: "Home", path: "/", kind: "light" },
  { name: "Pricing", path: "/pricing", kind: "light" },
  { name: "Commission calculator", path: "/commission-calculator", kind: "light" },
  { name: "About", path: "/about", kind: "light" },
  ...featurePages.map((slug) => ({ name: `Feature: ${slug}`, path: `/features/${slug}`, kind: "light" })),
  { name: "Blog list", path: "/blog", kind: "light" },
  { name: "Blog article", from: "/blog", path: "/blog/*", kind: "static" },
  { name: "Tutorial list", path: "/tutorials", kind: "light" },
  { name: "Tutorial", from: "/tutorials", path: "/tutorials/*", kind: "static" },
  { name: "Help center", path: "/help-center", kind: "any" },
  { name: "Help article", from: "/help-center", path: "/help-center/*", kind: "any" },
  // Contact Support (decision 0212): a form page; forms.ts of the layout posts it in place.
  { name: "Help contact", path: "/help-center/contact", kind: "light" },
  { name: "Roadmap", path: "/roadmap", kind: "any" },
  { name: "Roadmap item", from: "/roadmap", path: "/roadmap/*", kind: "any" },
  { name: "Careers", path: "/careers", kind: "light" },
  { name: "Application dialog", from: "/careers", path: "/careers/apply/*", kind: "any" },
  // A job's page ships no module of its own (its Apply is a link to the dialog route): the layout's only.
  { name: "Job page", from: "/careers", path: "/careers/*", kind: "static" },
  { name: "Downloads", path: "/downloads", kind: "light" },
  { name: "Case studies", path: "/case-studies", kind: "static" },
  { name: "Case study", from: "/case-studies", path: "/case-studies/*", kind: "static" },
  { name: "Comparison: Mailchimp", path: "/comparisons/mailchimp", kind: "static" },
  { name: "Privacy policy", path: "/privacy", kind: "static" },
  { name: "Terms of service", path: "/terms", kind: "static" },
  { name: "Cookie policy", path: "/cookies", kind: "static" },
];

const localized = (path, lang) => (lang === "pt" ? (path === "/" ? "/pt" : `/pt${path}`) : path);

/** `pattern` with `*` standing for one path segment without a dot (a slug, not `rss.xml`). */
export function matchesPattern(pattern, path) {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/.]+");
  return new RegExp(`^${escaped}/?$`).test(path);
}

/** First link on the list page `from` whose path matches `pattern` (both localized) and is not in `taken`. */
async function firstLink(base, from, pattern, taken = new Set()) {
  const response = await fetch(base + from);
  const html = await response.text();
  for (const match of html.matchAll(/href="(\/[^"?#]*)"/g)) {
    if (matchesPattern(pattern, match[1]) && !taken.has(match[1])) return match[1];
  }
  return null;
}

/**
 * Every main route in both languages, content-dependent paths resolved on the running
 * site. `selection` (from `--pages`) keeps only the pages whose path equals or matches
 * one of its patterns; a path that is no main route is measured as a page of kind `any`.
 * Returns the pages and the routes that could not be resolved.
 */
export async function resolvePages(base, selection) {
  const all = [];
  const unresolved = [];
  for (const lang of ["en", "pt"]) {
    // A content page is one the fixed routes do not already measure (the help center's first
    // link is Contact Support, measured as its own page).
    const fixed = new Set(mainRoutes.filter((route) => !route.from).map((route) => localized(route.path, lang)));
    for (const route of mainRoutes) {
      let path = localized(route.path, lang);
      if (route.from) {
        const from = localized(route.from, lang);
        path = await firstLink(base, from, path, fixed);
        if (!path) {
          unresolved.push(`${route.name} (${lang}): no link matching ${localized(route.path, lang)} on ${from}`);
          continue;
        }
      }
      all.push({ name: route.name, lang, path, kind: route.kind });
    }
  }
  if (!selection) return { pages: all, unresolved };
  const pages = all.filter((page) => selection.some((wanted) => matchesPattern(wanted, page.path)));
  for (const wanted of selection) {
    if (!wanted.includes("*") && !pages.some((page) => page.path === wanted)) {
      const lang = wanted === "/pt" || wanted.startsWith("/pt/") ? "pt" : "en";
      pages.push({ name: "(not a main route)", lang, path: wanted, kind: "any" });
    }
  }
  return { pages, unresolved: unresolved.filter((line) => selection.some((wanted) => line.includes(wanted))) };
}
