import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadDataProblems, leadEventFields, leadEventTypes, type LeadOrigin } from "../../app/leads/contract";
import {
  auditRequestPayload,
  downloadPayload,
  helpFeedbackPayload,
  jobApplicationPayload,
  roadmapCommentPayload,
  subscriptionPayload,
  supportRequestPayload,
  unsubscriptionPayload,
} from "../../app/leads/payloads";
import { reviewRequestPayload } from "../../app/leads/payloads";
import { maxDeliveryAttempts, retryDelaysSeconds } from "../../app/leads/retries";
import { apiRoles, asRole, failure, freshSupabaseDb } from "./pglite";

// supabase/migrations/20261124000400_lead_events.sql on PGlite with Supabase's roles: every
// lead function writes its lead and its event in one transaction; the delivery functions
// claim atomically and keep the books; the publishable key reads and writes none of it.
// Each function takes the payload the site builds (app/leads/payloads.ts; decision 0058).

let db: PGlite;
beforeAll(async () => {
  db = await freshSupabaseDb();
  await db.exec(`
    insert into public.roadmap_items (id, title) values (7001, 'Lead events item');
    insert into public.downloadable_resources (slug, name, file_url, is_published) values ('lead-guide', 'Lead guide', 'guides/lead.pdf', true);
    insert into public.help_articles (slug, locale, title, is_published) values ('lead-article', 'en', 'Lead article', true);`);
});
afterAll(async () => {
  await db?.close();
});
beforeEach(async () => {
  await db.exec("delete from public.lead_events");
});

const events = async () =>
  (await db.query<{ type: string; data: Record<string, unknown>; attempts: number; due: boolean }>(
    "select type, data, attempts, next_attempt_at is not null as due from public.lead_events order by created_at, type",
  )).rows;

const call = <T>(sql: string, params: unknown[] = []) =>
  asRole(db, "service_role", async (tx) => (await tx.query<T>(sql, params)).rows);
const json = (payload: object) => JSON.stringify(payload);
const audit = (propertyUrl: string, name: string, email: string, locale: "en" | "pt" = "en", from?: LeadOrigin) =>
  call<{ id: string }>("select public.submit_audit_request($1) as id", [json(auditRequestPayload({ propertyUrl, name, email, locale, from }))]);

