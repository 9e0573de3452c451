import { createHash } from "node:crypto";
import { test, type BrowserContext, type Page, type TestInfo } from "@playwright/test";

/**
 * What the end-to-end tests need from the backend the test server runs on: a look into
 * its local D1 database, a client address of their own (the newsletter is rate-limited
 * per address) and email addresses no other test or project uses.
 */

interface LocalBackendScripts {
  queryLocalD1: (persistTo: string, sql: string) => Record<string, unknown>[];
  stateDirFor: (name: string) => string;
}

// The scripts are plain ESM without type declarations; a computed specifier keeps
// TypeScript from looking for them, and they are loaded once.
let scripts: Promise<LocalBackendScripts> | undefined;
function loadScripts(): Promise<LocalBackendScripts> {
  scripts ??= (async () => {
    const backend = (await import(new URL("../../../scripts/local-backend.mjs", import.meta.url).href)) as Pick<
      LocalBackendScripts,
      "queryLocalD1"
    >;
    const server = (await import(new URL("../../../scripts/test-server.mjs", import.meta.url).href)) as Pick<
      LocalBackendScripts,
      "stateDirFor"
    >;
    return { queryLocalD1: backend.queryLocalD1, stateDirFor: server.stateDirFor };
  })();
  return scripts;
}

/**
 * The state directory's name of the server the running test's project uses: each project has
 * a server of its own (playwright.config.ts, decision 0067).
 */
export function e2eStateName(): string {
  return `${process.env.E2E_STATE ?? "e2e"}-${test.info().project.name}`;
}

/** Rows of the last statement of `sql`, run by this project's e2e server on its local D1 database. */
export async function queryD1<Row = Record<string, unknown>>(sql: string): Promise<Row[]> {
  const { queryLocalD1, stateDirFor } = await loadScripts();
  return queryLocalD1(stateDirFor(e2eStateName()), sql) as Row[];
}

/** A SQL string literal: `sqlText("it's")` is `'it''s'`. */
export function sqlText(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** One row of newsletter_subscribers, as D1 returns it. */
export interface SubscriberRow {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  is_waitlist: number;
  feature_interest: string;
  locale: string;
  consent_text: string;
  subscribed_at: string;
  preferences_updated_at: string;
  update_count: number;
}

/** The stored rows for these (lower-case) emails. */
export function subscribersWithEmails(...emails: string[]): Promise<SubscriberRow[]> {
  return queryD1<SubscriberRow>(
    `select * from newsletter_subscribers where email in (${emails.map(sqlText).join(", ")}) order by email`,
  );
}

let counter = 0;

/** A token no other test, project, retry or run shares. */
function uniqueToken(testInfo: TestInfo): string {
  counter += 1;
  return createHash("sha256")
    .update(
      [testInfo.testId, testInfo.project.name, testInfo.retry, testInfo.repeatEachIndex, process.pid, Date.now(), counter].join(
        "|",
      ),
    )
    .digest("hex");
}

/** An IPv4 address in 10.0.0.0/8 for this test alone. */
export function uniqueClientAddress(testInfo: TestInfo): string {
  const token = uniqueToken(testInfo);
  const bytes = [0, 2, 4].map((i) => parseInt(token.slice(i, i + 2), 16));
  return `10.${bytes.join(".")}`;
}

/**
 * Sends every request of this context (page loads, form posts, fetches) as coming from
 * a client address of its own: locally wrangler passes a client-sent CF-Connecting-IP on
 * to the app, whose rate limit counts per address. Returns the address.
 */
export async function useUniqueClientAddress(target: BrowserContext | Page, testInfo: TestInfo): Promise<string> {
  const address = uniqueClientAddress(testInfo);
  await target.setExtraHTTPHeaders({ "CF-Connecting-IP": address });
  return address;
}

/** A lower-case email address that only this test uses, e.g. `footer-js-1a2b3c4d5e@example.com`. */
export function uniqueEmail(testInfo: TestInfo, label = "visitor"): string {
  const project = testInfo.project.name.replace(/[^a-z0-9]+/gi, "");
  return `${label}-${project}-${uniqueToken(testInfo).slice(0, 12)}@example.com`.toLowerCase();
}
