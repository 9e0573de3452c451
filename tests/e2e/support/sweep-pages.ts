/**
 * The pages tests/e2e/page-sweep.spec.ts opens (decision 0056): every page of the route table,
 * a seeded item of each listed kind, and the states of a page that change its layout (a
 * calculator's largest figures and every error, a filter that empties a list, a long query in a
 * subject). Each path is English; the sweep opens it in English with JavaScript and under /pt
 * without. tests/unit/page-sweep.test.ts fails when a route of the table is neither here nor in
 * `notSwept`, so a new page joins the sweep when its route is written.
 */

/** A state a page is put in before axe reads it again (the sweep's spec says how). */
export type AxeState = "as loaded" | "audit form errors" | "prompt error" | "calculator errors";

export interface SweepPage {
  /** The English path; `/pt` + path in the no-js project. */
  path: string;
  /** The status it answers (200 unless said). */
  status?: number;
  /** The JSON-LD types the page carries, exactly (decision 0046); unsaid: whatever it carries is checked. */
  jsonLd?: string[];
  /** It has a region that scrolls sideways at 390 px, reached by Tab and scrolled with the arrow keys. */
  scrollsAt390?: true;
  /** axe, in each project, after each state in turn (decision 0039's split: English with JavaScript, Portuguese without). */
  axe?: { js?: AxeState[]; "no-js"?: AxeState[] };
  /** A state only one project opens (the other has it in its own language elsewhere in the list). */
  only?: "js" | "no-js";
}

const plain: AxeState[] = ["as loaded"];
const both = { js: plain, "no-js": plain };

export const sweepPages: SweepPage[] = [
  { path: "/", jsonLd: ["Organization", "WebSite", "FAQPage"], axe: { js: ["as loaded", "audit form errors"], "no-js": plain } },
  { path: "/pricing", scrollsAt390: true },
  { path: "/pricing?billing=yearly", only: "no-js", axe: { "no-js": plain } },
  // The calculator as a visitor first sees it, with the largest figures it can show, and every field with its message.
  { path: "/commission-calculator", axe: { js: ["calculator errors"] } },
  { path: "/commission-calculator?nightly_rate=100000&nights=366&ota_share=100&commission=50&shift=100", axe: { "no-js": plain } },
  { path: "/commission-calculator?nightly_rate=abc&nights=400&ota_share=101&commission=51&shift=", axe: { "no-js": plain } },
  // The planner at its first visit, with a host's figures, with errors, with empty nights, and with
  // the widest figures it can show (decision 0401).
  { path: "/channel-fee-planner", jsonLd: ["BreadcrumbList"], axe: both },
  {
    path: "/channel-fee-planner?currency=BRL&market=br&airbnb_nights=120&airbnb_rate=180&booking_nights=60&booking_rate=170&direct_nights=20&direct_rate=160&repeat_share=20",
    axe: both,
  },
  { path: "/channel-fee-planner?airbnb_nights=-1&airbnb_rate=abc&other_fee=200&repeat_share=", axe: both },
  { path: "/channel-fee-planner?airbnb_nights=abc&airbnb_rate=-1&booking_nights=1e309&other_fee=500&repeat_share=101" },
  { path: "/channel-fee-planner?currency=BRL&market=br&airbnb_nights=&airbnb_rate=&repeat_share=20", axe: both },
  {
    path: "/channel-fee-planner?currency=BRL&airbnb_nights=10000&airbnb_rate=100000&booking_nights=120&booking_rate=180&other_nights=3&other_rate=99&other_fee=12",
  },
  {
    path: "/channel-fee-planner?currency=USD&airbnb_nights=10000&airbnb_rate=100000&booking_nights=10000&booking_rate=100000&vrbo_nights=10000&vrbo_rate=100000&direct_nights=10000&direct_rate=100000&other_nights=10000&other_rate=100000&other_fee=50&repeat_share=100",
  },
  { path: "/about", axe: { "no-js": plain } },
  { path: "/features/personalized-guest-emails" },
  { path: "/features/email-automations", axe: { "no-js": plain } },
  { path: "/features/email-campaigns" },
  { path: "/features/ai-content-creation", axe: { js: ["prompt error"] } },
  { path: "/features/guest-loyalty-program" },
  { path: "/features/referral-program", axe: { "no-js": plain } },
  { path: "/features/direct-booking-links", scrollsAt390: true },
  { path: "/features/channel-integration", scrollsAt390: true, axe: { js: plain } },
  { path: "/features/performance-analytics" },
  { path: "/blog" },
  { path: "/blog/cut-ota-commissions-90-day-plan" },
  { path: "/blog/post-stay-email-that-brings-guests-back", jsonLd: ["BlogPosting", "BreadcrumbList"] },
  { path: "/tutorials" },
  { path: "/tutorials/connect-your-channel-manager", jsonLd: ["TechArticle", "BreadcrumbList"] },
  { path: "/help-center" },
  { path: "/help-center/getting-started" },
  // The Contact Support form, its subject prefilled with a long query (decision 0212).
  { path: "/help-center/contact?q=Supercalifragilisticexpialidocious-calendar-synchronisation-troubleshooting&article=getting-started" },
  { path: "/roadmap" },
  { path: "/roadmap/4" },
  // An item the integrations directory links to.
  { path: "/roadmap/6" },
  { path: "/careers" },
  { path: "/careers/apply/customer-success-manager-pt" },
  { path: "/careers/senior-full-stack-engineer", jsonLd: ["JobPosting"], axe: { js: plain } },
  // The longest title, in Portuguese.
  { path: "/careers/customer-success-manager-pt", jsonLd: ["JobPosting"], axe: { "no-js": plain } },
  // The built-in job (the page the bench measures).
  { path: "/careers/sdr-latam", jsonLd: ["JobPosting"] },
  { path: "/careers/no-such-job", status: 404 },
  { path: "/downloads" },
  { path: "/downloads/direct-booking-launch-checklist" },
  { path: "/case-studies" },
  { path: "/case-studies/casa-mar-azul-repeat-guests", jsonLd: ["Article", "BreadcrumbList"] },
  { path: "/case-studies/alpine-hideaways-direct-bookings", jsonLd: ["Article", "BreadcrumbList"] },
  { path: "/comparisons" },
  { path: "/comparisons/mailchimp", scrollsAt390: true },
  { path: "/integrations" },
  // The directory's empty state, and integrations' pages (one with its roadmap link).
  { path: "/integrations?kind=pms&status=planned" },
  { path: "/integrations/hostaway", jsonLd: ["BreadcrumbList"] },
  { path: "/integrations/guesty" },
  { path: "/integrations/smoobu", jsonLd: ["BreadcrumbList"] },
  { path: "/newsletter/unsubscribed" },
  { path: "/privacy", axe: { "no-js": plain } },
  { path: "/terms" },
  { path: "/cookies", scrollsAt390: true, axe: { js: plain } },
  { path: "/no-such-page", status: 404, axe: both },
];

