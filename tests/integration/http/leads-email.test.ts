import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import { Log, LogLevel, Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadEmailMessage, leadEmailRequest } from "~/server/lead-email.server";
// @ts-expect-error -- plain ESM script shared with Playwright's webServer
import { freePort, startTestServer } from "../../../scripts/test-server.mjs";
// @ts-expect-error -- plain ESM script shared with the e2e tests
import { queryLocalD1 } from "../../../scripts/local-backend.mjs";

/**
 * The team's email of every lead (issue 19 item 3; docs/decisions/0031-lead-email.md).
 *
 * A copy of the site runs with LEADS_EMAIL_FROM / LEADS_EMAIL_TO and, as locally, the capture
 * address LEADS_EMAIL_CAPTURE_URL in place of the SEND_EMAIL service binding: a receiver of our
 * own writes each message it is handed to .tmp/email/leads-email/<n>.eml, as the README says,
 * and the test reads the files. No webhook is configured: email alone delivers the events.
 */
const mailbox = { from: "leads@stayloop.example", to: "team@stayloop.example" };
const folder = join(process.cwd(), ".tmp", "email", "leads-email");

let site: { url: string; persistTo: string; stop: () => Promise<void> };
let server: Server;
let failNext = 0;
const envelopes: Array<{ from: string; to: string; file: string }> = [];

beforeAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const port = (await freePort()) as number;
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (failNext > 0) {
        failNext--;
        response.writeHead(502, { Connection: "close" }).end();
        return;
      }
      const file = join(folder, `${envelopes.length + 1}.eml`);
      writeFileSync(file, Buffer.concat(chunks));
      envelopes.push({ from: String(request.headers["x-mail-from"]), to: String(request.headers["x-mail-to"]), file });
      response.writeHead(202, { Connection: "close" }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  site = await startTestServer({
    name: "leads-email",
    vars: { LEADS_EMAIL_FROM: mailbox.from, LEADS_EMAIL_TO: mailbox.to, LEADS_EMAIL_CAPTURE_URL: `http://127.0.0.1:${port}/mail` },
  });
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await site?.stop();
});

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
const emailsOf = (email: string) => envelopes.filter((e) => readEml(e.file).text.includes(`email: ${email}`));

describe("lead email to the team", () => {
  it("an audit request produces one captured message with its fields", async () => {
    const email = unique("audit-mail");
    const response = await post("/resources/audit", { redirectTo: "/", propertyUrl: "airbnb.com/rooms/9", name: "Maria Lúcia", email });
    expect(response.status).toBe(303);
    expect(await waitFor(() => emailsOf(email).length > 0)).toBe(true);
    // Later requests do not send it again.
    for (const path of ["/", "/pricing"]) await (await fetch(site.url + path, { headers: { Connection: "close" } })).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const sent = emailsOf(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject(mailbox);
    expect(readdirSync(folder)).toContain(sent[0]!.file.split("/").pop());

    const { head, subject, text } = readEml(sent[0]!.file);
    expect(head).toMatch(/^From: StayLoop website <leads@stayloop\.example>$/m);
    expect(head).toMatch(/^To: <team@stayloop\.example>$/m);
    expect(subject).toBe("[StayLoop] audit_request.created: Maria Lúcia");
    expect(text).toContain("property_url: https://airbnb.com/rooms/9");
    expect(text).toContain("name: Maria Lúcia");

    const [row] = queryLocalD1(site.persistTo, `SELECT e.id, e.delivered_at, e.last_status FROM lead_events e WHERE e.type = 'audit_request.created' AND json_extract(e.data, '$.email') = '${email}'`) as Array<{ id: string; delivered_at: string | null; last_status: number }>;
    expect(row!.delivered_at).not.toBeNull();
    expect(row!.last_status).toBe(202);
    expect(head).toContain(`Message-ID: <${row!.id}@stayloop.example>`);
  });

  it("a message the mailer refuses is recorded as failed and left to retry", async () => {
    failNext = 1;
    const email = unique("audit-refused");
    expect((await post("/resources/audit", { redirectTo: "/", propertyUrl: "airbnb.com/rooms/10", name: "Refused", email })).status).toBe(303);
    const failed = () =>
      (queryLocalD1(site.persistTo, `SELECT last_error, delivered_at, next_attempt_at FROM lead_events WHERE json_extract(data, '$.email') = '${email}'`) as Array<{ last_error: string | null; delivered_at: string | null; next_attempt_at: string | null }>)[0];
    expect(await waitFor(() => failed()?.last_error === "email: HTTP 502")).toBe(true);
    expect(failed()).toMatchObject({ delivered_at: null });
    expect(failed()!.next_attempt_at).not.toBeNull();
    expect(emailsOf(email)).toHaveLength(0);
  });
});

describe("the mail Worker (workers/lead-mail) under miniflare's send_email", () => {
  it("sends the site's message to the pinned destination as an .eml, and refuses another", async () => {
    const logged: string[] = [];
    class Captured extends Log {
      override log(message: string) {
        logged.push(message);
      }
    }
    const mf = new Miniflare({
      modules: true,
      scriptPath: "workers/lead-mail/index.js",
      compatibilityDate: "2026-04-01",
      log: new Captured(LogLevel.INFO),
      email: { send_email: [{ name: "EMAIL", destination_address: mailbox.to }] },
    });
    try {
      const event = {
        id: "7e0f1a3c-2b4d-4c6e-8f10-123456789abc",
        type: "job_application.created",
        createdAt: "2026-11-24T11:00:00.000Z",
        data: { full_name: "Zé Ninguém", email: "ze@example.com", resume_path: "resumes/ze.pdf", approve_url: "https://s.example/a" },
      };
      const raw = leadEmailMessage(event, mailbox, new Date());
      const send = (to: string) => {
        const request = leadEmailRequest({ ...mailbox, to }, raw);
        return mf.dispatchFetch("http://lead-mail/send", { method: "POST", headers: Object.fromEntries(request.headers), body: raw });
      };
      const sent = await send(mailbox.to);
      expect(sent.status).toBe(202);
      await sent.arrayBuffer();
      await waitFor(() => logged.some((line) => line.includes(".eml")));
      const file = /(\S+\.eml)/.exec(logged.join("\n"))?.[1];
      expect(file).toBeDefined();
      expect(readFileSync(file!, "utf8")).toBe(raw);
      expect(readEml(file!).text).toContain("resume_path: resumes/ze.pdf");

      const refused = await send("someone@else.example");
      expect(refused.status).toBe(502);
      expect(await refused.text()).toMatch(/not allowed/);
    } finally {
      await mf.dispose();
    }
  }, 60_000);
});
