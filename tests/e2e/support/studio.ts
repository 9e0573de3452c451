import type { BrowserContext, Page } from "@playwright/test";
// @ts-expect-error -- plain ESM script shared with the integration tests
import { freePort, startTestServer } from "../../../scripts/test-server.mjs";
import { startAccessTeam } from "../../fixtures/access";
import { test as base } from "./test";

/**
 * The studio's copy of the site, shared by every studio spec a worker runs (decision 0501):
 * an Access team of our own (its key server and the tokens it signs), and a test server behind
 * it with the edge cache on, so a publish is seen through the cache as a visitor sees it. It
 * starts once per worker and project, not once per spec: a copy of the site costs seconds.
 */
export interface StudioSite {
  url: string;
  /** SQL on the copy's D1, for what the backend stored. */
  query: (sql: string) => Array<Record<string, unknown>>;
  /** A browser context signed in as `email` (a seeded member: admin, editor, writer, recruiter, support @example.com). */
  signedIn: (email: string, options?: { width?: number }) => Promise<{ context: BrowserContext; page: Page }>;
  /** A token Access would sign for `email`, for requests made without a browser. */
  token: (email: string) => Promise<string>;
  /**
   * Where the copy sends every lead's event (LEADS_WEBHOOK_URL is http://127.0.0.1:<port>/hooks/leads):
   * nothing listens there until a spec starts its own receiver, so events wait and retry meanwhile.
   */
  webhookPort: number;
}

export const test = base.extend<Record<never, never>, { studio: StudioSite }>({
  studio: [
    async ({ browser }, use, workerInfo) => {
      const team = await startAccessTeam();
      const javaScriptEnabled = workerInfo.project.use.javaScriptEnabled !== false;
      const webhookPort = (await freePort()) as number;
      const server = await startTestServer({
        name: `studio-e2e-${workerInfo.project.name}`,
        port: 0,
        vars: {
          EDGE_CACHE: "on",
          ACCESS_TEAM_DOMAIN: team.teamDomain,
          ACCESS_AUD: team.audience,
          LEADS_WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/hooks/leads`,
          LEADS_WEBHOOK_SECRET: `whsec_${Buffer.from("the studio copy's lead hooks").toString("base64")}`,
        },
      });
      try {
        await use({
          url: server.url,
          query: server.query,
          webhookPort,
          token: (email) => team.token(email),
          signedIn: async (email, { width = 1280 } = {}) => {
            const context = await browser.newContext({
              baseURL: server.url,
              javaScriptEnabled,
              viewport: { width, height: 900 },
              extraHTTPHeaders: { "Cf-Access-Jwt-Assertion": await team.token(email) },
            });
            return { context, page: await context.newPage() };
          },
        });
      } finally {
        await server.stop();
        await team.stop();
      }
    },
    { scope: "worker", timeout: 240_000 },
  ],
});

export { expect } from "./test";