/**
 * Folders of routes the sweep does not open, with why and where they are proven instead: the
 * studio is for staff, behind Cloudflare Access (decision 0501), and has journeys of its own.
 */
export const notSweptUnder: Record<string, string> = {
  "/studio": "staff pages behind Cloudflare Access (decision 0501): the studio's own journeys, tests/e2e/studio-*.spec.ts",
};

/**
 * The routes the sweep does not open, by route id, with why and where each is proven instead.
 * A page that needs a token, a signed link or a backend row made by its test has its own spec.
 */
export const notSwept: Record<string, string> = {
  "routes/($lang).blog.rss[.]xml": "a feed, not a page (tests/e2e/content-feeds.spec.ts, tests/integration/http/content-discovery.test.ts)",
  "routes/($lang).tutorials.rss[.]xml": "a feed, not a page (tests/e2e/content-feeds.spec.ts, tests/integration/http/content-discovery.test.ts)",
  "routes/($lang).help": "a 301 to the help center (tests/integration/http/content-pages.test.ts)",
  "routes/($lang).help_.$slug": "a 301 to the help article (tests/integration/http/content-pages.test.ts)",
  "routes/($lang).newsletter.unsubscribe.$token": "needs a subscriber's signed token (tests/e2e/newsletter-unsubscribe.spec.ts)",
  "routes/($lang).preview.$token": "needs a signed preview link (tests/e2e/content-preview.spec.ts)",
  "routes/($lang).roadmap_.moderate": "needs a moderation link for a pending comment (tests/e2e/engagement-moderation.spec.ts)",
  "routes/[.]well-known.security[.]txt": "text, not a page (tests/integration/http/security-txt.test.ts)",
  "routes/robots[.]txt": "text, not a page (tests/integration/http/content-discovery.test.ts)",
  "routes/sitemap[.]xml": "XML, not a page (tests/integration/http/content-discovery.test.ts)",
  "routes/resources.audit": "a form endpoint (tests/integration/http/marketing-forms.test.ts)",
  "routes/resources.banner": "a form endpoint (tests/integration/http/pages.test.ts)",
  "routes/resources.downloads.$slug.file": "a file delivery (tests/integration/http/engagement-downloads.test.ts)",
  "routes/images.$file": "an image of the studio's library, not a page (tests/integration/http/studio-images.test.ts)",
  "routes/resources.language": "a form endpoint (tests/integration/http/pages.test.ts)",
  "routes/resources.newsletter": "a form endpoint (tests/integration/http/newsletter.test.ts)",
};