describe("lead functions write the lead and its event together", () => {
  it("submit_audit_request: the request and audit_request.created with its fields", async () => {
    const [row] = await audit("https://casa.example", " Ana ", "ANA@Example.com", "pt");
    expect(await events()).toEqual([
      {
        type: "audit_request.created",
        data: expect.objectContaining({ id: row!.id, property_url: "https://casa.example", name: "Ana", email: "ana@example.com", locale: "pt" }),
        attempts: 0,
        due: true,
      },
    ]);
  });

  it("subscribe_to_newsletter: newsletter.subscribed, then newsletter.updated for the same email", async () => {
    const subscribe = (name: string) =>
      call("select public.subscribe_to_newsletter($1)", [
        json(subscriptionPayload({ email: "lead-news@example.com", name, phone: null, isWaitlist: false, featureInterest: "Newsletter", locale: "en", consentText: "I agree", consentVersion: "v1", consentPath: "/", unsubscribeUrl: "https://stayloop.example/u" })),
      ]);
    await subscribe("First");
    await subscribe("Second");
    const stored = await events();
    expect(stored.map((e) => [e.type, e.data.name, e.data.consent_text])).toEqual([
      ["newsletter.subscribed", "First", "I agree"],
      ["newsletter.updated", "Second", "I agree"],
    ]);
  });

  it("submit_job_application: the fields and the resume's path, never its bytes", async () => {
    await call("select public.submit_job_application($1)", [
      json(jobApplicationPayload({ jobId: "sdr-latam", fullName: "Júlia Lima", email: "julia@example.com", phone: null, coverLetter: "Hello", resumePath: "resumes/1-a.pdf", locale: "pt" })),
    ]);
    const [event] = await events();
    expect(event!.type).toBe("job_application.created");
    expect(event!.data).toMatchObject({ job_id: "sdr-latam", full_name: "Júlia Lima", resume_path: "resumes/1-a.pdf", cover_letter: "Hello" });
    expect(Object.keys(event!.data).sort()).toEqual(
      ["cover_letter", "email", "full_name", "id", "job_id", "locale", "page", "phone", "resume_path", "source", "submitted_at"].sort(),
    );
  });

  it("record_download, add_roadmap_comment, record_help_feedback: one event each, none when the lead is refused", async () => {
    const download = (resourceSlug: string) =>
      call("select public.record_download($1)", [json(downloadPayload({ name: "Dora", email: "dora@example.com", resourceSlug, resourceName: "Lead guide", locale: "en" }))]);
    const comment = (itemId: number, authorName: string, content: string) =>
      call("select * from public.add_roadmap_comment($1)", [json(roadmapCommentPayload({ itemId, authorName, content }))]);
    const feedback = (articleSlug: string, helpful: boolean, text: string | null) =>
      call("select public.record_help_feedback($1, 'visitor-1')", [json(helpFeedbackPayload({ articleSlug, locale: "en", helpful, comment: text, visitorKey: "visitor-1" }))]);
    await download("lead-guide");
    await comment(7001, "", "Nice");
    await feedback("lead-article", false, "Unclear");
    // Refused leads: unknown resource (an error), unknown item and article (no row).
    await failure(download("nope"));
    await comment(1, "x", "y");
    await feedback("no-article", true, null);
    const stored = await events();
    expect(stored.map((e) => e.type).sort()).toEqual(["download.created", "help_feedback.created", "roadmap_comment.created"]);
    expect(stored.find((e) => e.type === "roadmap_comment.created")!.data).toMatchObject({ item_id: 7001, author_name: "Anonymous", content: "Nice" });
    expect(stored.find((e) => e.type === "help_feedback.created")!.data).not.toHaveProperty("visitor_key");
  });

  it("a lead whose event cannot be written is not written either (one transaction)", async () => {
    await db.exec("alter table public.lead_events add constraint no_audits check (type <> 'audit_request.created')");
    try {
      await failure(audit("https://x.example", "Rui", "rui-atomic@example.com"));
      const { rows } = await db.query("select 1 from public.audit_requests where email = 'rui-atomic@example.com'");
      expect(rows).toEqual([]);
    } finally {
      await db.exec("alter table public.lead_events drop constraint no_audits");
    }
  });
});

