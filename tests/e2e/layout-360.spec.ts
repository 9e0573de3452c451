import { expect, test } from "./support/test";

/**
 * No page scrolls sideways on a 360 px phone (issue 10 item 4), in either language, with
 * and without JavaScript: wide content (the comparison table, code blocks, long words)
 * scrolls or wraps inside its own box and never widens the document.
 */
const width = 360;

const routes: Array<{ path: string; status?: number }> = [
  { path: "/" },
  { path: "/pricing" },
  // The calculator as a visitor first sees it, with the largest figures it can show, and every field with its message.
  { path: "/commission-calculator" },
  { path: "/commission-calculator?nightly_rate=100000&nights=366&ota_share=100&commission=50&shift=100" },
  { path: "/commission-calculator?nightly_rate=abc&nights=400&ota_share=101&commission=51&shift=" },
  { path: "/about" },
  { path: "/features/personalized-guest-emails" },
  { path: "/features/email-automations" },
  { path: "/features/email-campaigns" },
  { path: "/features/ai-content-creation" },
  { path: "/features/guest-loyalty-program" },
  { path: "/features/referral-program" },
  { path: "/features/direct-booking-links" },
  { path: "/features/channel-integration" },
  { path: "/features/performance-analytics" },
  { path: "/blog" },
  { path: "/blog/cut-ota-commissions-90-day-plan" },
  { path: "/tutorials" },
  { path: "/tutorials/connect-your-channel-manager" },
  { path: "/help-center" },
  { path: "/help-center/getting-started" },
  // The Contact Support form, its subject prefilled with a long query (decision 0212).
  { path: "/help-center/contact?q=Supercalifragilisticexpialidocious-calendar-synchronisation-troubleshooting&article=getting-started" },
  { path: "/roadmap" },
  { path: "/roadmap/4" },
  { path: "/careers" },
  { path: "/careers/apply/customer-success-manager-pt" },
  { path: "/careers/senior-full-stack-engineer" },
  // The built-in job (the page the bench measures), with the longest title in Portuguese.
  { path: "/careers/sdr-latam" },
  { path: "/careers/no-such-job", status: 404 },
  { path: "/downloads" },
  { path: "/downloads/direct-booking-launch-checklist" },
  { path: "/case-studies" },
  { path: "/case-studies/casa-mar-azul-repeat-guests" },
  { path: "/comparisons" },
  { path: "/comparisons/mailchimp" },
  { path: "/integrations" },
  // The directory's empty state, and an integration's page with its roadmap link.
  { path: "/integrations?kind=pms&status=planned" },
  { path: "/integrations/hostaway" },
  { path: "/integrations/guesty" },
  { path: "/roadmap/6" },
  { path: "/privacy" },
  { path: "/terms" },
  { path: "/cookies" },
  { path: "/no-such-page", status: 404 },
];

test.use({ viewport: { width, height: 780 } });

for (const prefix of ["", "/pt"]) {
  test.describe(`at ${width} px, ${prefix ? "Portuguese" : "English"}`, () => {
    for (const route of routes) {
      const path = prefix + (route.path === "/" ? "" : route.path) || "/";
      test(`${path} does not scroll sideways`, async ({ page, visit }) => {
        const response = await visit(path);
        expect(response?.status(), path).toBe(route.status ?? 200);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        const overflow = await page.evaluate(() => {
          const widest = [...document.querySelectorAll("body *")]
            .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
            .filter((element) => element.getClientRects().length > 0)
            .slice(0, 3)
            .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join(".")}`);
          return { scrollWidth: document.documentElement.scrollWidth, widest };
        });
        expect(overflow.scrollWidth, `${path} is ${overflow.scrollWidth} px wide: ${overflow.widest.join(", ")}`).toBeLessThanOrEqual(width);
      });
    }
  });
}
