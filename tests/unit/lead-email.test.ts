import { describe, expect, it } from "vitest";
import type { LeadDeliveryOutcome, LeadEventsPort } from "~/leads/port";
import { deliverDueLeadEvents } from "~/server/leads/delivery.server";
import { leadEmailMessage, type LeadEmailTarget } from "~/server/leads/email.server";
import type { LeadEvent, LeadEventData } from "~/leads/contract";

// The team's email of every lead (issue 19 item 3; docs/decisions/0031-lead-email.md).
// Messages are read back with Buffer's base64 and a header split, not with the site's code.

const mailbox = { from: "leads@stayloop.example", to: "team@stayloop.example" };
const applicationData: LeadEventData<"job_application.created"> = {
  id: "a1",
  job_id: "senior-engineer",
  full_name: "João\r\nBcc: victim@example.com",
  email: "joao@example.com",
  phone: null,
  cover_letter: "Olá, equipe!\nSou eu.",
  resume_path: "resumes/2026/abc.pdf",
  locale: "pt",
  submitted_at: "2026-11-24T11:00:00.000Z",
  page: null,
  source: null,
};
const application = {
  id: "5d0c7f7e-1b1a-4a51-8d77-0c5e2b7c9a10",
  type: "job_application.created",
  createdAt: "2026-11-24T11:00:00.000Z",
  data: applicationData,
  attempts: 1,
} satisfies LeadEvent;
const support: LeadEvent = {
  ...application,
  type: "support_request.created",
  data: { id: "s1", name: "Ana", email: "ana@example.com", subject: "Login", message: "Help", article_slug: null, locale: "en", created_at: "2026-11-24T11:00:00.000Z", page: null, source: null },
};
const at = new Date("2026-11-24T11:00:05.000Z");