describe("the lead contract (app/leads/contract.ts, decisions 0041, 0058)", () => {
  // Every lead function, once with every optional value given and once without: each event's
  // data has exactly the contract's fields, each of the contract's JSON type, as D1's has
  // (tests/integration/workers/lead-events-d1.test.ts checks D1 against the same table).
  const everyLead = async (full: boolean) => {
    const n = full ? "full" : "bare";
    // Where each lead came from (decision 0050), as the server sends it, or nothing known.
    const from: LeadOrigin | undefined = full
      ? {
          page: { path: "/pt/careers", lang: "pt" },
          source: { utm_source: "linkedin", utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null, click_id: "li_fat_id", referrer_host: "www.linkedin.com", heard_about: "friend", heard_about_other: null },
        }
      : undefined;
    await audit(`https://${n}.example`, "Ana", `audit-${n}@example.com`, "pt", from);
    await call("select public.submit_job_application($1)", [
      json(jobApplicationPayload({ jobId: "sdr-latam", fullName: "Júlia", email: `job-${n}@example.com`, phone: full ? "+55 11 91234-5678" : null, coverLetter: full ? "Olá" : null, resumePath: "resumes/1-a.pdf", locale: "pt", from })),
    ]);
    await call("select public.record_download($1)", [json(downloadPayload({ name: "Dora", email: `dl-${n}@example.com`, resourceSlug: "lead-guide", resourceName: "Lead guide", locale: "en", from }))]);
    const subscribe = (name: string) =>
      call("select public.subscribe_to_newsletter($1)", [
        json(subscriptionPayload({ email: `news-${n}@example.com`, name, phone: full ? "+55 11 90000-0000" : null, isWaitlist: full, featureInterest: "Newsletter", locale: "en", consentText: "I agree", consentVersion: "2026-11-22", consentPath: "/blog", unsubscribeUrl: "https://stayloop.example/u/abc.0123", from })),
      ]);
    await subscribe("First");
    await subscribe("Second");
    await call("select public.unsubscribe_from_newsletter($1)", [json(unsubscriptionPayload({ email: `news-${n}@example.com` }))]);
    await call("select * from public.add_roadmap_comment($1)", [
      json(roadmapCommentPayload(full
        ? { itemId: 7001, authorName: "Bea", content: "see www.example.com", status: "held", approveUrl: "https://stayloop.example/roadmap/moderate?token=a.b", hideUrl: "https://stayloop.example/roadmap/moderate?token=c.d" }
        : { itemId: 7001, authorName: "Bea", content: "see www.example.com" })),
    ]);
    // A comment goes with a "No" only.
    await call("select public.record_help_feedback($1, $2)", [json(helpFeedbackPayload({ articleSlug: "lead-article", locale: "en", helpful: !full, comment: full ? "Unclear" : null, visitorKey: `visitor-${n}` })), `visitor-${n}`]);
    await call("select public.submit_support_request($1)", [
      json(supportRequestPayload({ name: "Rui", email: `rui-${n}@example.com`, subject: full ? "Login" : null, message: "Help", articleSlug: full ? "lead-article" : null, locale: "pt", from })),
    ]);
    // A studio piece sent for review (decision 0501) leaves the same way.
    const review = reviewRequestPayload({ kind: "blog", locale: "en", title: "Draft", slug: `review-${n}`, authorEmail: "writer@example.com", studioUrl: "https://stayloop.example/studio/content/blog?status=in_review" });
    await call("select public.studio_save_piece('blog', null, 'en', $1, array['title', 'slug', 'excerpt', 'content'], 'writer@example.com', 'writer', null, 'submit', null, null, $2)", [
      json({ title: "Draft", slug: `review-${n}`, excerpt: "E", content: "Body" }),
      json(review),
    ]);
  };

  it.each([true, false])("every event keeps its type's fields and JSON types (optional values given: %s)", async (full) => {
    await everyLead(full);
    const stored = await events();
    expect([...new Set(stored.map((e) => e.type))].sort()).toEqual([...leadEventTypes].sort());
    for (const event of stored) expect({ type: event.type, problems: leadDataProblems(event.type, event.data) }).toEqual({ type: event.type, problems: [] });
    // The page and the source reach the event whole, or as null.
    const audit = stored.find((e) => e.type === "audit_request.created")!;
    expect(audit.data.source === null).toBe(!full);
    if (full) expect(audit.data).toMatchObject({ page: { path: "/pt/careers", lang: "pt" }, source: { click_id: "li_fat_id", referrer_host: "www.linkedin.com" } });
    const comment = stored.find((e) => e.type === "roadmap_comment.created")!;
    expect(comment.data.approve_url === null).toBe(!full);
  });

  it("tells a payload that differs: a missing field, an extra one, a wrong JSON type", () => {
    const data = { email: "a@example.com", unsubscribed_at: "2026-11-27T10:00:00.123456+00:00" };
    expect(leadDataProblems("newsletter.unsubscribed", data)).toEqual([]);
    expect(leadDataProblems("newsletter.unsubscribed", { ...data, locale: "pt" })).toEqual(["locale: not in the contract"]);
    expect(leadDataProblems("newsletter.unsubscribed", { email: "a@example.com" })).toEqual(["unsubscribed_at: missing"]);
    expect(leadDataProblems("roadmap_comment.created", { ...Object.fromEntries(Object.keys(leadEventFields["roadmap_comment.created"]).map((k) => [k, "x"])), created_at: "2026-11-27T10:00:00Z", approve_url: null, hide_url: null })).toEqual([
      'item_id: "x" is not integer',
    ]);
    expect(leadDataProblems("newsletter.subscribed", { consent: {} })[0]).toBe("email: missing");
  });
});

