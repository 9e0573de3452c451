import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script shared with Playwright's webServer
import { startTestServer } from "../../../scripts/test-server.mjs";
// @ts-expect-error -- plain ESM script shared with the e2e tests
import { queryLocalD1 } from "../../../scripts/local-backend.mjs";

/**
 * The team's email of every lead (issue 19 item 3; decisions 0031, 0040).
 *
 * A copy of the site runs with LEADS_EMAIL_FROM / LEADS_EMAIL_TO and, as `npm start` does, the
 * Worker's own `send_email` binding EMAIL (wrangler.toml's top level): wrangler's stand-in for
 * it parses each message (Message-ID, From against the envelope) and writes it to an .eml file
 * under the server's temporary directory, which the test reads. No webhook is configured:
 * email alone delivers the events. A message the binding refuses is tested in workerd
 * (tests/integration/workers/scheduled.test.ts).
 */
const mailbox = { from: "leads@stayloop.example", to: "team@stayloop.example" };

let site: { url: string; persistTo: string; stop: () => Promise<void> };

beforeAll(async () => {
  site = await startTestServer({ name: "leads-email", vars: { LEADS_EMAIL_FROM: mailbox.from, LEADS_EMAIL_TO: mailbox.to } });
}, 120_000);

afterAll(async () => {
  await site?.stop();
});

/** Every .eml file wrangler's send_email stand-in wrote for this server, under <TMPDIR>/miniflare-<id>/files/email. */
function mailed(): string[] {
  const tmp = join(site.persistTo, "tmp");
  if (!existsSync(tmp)) return [];
  return readdirSync(tmp)
    .filter((name) => name.startsWith("miniflare-"))
    .flatMap((name) => {
      const folder = join(tmp, name, "files", "email");
      return existsSync(folder) ? readdirSync(folder).filter((file) => file.endsWith(".eml")).map((file) => join(folder, file)) : [];
    });
}

let address = 0;
function post(path: string, fields: Record<string, string>) {
  return fetch(site.url + path, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: site.url,
      "Sec-Fetch-Site": "same-origin",
      "CF-Connecting-IP": `198.51.100.${(address++ % 250) + 1}`,
      Connection: "close",
    },
    body: new URLSearchParams(fields).toString(),
  });
}

async function waitFor(done: () => boolean, ms = 10_000) {
  const until = Date.now() + ms;
  while (!done() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 200));
  return done();
}

/** Decoded subject and body of a captured .eml (read with Buffer, not the site's code). */
function readEml(file: string) {
  const raw = readFileSync(file, "utf8");
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split);
  const subject = (/^Subject: (.*)$/m.exec(head)?.[1] ?? "").replace(/=\?UTF-8\?B\?([^?]*)\?=/g, (_, b64: string) => Buffer.from(b64, "base64").toString("utf8"));
  return { head, subject, text: Buffer.from(raw.slice(split + 4).replace(/\r\n/g, ""), "base64").toString("utf8") };
}

const unique = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
const emailsOf = (email: string) => mailed().filter((file) => readEml(file).text.includes(`email: ${email}`));

describe("lead email to the team", () => {
  it("an audit request produces one message, written by the send_email binding, with its fields", async () => {
    const email = unique("audit-mail");
    const response = await post("/resources/audit", { redirectTo: "/", propertyUrl: "airbnb.com/rooms/9", name: "Maria Lúcia", email });
    expect(response.status).toBe(303);
    expect(await waitFor(() => emailsOf(email).length > 0)).toBe(true);
    // Later requests and runs of the clock do not send it again.
    for (const path of ["/", "/pricing"]) await (await fetch(site.url + path, { headers: { Connection: "close" } })).arrayBuffer();
    await (await fetch(`${site.url}/cdn-cgi/handler/scheduled?cron=*+*+*+*+*&time=${Date.now() + 3_600_000}`)).text();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const sent = emailsOf(email);
    expect(sent).toHaveLength(1);

    const { head, subject, text } = readEml(sent[0]!);
    expect(head).toMatch(/^From: StayLoop website <leads@stayloop\.example>$/m);
    expect(head).toMatch(/^To: <team@stayloop\.example>$/m);
    expect(head).toMatch(/^Reply-To: =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?= <audit-mail-[^>]+@example\.com>$/m);
    expect(subject).toBe("[StayLoop] audit_request.created: Maria Lúcia");
    expect(text).toContain("property_url: https://airbnb.com/rooms/9");
    expect(text).toContain("name: Maria Lúcia");

    const [row] = queryLocalD1(site.persistTo, `SELECT e.id, e.delivered_at, e.last_status, e.last_error FROM lead_events e WHERE e.type = 'audit_request.created' AND json_extract(e.data, '$.email') = '${email}'`) as Array<{ id: string; delivered_at: string | null; last_status: number | null; last_error: string | null }>;
    expect(row!.delivered_at).not.toBeNull();
    expect(row!.last_error).toBeNull();
    expect(head).toContain(`Message-ID: <${row!.id}@stayloop.example>`);
  });
});
