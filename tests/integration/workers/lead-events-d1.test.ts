import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { createD1Backend } from "~/backend/d1/index.server";
import { leadDataProblems, leadEventTypes } from "~/leads/contract";
import { reviewRequestPayload } from "~/leads/payloads";
import { maxDeliveryAttempts } from "~/leads/retries";

/**
 * Lead events on the D1 adapter, in workerd against a real local D1
 * (migrations/0010_lead_events.sql; docs/decisions/0028-lead-events.md): every lead write
 * records its event in the same batch, claims are atomic, and attempts are kept. The
 * Supabase side is proven on PGlite (tests/postgres/lead-events.test.ts).
 */
let clock = new Date("2026-11-24T10:00:00.000Z");
const backend = () => createD1Backend({ db: env.DB, files: env.FILES, now: () => clock });

interface EventRow {
  id: string;
  type: string;
  data: string;
  created_at: string;
  attempts: number;
  next_attempt_at: string | null;
  delivered_at: string | null;
  last_status: number | null;
  last_error: string | null;
}
const events = async () =>
  (await env.DB.prepare("SELECT * FROM lead_events ORDER BY created_at, type").all<EventRow>()).results.map((row) => ({
    ...row,
    data: JSON.parse(row.data) as Record<string, unknown>,
  }));