describe("delivery bookkeeping", () => {
  const claim = (now: string, limit = 3) =>
    call<{ id: string; type: string; attempts: number }>("select * from public.claim_due_lead_events($1, $2, $3)", [now, limit, [...retryDelaysSeconds]]);

  it("claims at most the limit, once, and moves each to its next retry time", async () => {
    for (const n of [1, 2, 3, 4]) await audit(`https://${n}.example`, "N", `n${n}@example.com`);
    const now = new Date(Date.now() + 1000).toISOString();
    const first = await claim(now);
    expect(first).toHaveLength(3);
    expect(first.every((e) => e.attempts === 1)).toBe(true);
    const second = await claim(now);
    expect(second).toHaveLength(1);
    expect(await claim(now)).toEqual([]);
    const next = await db.query<{ seconds: number }>(
      "select extract(epoch from next_attempt_at - $1::timestamptz)::int as seconds from public.lead_events", [now]);
    expect(next.rows.map((r) => r.seconds)).toEqual([60, 60, 60, 60]);
    // Due again a minute later; the second failure waits 5 minutes.
    const later = new Date(Date.parse(now) + 60_000).toISOString();
    const again = await claim(later, 1);
    expect(again[0]!.attempts).toBe(2);
    const { rows } = await db.query<{ seconds: number }>(
      "select extract(epoch from next_attempt_at - $1::timestamptz)::int as seconds from public.lead_events where id = $2", [later, again[0]!.id]);
    expect(rows[0]!.seconds).toBe(300);
  });

  it("records a delivery, a failure, and gives up after the last attempt", async () => {
    await audit("https://a.example", "A", "a@example.com");
    await audit("https://b.example", "B", "b@example.com");
    const now = new Date(Date.now() + 1000).toISOString();
    const [a, b] = await claim(now);
    const record = (id: string, delivered: boolean, status: number | null, error: string | null) =>
      call("select public.record_lead_delivery($1, $2, $3, $4, $5, $6, $7)", [id, delivered, status, error, now, maxDeliveryAttempts, 60]);
    await record(a!.id, true, 204, null);
    await record(b!.id, false, 500, "HTTP 500");
    const rows = (await db.query<{ id: string; delivered: boolean; due: boolean; last_status: number; last_error: string | null }>(
      "select id, delivered_at is not null as delivered, next_attempt_at is not null as due, last_status, last_error from public.lead_events")).rows;
    expect(rows.find((r) => r.id === a!.id)).toMatchObject({ delivered: true, due: false, last_status: 204, last_error: null });
    expect(rows.find((r) => r.id === b!.id)).toMatchObject({ delivered: false, due: true, last_status: 500, last_error: "HTTP 500" });
    await db.query("update public.lead_events set attempts = $1 where id = $2", [maxDeliveryAttempts, b!.id]);
    await record(b!.id, false, 500, "HTTP 500");
    const gaveUp = await db.query<{ due: boolean }>("select next_attempt_at is not null as due from public.lead_events where id = $1", [b!.id]);
    expect(gaveUp.rows).toEqual([{ due: false }]);
  });
});

describe("permissions", () => {
  it("RLS is on, and the publishable key reads, writes and claims nothing", async () => {
    await audit("https://p.example", "P", "p@example.com");
    const table = await db.query<{ relrowsecurity: boolean }>("select relrowsecurity from pg_class where oid = 'public.lead_events'::regclass");
    expect(table.rows).toEqual([{ relrowsecurity: true }]);
    for (const role of apiRoles) {
      for (const sql of [
        "select * from public.lead_events",
        "insert into public.lead_events (type, data) values ('audit_request.created', '{}')",
        "update public.lead_events set next_attempt_at = now()",
        "delete from public.lead_events",
        "select * from public.claim_due_lead_events(now(), 3, array[60])",
        "select public.record_lead_delivery(gen_random_uuid(), true, 200, null, now(), 28, 60)",
        "select public.probe_lead_receiver(now(), 60)",
        "select public.record_lead_event('audit_request.created', '{}')",
        "select public.insert_lead_row('public.audit_requests', '{}')",
        "select public.write_new_lead('audit_request.created', 'public.audit_requests', 'created_at', '{}')",
      ]) {
        const error = await failure(asRole(db, role, (tx) => tx.query(sql)));
        expect(error.code, `${role}: ${sql}`).toBe("42501");
      }
    }
    // Nor may the secret key write events or lead rows by hand: only through a lead.
    const error = await failure(asRole(db, "service_role", (tx) => tx.query("select public.record_lead_event('x.y', '{}')")));
    expect(error.code).toBe("42501");
    for (const sql of ["select public.insert_lead_row('public.lead_events', '{}')", "select public.write_new_lead('x.y', 'public.lead_events', 'created_at', '{}')"]) {
      expect((await failure(asRole(db, "service_role", (tx) => tx.query(sql)))).code, sql).toBe("42501");
    }
    expect(await events()).toHaveLength(1);
  });
});
