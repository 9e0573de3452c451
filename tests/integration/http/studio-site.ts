import { afterAll, beforeAll } from "vitest";
// @ts-expect-error -- plain ESM script shared with Playwright's webServer
import { startTestServer } from "../../../scripts/test-server.mjs";
import { startAccessTeam, type AccessTeam } from "../../fixtures/access";

/**
 * A copy of the site behind an Access team of our own, for a studio test file (decision 0501):
 * started before the file's tests and stopped after them. `asMember` gives the header Access
 * would send for a seeded member; `get` and `post` answer status, headers and text, never
 * following a redirect, so a test sees the 302 and its Location.
 */
export interface StudioTestSite {
  readonly url: string;
  readonly team: AccessTeam;
  query(sql: string): Array<Record<string, unknown>>;
  asMember(email: string): Promise<Record<string, string>>;
  get(path: string, headers?: Record<string, string>): Promise<{ status: number; headers: Headers; text: string }>;
  post(path: string, fields: Record<string, string>, headers?: Record<string, string>): Promise<{ status: number; location: string | null; headers: Headers; text: string }>;
}

export function studioSiteForFile(name: string): StudioTestSite {
  let team: AccessTeam;
  let server: { url: string; stop: () => Promise<void>; query: (sql: string) => Array<Record<string, unknown>> };
  beforeAll(async () => {
    team = await startAccessTeam();
    server = await startTestServer({ name, port: 0, vars: { ACCESS_TEAM_DOMAIN: team.teamDomain, ACCESS_AUD: team.audience } });
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    await team?.stop();
  });
  return {
    get url() {
      return server.url;
    },
    get team() {
      return team;
    },
    query: (sql) => server.query(sql),
    asMember: async (email) => ({ "Cf-Access-Jwt-Assertion": await team.token(email) }),
    async get(path, headers = {}) {
      const response = await fetch(server.url + path, { headers, redirect: "manual" });
      return { status: response.status, headers: response.headers, text: await response.text() };
    },
    async post(path, fields, headers = {}) {
      const response = await fetch(server.url + path, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, ...headers },
        body: new URLSearchParams(fields).toString(),
      });
      return { status: response.status, location: response.headers.get("Location"), headers: response.headers, text: await response.text() };
    },
  };
}