const count = async (table: string) => (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

beforeEach(async () => {
  clock = new Date("2026-11-24T10:00:00.000Z");
  await env.DB.batch([
    env.DB.prepare("DELETE FROM lead_events"),
    env.DB.prepare("DELETE FROM audit_requests"),
    env.DB.prepare("DELETE FROM newsletter_subscribers"),
    env.DB.prepare("DELETE FROM download_leads"),
    env.DB.prepare("DELETE FROM roadmap_comments"),
    env.DB.prepare("DELETE FROM help_feedback"),
    env.DB.prepare("DELETE FROM job_applications"),
    env.DB.prepare("DELETE FROM support_requests"),
    env.DB.prepare("INSERT OR IGNORE INTO roadmap_items (id, title, created_at) VALUES (7001, 'Lead events item', '2026-01-01T00:00:00.000Z')"),
    env.DB.prepare(
      "INSERT OR IGNORE INTO downloadable_resources (id, slug, name, file_url, created_at) VALUES ('r-lead', 'lead-guide', 'Lead guide', 'guides/lead.pdf', '2026-01-01T00:00:00.000Z')",
    ),
    env.DB.prepare(
      "INSERT OR IGNORE INTO help_articles (id, slug, locale, title, summary, content, is_published) VALUES ('h-lead', 'lead-article', 'en', 'Lead', 'S', 'Body', 1)",
    ),
  ]);
});

const audit = (email = "ana@example.com") =>
  backend().submitAuditRequest({ propertyUrl: "https://casa.example/", name: "Ana", email, locale: "pt" });

describe("the lead contract (app/leads/contract.ts, decisions 0041, 0058)", () => {
  // Every lead write, once with every optional value given and once without: each event's data
  // has exactly the contract's fields and JSON types, as Supabase's (tests/postgres/lead-events.test.ts).
  it.each([true, false])("every event keeps its type's fields and JSON types (optional values given: %s)", async (full) => {
    const n = full ? "full" : "bare";
    // Where each lead came from (decision 0050): the page and a campaign, or nothing known.
    const from = full
      ? { page: { path: "/pt/careers", lang: "pt" as const }, source: { utm_source: "linkedin", utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null, click_id: "li_fat_id", referrer_host: "www.linkedin.com", heard_about: null, heard_about_other: null } }
      : undefined;
    await backend().submitAuditRequest({ propertyUrl: "https://casa.example/", name: "Ana", email: `audit-${n}@example.com`, locale: "pt", from });
    await backend().submitJobApplication({
      jobId: "sdr-latam",
      fullName: "Júlia",
      email: `job-${n}@example.com`,
      phone: full ? "+55 11 91234-5678" : null,
      coverLetter: full ? "Olá" : null,
      resumePath: "resumes/1-a.pdf",
      locale: "pt",
      from,
    });
    await backend().recordDownload({ name: "Dora", email: `dl-${n}@example.com`, resourceSlug: "lead-guide", resourceName: "Lead guide", locale: "en", from });
    const subscribe = (name: string) =>
      backend().subscribe({ email: `news-${n}@example.com`, name, phone: full ? "+55 11 90000-0000" : null, isWaitlist: full, featureInterest: "Newsletter", locale: "en", consentText: "I agree", consentVersion: "2026-11-22", consentPath: "/blog", unsubscribeUrl: "https://stayloop.example/u/abc.0123", from });
    await subscribe("First");
    clock = new Date(clock.getTime() + 60_000);
    await subscribe("Second");
    await backend().unsubscribe({ email: `news-${n}@example.com` });
    await backend().addRoadmapComment(
      full
        ? { itemId: 7001, authorName: "Bea", content: "see www.example.com", status: "held", approveUrl: "https://stayloop.example/roadmap/moderate?token=a.b", hideUrl: "https://stayloop.example/roadmap/moderate?token=c.d" }
        : { itemId: 7001, authorName: "Bea", content: "Nice" },
    );
    await backend().recordHelpFeedback({ articleSlug: "lead-article", locale: "en", helpful: !full, comment: full ? "Unclear" : null, visitorKey: `visitor-${n}` });
    await backend().submitSupportRequest({ name: "Rui", email: `rui-${n}@example.com`, subject: full ? "Login" : null, message: "Help", articleSlug: full ? "lead-article" : null, locale: "pt", from });
    // A studio piece sent for review (decision 0501) leaves the same way.
    const review = reviewRequestPayload({ kind: "blog", locale: "en", title: "Draft", slug: `review-${n}`, authorEmail: "writer@example.com", studioUrl: "https://stayloop.example/studio/content/blog?status=in_review" });
    await backend().saveStudioPiece(
      { kind: "blog", id: null, locale: "en", fields: { title: "Draft", slug: `review-${n}`, excerpt: "E", content: "Body", tags: [] }, basedOn: null, action: "submit", review },
      { email: "writer@example.com", role: "writer" },
    );
    const stored = await events();
    expect([...new Set(stored.map((e) => e.type))].sort()).toEqual([...leadEventTypes].sort());
    for (const event of stored) expect({ type: event.type, problems: leadDataProblems(event.type, event.data) }).toEqual({ type: event.type, problems: [] });
  });
});

describe("each lead write records its event", () => {
  it("audit request: audit_request.created with its fields, due at once", async () => {
    const { id } = await audit();
    expect(await events()).toEqual([
      expect.objectContaining({
        type: "audit_request.created",
        data: { id, property_url: "https://casa.example/", name: "Ana", email: "ana@example.com", locale: "pt", created_at: clock.toISOString(), page: null, source: null },
        created_at: clock.toISOString(),
        attempts: 0,
        next_attempt_at: clock.toISOString(),
        delivered_at: null,
      }),
    ]);
  });

  it("newsletter: subscribed, then updated for a known email", async () => {
    const subscribe = (name: string) =>
      backend().subscribe({ email: "news@example.com", name, phone: null, isWaitlist: false, featureInterest: "Newsletter", locale: "en", consentText: "I agree", consentVersion: "v1", consentPath: "/", unsubscribeUrl: "https://stayloop.example/u" });
    await expect(subscribe("First")).resolves.toBe("subscribed");
    clock = new Date("2026-11-24T10:01:00.000Z");
    await expect(subscribe("Second")).resolves.toBe("updated");
    expect((await events()).map((e) => [e.type, e.data.name, e.data.consent_text])).toEqual([
      ["newsletter.subscribed", "First", "I agree"],
      ["newsletter.updated", "Second", "I agree"],
    ]);
  });

  it("job application: the fields and the resume's path, never its bytes", async () => {
    await backend().submitJobApplication({
      jobId: "sdr-latam",
      fullName: "Júlia Lima",
      email: "julia@example.com",
      phone: null,
      coverLetter: "Olá",
      resumePath: "resumes/1-a.pdf",
      locale: "pt",
    });
    const [event] = await events();
    expect(event!.type).toBe("job_application.created");
    expect(event!.data).toMatchObject({ job_id: "sdr-latam", full_name: "Júlia Lima", resume_path: "resumes/1-a.pdf", cover_letter: "Olá" });
  });

  it("download, roadmap comment, help feedback: one event each, none when the lead is refused", async () => {
    await backend().recordDownload({ name: "Dora", email: "dora@example.com", resourceSlug: "lead-guide", resourceName: "Lead guide", locale: "en" });
    await backend().addRoadmapComment({ itemId: 7001, authorName: "Anonymous", content: "Nice" });
    await backend().recordHelpFeedback({ articleSlug: "lead-article", locale: "en", helpful: false, comment: "Unclear", visitorKey: "v1" });
    await expect(
      backend().recordDownload({ name: "Dora", email: "dora@example.com", resourceSlug: "nope", resourceName: "Nope", locale: "en" }),
    ).rejects.toThrow();
    await expect(backend().addRoadmapComment({ itemId: 1_000_000, authorName: "x", content: "y" })).resolves.toBeNull();
    await expect(
      backend().recordHelpFeedback({ articleSlug: "no-article", locale: "en", helpful: true, comment: null, visitorKey: "v1" }),
    ).resolves.toBe("not-found");
    const stored = await events();
    expect(stored.map((e) => e.type).sort()).toEqual(["download.created", "help_feedback.created", "roadmap_comment.created"]);
    expect(stored.find((e) => e.type === "download.created")!.data).toMatchObject({ resource_slug: "lead-guide", email: "dora@example.com" });
    expect(stored.find((e) => e.type === "roadmap_comment.created")!.data).toMatchObject({ item_id: 7001, content: "Nice" });
  });

  it("is in the same batch: when the event cannot be written, the lead is not either", async () => {
    await env.DB.prepare("CREATE TRIGGER no_audit_events BEFORE INSERT ON lead_events WHEN NEW.type = 'audit_request.created' BEGIN SELECT RAISE(ABORT, 'no'); END").run();
    try {
      await expect(audit("rollback@example.com")).rejects.toThrow();
      expect(await count("audit_requests")).toBe(0);
    } finally {
      await env.DB.prepare("DROP TRIGGER no_audit_events").run();
    }
  });
});

describe("claims and retry bookkeeping", () => {
  it("claims at most the limit, each once, and moves it to its next retry time", async () => {
    for (const n of [1, 2, 3, 4]) await audit(`n${n}@example.com`);
    const now = new Date("2026-11-24T10:00:01.000Z");
    const first = await backend().claimDueLeadEvents({ now, limit: 3 });
    expect(first.map((e) => e.attempts)).toEqual([1, 1, 1]);
    expect(first[0]).toMatchObject({ type: "audit_request.created", createdAt: "2026-11-24T10:00:00.000Z" });
    const second = await backend().claimDueLeadEvents({ now, limit: 3 });
    expect(second).toHaveLength(1);
    expect(await backend().claimDueLeadEvents({ now, limit: 3 })).toEqual([]);
    expect(new Set((await events()).map((e) => e.next_attempt_at))).toEqual(new Set(["2026-11-24T10:01:01.000Z"]));
  });

  it("never hands one event to two claims at once", async () => {
    await audit();
    const now = new Date("2026-11-24T10:00:01.000Z");
    const claims = await Promise.all([1, 2, 3, 4].map(() => backend().claimDueLeadEvents({ now, limit: 3 })));
    expect(claims.flat()).toHaveLength(1);
  });

  it("retries a failure after 1, 5 and 30 minutes with the same id, and records a delivery", async () => {
    await audit();
    let now = new Date("2026-11-24T10:00:01.000Z");
    const [first] = await backend().claimDueLeadEvents({ now, limit: 3 });
    await backend().recordLeadDelivery({ id: first!.id, delivered: false, status: 500, error: "HTTP 500", now });
    expect(await backend().claimDueLeadEvents({ now: new Date(now.getTime() + 59_000), limit: 3 })).toEqual([]);
    const waits: number[] = [];
    for (const attempt of [2, 3, 4]) {
      const row = (await events())[0]!;
      waits.push((Date.parse(row.next_attempt_at!) - now.getTime()) / 1000);
      now = new Date(row.next_attempt_at!);
      const [again] = await backend().claimDueLeadEvents({ now, limit: 3 });
      expect(again).toMatchObject({ id: first!.id, attempts: attempt });
      if (attempt < 4) await backend().recordLeadDelivery({ id: first!.id, delivered: false, status: null, error: "refused", now });
    }
    expect(waits).toEqual([60, 300, 1800]);
    await backend().recordLeadDelivery({ id: first!.id, delivered: true, status: 200, error: null, now });
    expect((await events())[0]).toMatchObject({ delivered_at: now.toISOString(), next_attempt_at: null, last_status: 200, last_error: null });
  });

  it("gives up after the last attempt, and the operator's SQL makes it due again", async () => {
    await audit();
    await env.DB.prepare("UPDATE lead_events SET attempts = ?1", ).bind(maxDeliveryAttempts - 1).run();
    const now = new Date("2026-11-24T10:00:01.000Z");
    const [last] = await backend().claimDueLeadEvents({ now, limit: 3 });
    await backend().recordLeadDelivery({ id: last!.id, delivered: false, status: 503, error: "HTTP 503", now });
    expect((await events())[0]).toMatchObject({ attempts: maxDeliveryAttempts, next_attempt_at: null, delivered_at: null, last_error: "HTTP 503" });
    expect(await backend().claimDueLeadEvents({ now: new Date("2026-11-30T00:00:00.000Z"), limit: 3 })).toEqual([]);

    // docs/leads.md, "Leads": the failed deliveries, and one marked due again.
    const failed = await env.DB.prepare(
      "SELECT id, type, attempts, last_status, last_error FROM lead_events WHERE delivered_at IS NULL AND next_attempt_at IS NULL",
    ).all();
    expect(failed.results).toHaveLength(1);
    await env.DB.prepare("UPDATE lead_events SET attempts = 0, forwards = 0, forwarded_from = NULL, next_attempt_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1").bind(last!.id).run();
    const [redelivered] = await backend().claimDueLeadEvents({ now: new Date(Date.now() + 1000), limit: 3 });
    expect(redelivered).toMatchObject({ id: last!.id, attempts: 1 });
  });
});
