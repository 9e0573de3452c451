import { afterAll, beforeAll } from "vitest";
// @ts-expect-error -- plain ESM script shared with Playwright's webServer
import { startTestServer } from "../../../scripts/test-server.mjs";
import { startAccessTeam, type AccessTeam } from "../../fixtures/access";
import { studioRequests } from "./studio-requests";

/**
 * A copy of the site behind an Access team of our own, for a studio test file (decision 0501):
 * started before the file's tests and stopped after them. `asMember` gives the header Access
 * would send for a seeded member; `get`, `post` and `tokenOf` are studio-requests.ts's.
 */
export interface StudioTestSite extends ReturnType<typeof studioRequests> {
  readonly url: string;
  readonly team: AccessTeam;
  /** The copy's state directory (D1 and R2 on disk). */
  readonly persistTo: string;
  query(sql: string): Array<Record<string, unknown>>;
  asMember(email: string): Promise<Record<string, string>>;
}

/** `vars` adds to the copy's variables, e.g. `{ EDGE_CACHE: "on" }` to see what visitors see through the cache. */
export function studioSiteForFile(name: string, vars: Record<string, string> = {}): StudioTestSite {
  let team: AccessTeam;
  let server: { url: string; persistTo: string; stop: () => Promise<void>; query: (sql: string) => Array<Record<string, unknown>> };
  beforeAll(async () => {
    team = await startAccessTeam();
    server = await startTestServer({ name, port: 0, vars: { ...vars, ACCESS_TEAM_DOMAIN: team.teamDomain, ACCESS_AUD: team.audience } });
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
    get persistTo() {
      return server.persistTo;
    },
    query: (sql) => server.query(sql),
    asMember: async (email) => ({ "Cf-Access-Jwt-Assertion": await team.token(email) }),
    ...studioRequests(() => server.url),
  };
}