/** Headers (unfolded, lower-case names) and the decoded UTF-8 body of a raw message. */
function parse(raw: string) {
  const [head, body] = [raw.slice(0, raw.indexOf("\r\n\r\n")), raw.slice(raw.indexOf("\r\n\r\n") + 4)];
  const headers = new Map(head.split("\r\n").map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
  const subject = (headers.get("subject") ?? "").replace(/=\?UTF-8\?B\?([^?]*)\?=/g, (_, b64: string) => Buffer.from(b64, "base64").toString("utf8"));
  return { head, headers, subject, text: Buffer.from(body.replace(/\r\n/g, ""), "base64").toString("utf8") };
}

describe("the lead's message", () => {
  it("has the headers a mail server accepts, an encoded subject and no injected header", () => {
    const raw = leadEmailMessage(application, mailbox, at);
    expect(raw).toMatch(/^[\x20-\x7e\r\n]+$/); // ASCII only: every non-ASCII character is encoded
    const { head, headers, subject } = parse(raw);
    expect(headers.get("from")).toBe("StayLoop website <leads@stayloop.example>");
    expect(headers.get("to")).toBe("<team@stayloop.example>");
    expect(headers.get("message-id")).toBe(`<${application.id}@stayloop.example>`);
    expect(headers.get("date")).toBe("Tue, 24 Nov 2026 11:00:05 +0000");
    expect(headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(headers.get("auto-submitted")).toBe("auto-generated");
    expect(subject).toBe("[StayLoop] job_application.created: João Bcc: victim@example.com");
    expect(head).not.toMatch(/^bcc:/im);
    for (const line of raw.split("\r\n")) expect(line.length).toBeLessThanOrEqual(998);
  });

  it("answers the visitor: Reply-To is the lead's own address, with its name encoded", () => {
    const raw = leadEmailMessage(application, mailbox, at);
    const replyTo = parse(raw).headers.get("reply-to") ?? "";
    const [, encoded, email] = /^=\?UTF-8\?B\?([^?]*)\?= <([^>]+)>$/.exec(replyTo) ?? [];
    expect(email).toBe("joao@example.com");
    // The name's line break is gone before it is encoded: no header hides in it either.
    expect(Buffer.from(encoded ?? "", "base64").toString("utf8")).toBe("João Bcc: victim@example.com");
    expect(parse(leadEmailMessage(support, mailbox, at)).headers.get("reply-to")).toBe(`=?UTF-8?B?${Buffer.from("Ana").toString("base64")}?= <ana@example.com>`);
    const unsubscribed: LeadEvent = { ...application, type: "newsletter.unsubscribed", data: { email: "x@example.com", unsubscribed_at: "2026-11-24T11:00:00.000Z" } };
    expect(parse(leadEmailMessage(unsubscribed, mailbox, at)).headers.get("reply-to")).toBe("<x@example.com>");
  });

  it("has no Reply-To when the lead left no address, or one that could carry a header", () => {
    for (const email of [undefined, "", "not an address", "a@example.com\r\nBcc: victim@example.com", "a@example.com>, <b@example.com", `${"a".repeat(250)}@example.com`]) {
      const data = { ...applicationData, full_name: "Someone", email: email as string };
      if (email === undefined) delete (data as Partial<typeof data>).email;
      const raw = leadEmailMessage({ ...application, data }, mailbox, at);
      const { head, headers } = parse(raw);
      expect(headers.has("reply-to")).toBe(false);
      expect(head).not.toMatch(/^bcc:/im);
    }
  });

  it("carries the lead's fields and the resume's storage path, never a file", () => {
    const { text } = parse(leadEmailMessage(application, mailbox, at));
    expect(text).toContain("New lead on the StayLoop website: job_application.created");
    expect(text).toContain("email: joao@example.com");
    expect(text).toContain("cover_letter: Olá, equipe!\nSou eu.");
    expect(text).toContain("resume_path: resumes/2026/abc.pdf");
    expect(text).toContain(`Event id (the webhook-id of the same event): ${application.id}`);
    expect(text).not.toMatch(/Content-Disposition|attachment|%PDF/i);
  });

  it("lists the contract's link fields as links, and a visitor's own URL as a field", () => {
    const comment: LeadEvent = {
      ...application,
      type: "roadmap_comment.created",
      data: {
        id: "c1",
        item_id: 8,
        author_name: "Bea",
        content: "see www.example.com",
        created_at: "2026-11-24T11:00:00.000Z",
        status: "held",
        approve_url: "https://stayloop.example/roadmap/moderate?token=a.b",
        hide_url: "https://stayloop.example/roadmap/moderate?token=c.d",
      },
    };
    const { text, subject } = parse(leadEmailMessage(comment, mailbox, at));
    expect(subject).toBe("[StayLoop] roadmap_comment.created: Bea");
    expect(text).toContain("status: held");
    expect(text).toMatch(/Links:\r\napprove_url: https:\/\/stayloop\.example\/roadmap\/moderate\?token=a\.b\r\nhide_url: https:\/\/stayloop\.example\/roadmap\/moderate\?token=c\.d/);
    // A published comment has no moderation links: no "Links" at all.
    expect(parse(leadEmailMessage({ ...comment, data: { ...comment.data, status: "published", approve_url: null, hide_url: null } }, mailbox, at)).text).not.toContain("Links:");
    const subscribed: LeadEvent = {
      ...application,
      type: "newsletter.subscribed",
      data: {
        email: "x@example.com",
        name: "",
        phone: null,
        is_waitlist: false,
        feature_interest: "Newsletter",
        locale: "en",
        consent_text: "I agree",
        subscribed_at: "2026-11-24T11:00:00.000Z",
        consent: { version: "v1", text: "I agree", locale: "en", path: "/", at: "2026-11-24T11:00:00.000Z" },
        page: { path: "/", lang: "en" },
        source: null,
        unsubscribe_url: "https://s.example/u?t=1",
      },
    };
    const unsubscribe = parse(leadEmailMessage(subscribed, mailbox, at));
    expect(unsubscribe.subject).toBe("[StayLoop] newsletter.subscribed: x@example.com");
    expect(unsubscribe.text).toContain("Links:\r\nunsubscribe_url: https://s.example/u?t=1");
    const audit: LeadEvent = {
      ...application,
      type: "audit_request.created",
      data: {
        id: "r1",
        property_url: "https://casa.example",
        name: "Ana",
        email: "ana@example.com",
        locale: "pt",
        created_at: "2026-11-24T11:00:00.000Z",
        page: { path: "/pt/features/direct-booking-links", lang: "pt" },
        source: {
          utm_source: "newsletter",
          utm_medium: "email",
          utm_campaign: "june",
          utm_term: null,
          utm_content: null,
          click_id: "fbclid",
          referrer_host: null,
          heard_about: "other",
          heard_about_other: "Pousada owners' WhatsApp group",
        },
      },
    };
    const auditText = parse(leadEmailMessage(audit, mailbox, at)).text;
    expect(auditText).toContain("property_url: https://casa.example");
    // The source on one line, its known values named (decision 0050); a lead without one says so.
    expect(auditText).toContain(
      "page: path /pt/features/direct-booking-links; lang pt\r\nsource: utm_source newsletter; utm_medium email; utm_campaign june; click_id fbclid; heard_about other; heard_about_other Pousada owners' WhatsApp group\r\n",
    );
    expect(parse(leadEmailMessage(support, mailbox, at)).text).toContain("source: —\r\n");
    expect(auditText).not.toContain("Links:");
  });

  it("lists the fields in the contract's order, whatever order the stored JSON has (Postgres sorts jsonb keys)", () => {
    const reordered = { ...support, data: Object.fromEntries(Object.entries(support.data).reverse()) as typeof support.data };
    const fields = (event: LeadEvent) => parse(leadEmailMessage(event, mailbox, at)).text.split("\r\n").filter((line) => /^[a-z_]+: /.test(line)).map((line) => line.split(":")[0]);
    expect(fields(reordered)).toEqual(["id", "name", "email", "subject", "message", "article_slug", "locale", "created_at", "page", "source"]);
    expect(parse(leadEmailMessage(support, mailbox, at)).text).toContain("article_slug: —");
  });

  it("says what a help answer is about, where no person is named", () => {
    const feedback: LeadEvent = {
      ...application,
      type: "help_feedback.created",
      data: { article_slug: "reset-password", locale: "en", helpful: false, comment: "Unclear", created_at: "2026-11-24T11:00:00.000Z" },
    };
    const { subject, headers } = parse(leadEmailMessage(feedback, mailbox, at));
    expect(subject).toBe("[StayLoop] help_feedback.created: reset-password (not helpful)");
    expect(headers.has("reply-to")).toBe(false);
  });
});

function fakePort(due: LeadEvent[]) {
  const outcomes: LeadDeliveryOutcome[] = [];
  const port: LeadEventsPort = {
    async claimDueLeadEvents(input) {
      return due.splice(0, input.limit);
    },
    async recordLeadDelivery(outcome) {
      outcomes.push(outcome);
      return 0;
    },
    async probeLeadReceiver() {
      return 0;
    },
  };
  return { port, outcomes };
}

describe("delivery with email", () => {
  const hooks = { url: "https://hooks.example/leads", secret: `whsec_${Buffer.from("a 32-byte key for the lead tests").toString("base64")}` };
  /** A mailer that takes every message (as the send_email binding resolves) or refuses it (it rejects). */
  function mailTarget(accepted: boolean, sent: string[]): LeadEmailTarget {
    return {
      ...mailbox,
      send: async (raw) => {
        sent.push(raw);
        if (!accepted) throw new Error("email to team@stayloop.example not allowed");
        return { messageId: "x" };
      },
    };
  }

  it("sends one message per event when only email is configured", async () => {
    const sent: string[] = [];
    const { port, outcomes } = fakePort([{ ...application }, { ...application, id: "second" }]);
    expect(await deliverDueLeadEvents({ events: port, target: null, mail: mailTarget(true, sent), now: at })).toBe(2);
    expect(sent).toHaveLength(2);
    expect(parse(sent[0]!).headers.get("message-id")).toBe(`<${application.id}@stayloop.example>`);
    expect(outcomes.map((o) => [o.delivered, o.status, o.error])).toEqual([
      [true, null, null],
      [true, null, null],
    ]);
  });

  it("emails only after the webhook's 2xx, and a failed email leaves the event to retry", async () => {
    const sent: string[] = [];
    const down = fakePort([{ ...application }]);
    await deliverDueLeadEvents({ events: down.port, target: hooks, mail: mailTarget(true, sent), now: at, fetch: async () => new Response(null, { status: 503 }) });
    expect(sent).toEqual([]);
    expect(down.outcomes[0]).toMatchObject({ delivered: false, status: 503, error: "HTTP 503" });

    const refused = fakePort([{ ...application }]);
    await deliverDueLeadEvents({ events: refused.port, target: hooks, mail: mailTarget(false, sent), now: at, fetch: async () => new Response(null, { status: 204 }) });
    expect(sent).toHaveLength(1);
    expect(refused.outcomes[0]).toMatchObject({ delivered: false, status: 204, error: "email: Error: email to team@stayloop.example not allowed" });

    const both = fakePort([{ ...application }]);
    expect(await deliverDueLeadEvents({ events: both.port, target: hooks, mail: mailTarget(true, sent), now: at, fetch: async () => new Response(null, { status: 200 }) })).toBe(1);
    expect(both.outcomes[0]).toMatchObject({ delivered: true, status: 200, error: null });
  });

  it("gives up on a mailer that does not answer within the delivery deadline", async () => {
    const hung = fakePort([{ ...application }]);
    const never: LeadEmailTarget = { ...mailbox, send: () => new Promise(() => {}) };
    const started = Date.now();
    expect(await deliverDueLeadEvents({ events: hung.port, target: null, mail: never, now: at, timeoutMs: 100 })).toBe(0);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(hung.outcomes[0]).toMatchObject({ delivered: false, error: "email: Error: not accepted within 100 ms" });
  });
});
