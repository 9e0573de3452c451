import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeadOrigin } from "../../app/leads/contract";
import { auditRequestPayload, jobApplicationPayload, subscriptionPayload, supportRequestPayload, unsubscriptionPayload } from "../../app/leads/payloads";
import { claimLeaseSeconds, maxDeliveryAttempts, retryDelaysSeconds } from "../../app/leads/retries";
import { studioLeadOf, studioLeadKinds, type StudioLeadRow } from "../../app/backend/studio-leads";
import { apiRoles, asRole, failure, freshSupabaseDb, permissionDenied } from "./pglite";

/**
 * The studio's leads and subscribers on Supabase (supabase/migrations/20261203000300_studio_leads.sql,
 * decision 0505): the list's filters and keyset pages, "Retry now" with its audit entry, and
 * "forget this person", after which the address is in no table at all.
 */
let db: PGlite;
beforeAll(async () => {
  db = await freshSupabaseDb();
});
afterAll(async () => {
  await db?.close();
});

const call = <T>(sql: string, params: unknown[] = []) => asRole(db, "service_role", async (tx) => (await tx.query<T>(sql, params)).rows);
const json = (payload: object) => JSON.stringify(payload);
const spring: LeadOrigin = { page: { path: "/pt/pricing", lang: "pt" }, source: { utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring-2027", utm_term: null, utm_content: null, click_id: null, referrer_host: null, heard_about: "friend", heard_about_other: null } };
const audit = (email: string, from?: LeadOrigin) => call("select public.submit_audit_request($1)", [json(auditRequestPayload({ propertyUrl: "https://casa.example/", name: "Ana Lima", email, locale: "en", from }))]);
const leads = async (args: { types?: readonly string[]; campaign?: string | null; delivery?: string | null; after?: { at: string; id: string } | null; limit?: number; from?: string | null }) =>
  (
    await call<StudioLeadRow>("select * from public.studio_leads($1, $2, null, $3, $4, $5, $6, $7)", [
      args.types ?? Object.values(studioLeadKinds).flatMap((kind) => kind.types),
      args.from ?? null,
      args.campaign ?? null,
      args.delivery ?? null,
      args.after?.at ?? null,
      args.after?.id ?? null,
      args.limit ?? 50,
    ])
  ).map(studioLeadOf);

const functions = [
  "studio_leads(text[], timestamptz, timestamptz, text, text, timestamptz, uuid, integer)",
  "studio_retry_lead(uuid, timestamptz, text, text)",
  "studio_subscriber_counts()",
  "studio_subscribers(text, text, integer)",
  "studio_forget_subscriber(text, text, text, timestamptz, text, text)",
];

describe("what the publishable key gets", () => {
  it("neither the functions nor the proof of the forgotten", async () => {
    for (const role of apiRoles) {
      for (const signature of functions) {
        const name = signature.slice(0, signature.indexOf("("));
        const nulls = (signature.match(/[a-z[\]]+(?=[,)])/g) ?? []).map((type) => `null::${type}`).join(", ");
        expect(await failure(asRole(db, role, (tx) => tx.query(`select public.${name}(${nulls})`))), `${role} ${name}`).toMatchObject(permissionDenied("function", name));
      }
      expect(await failure(asRole(db, role, (tx) => tx.query("select * from public.newsletter_forgotten")))).toMatchObject(permissionDenied("table", "newsletter_forgotten"));
    }
  });
});

describe("the leads list", () => {
  it("filters by kind, campaign and delivery, and pages newest first without a gap or a repeat", async () => {
    await db.exec("delete from public.lead_events");
    await audit("spring@example.com", spring);
    await call("select public.submit_support_request($1)", [json(supportRequestPayload({ name: "Bia", email: "bia@example.com", subject: null, message: "Help", articleSlug: null, locale: "pt" }))]);
    // 120 more, a few sharing a time to the microsecond, as a busy minute would.
    await db.exec(`insert into public.lead_events (type, data, created_at)
      select 'download.created', jsonb_build_object('name', 'D' || g, 'email', 'd' || g || '@example.com', 'resource_name', 'Guide', 'page', null, 'source', null),
             timestamptz '2026-11-01 10:00:00.123456+00' + make_interval(secs => g / 3) from generate_series(1, 120) g`);
    const spring1 = await leads({ campaign: "spring-2027" });
    expect(spring1.map((lead) => [lead.kind, lead.email, lead.page?.path, lead.source?.heard_about])).toEqual([["audit", "spring@example.com", "/pt/pricing", "friend"]]);
    expect((await leads({ types: studioLeadKinds.support.types })).map((lead) => lead.name)).toEqual(["Bia"]);
    const seen: string[] = [];
    let after: { at: string; id: string } | null = null;
    for (let page = 0; page < 5; page += 1) {
      const rows = await leads({ types: studioLeadKinds.download.types, after, limit: 50 });
      seen.push(...rows.map((row) => row.id));
      if (rows.length < 50) break;
      // The time as Postgres spells it, microseconds and all: the next page starts exactly after it.
      after = { at: rows.at(-1)!.at, id: rows.at(-1)!.id };
    }
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
  });

  it("tells delivered, retrying and failed apart, and 'Retry now' makes a failed event due once, with its audit entry", async () => {
    await db.exec("delete from public.lead_events");
    await audit("retry@example.com");
    const [event] = await db.query<{ id: string }>("select id from public.lead_events").then((r) => r.rows);
    expect((await leads({ delivery: "retrying" })).map((lead) => lead.id)).toEqual([event!.id]);
    await db.query("update public.lead_events set attempts = $2, next_attempt_at = null, last_status = 503, last_error = 'HTTP 503' where id = $1", [event!.id, maxDeliveryAttempts]);
    const [failed] = await leads({ delivery: "failed" });
    expect(failed).toMatchObject({ delivery: "failed", lastStatus: 503, attempts: maxDeliveryAttempts });

    const now = new Date();
    expect((await call<{ r: string }>("select public.studio_retry_lead($1, $2, 'support@example.com', 'support') as r", [event!.id, now.toISOString()]))[0]!.r).toBe("due");
    const [entry] = await db.query<Record<string, unknown>>("select actor_email, actor_role, action, kind, item_id from public.studio_audit where action = 'lead.retry'").then((r) => r.rows);
    expect(entry).toEqual({ actor_email: "support@example.com", actor_role: "support", action: "lead.retry", kind: "leads", item_id: event!.id });
    // The next delivery claims it: one attempt; failing again, it is failed again (no new schedule).
    const claimed = await call<{ id: string }>("select id from public.claim_due_lead_events($1, 10, $2)", [now.toISOString(), [...retryDelaysSeconds]]);
    expect(claimed.map((row) => row.id)).toEqual([event!.id]);
    await call("select public.record_lead_delivery($1, false, 500, 'HTTP 500', $2, $3, $4)", [event!.id, now.toISOString(), maxDeliveryAttempts, claimLeaseSeconds]);
    expect((await leads({ delivery: "failed" })).map((lead) => lead.lastStatus)).toEqual([500]);
    await call("select public.studio_retry_lead($1, $2, 'support@example.com', 'support')", [event!.id, now.toISOString()]);
    await call("select public.claim_due_lead_events($1, 10, $2)", [now.toISOString(), [...retryDelaysSeconds]]);
    await call("select public.record_lead_delivery($1, true, 204, null, $2, $3, $4)", [event!.id, now.toISOString(), maxDeliveryAttempts, claimLeaseSeconds]);
    expect((await leads({ delivery: "delivered" })).map((lead) => lead.id)).toEqual([event!.id]);
    expect((await call<{ r: string }>("select public.studio_retry_lead($1, now(), 'a@example.com', 'admin') as r", [event!.id]))[0]!.r).toBe("delivered");
    expect((await call<{ r: string }>("select public.studio_retry_lead(gen_random_uuid(), now(), 'a@example.com', 'admin') as r"))[0]!.r).toBe("unknown");
  });
});

describe("forgetting a subscriber", () => {
  const address = "forget.me@example.com";
  const encoded = Buffer.from(address).toString("base64url");
  const hash = "ab".repeat(32);

  it("removes the address and name from every table, keeps a hash as the proof, and logs who without the address", async () => {
    await call("select public.subscribe_to_newsletter($1)", [
      json(subscriptionPayload({ email: address, name: "Fernanda Quintela", phone: "+55 11 91234-5678", isWaitlist: false, featureInterest: "Newsletter", locale: "pt", consentText: "Aceito", consentVersion: "2026-11-22", consentPath: "/pt/blog", unsubscribeUrl: `https://stayloop.example/pt/newsletter/unsubscribe/${encoded}.${"0".repeat(64)}` })),
    ]);
    await call("select public.unsubscribe_from_newsletter($1)", [json(unsubscriptionPayload({ email: address }))]);
    await audit(address, spring);
    await call("select public.submit_support_request($1)", [json(supportRequestPayload({ name: "Fernanda Quintela", email: address, subject: null, message: `Write to ${address}`, articleSlug: null, locale: "pt" }))]);
    // An application by the same person, and a recruiter's note that names them.
    const application = jobApplicationPayload({ jobId: "pg-forget-job", fullName: "Fernanda Quintela", email: address, phone: null, coverLetter: "Olá", resumePath: `resumes/1-${crypto.randomUUID()}.pdf`, locale: "pt" });
    const [applied] = await call<{ id: string }>("select public.submit_job_application($1) as id", [json({ ...application, page: { path: "/pt/careers/apply/pg-forget-job", lang: "pt" }, source: null })]);
    expect((await call<{ r: boolean }>("select public.studio_add_application_note($1, 'Called Fernanda Quintela', 'recruiter@example.com', 'recruiter') as r", [applied!.id]))[0]!.r).toBe(true);
    expect((await call<{ c: Record<string, number> }>("select public.studio_subscriber_counts() as c"))[0]!.c).toMatchObject({ unsubscribed: 1 });
    expect((await call<{ email: string }>("select email from public.studio_subscribers('FORGET.me', null, 10)")).map((row) => row.email)).toEqual([address]);

    const forgotten = await call<{ r: boolean }>("select public.studio_forget_subscriber($1, $2, $3, now(), 'admin@example.com', 'admin') as r", [address, encoded, hash]);
    expect(forgotten[0]!.r).toBe(true);

    const tables = await db.query<{ name: string }>("select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'").then((r) => r.rows);
    expect(tables.length).toBeGreaterThan(20);
    for (const { name } of tables) {
      const [hit] = await db.query<{ n: number }>(`select count(*)::int as n from public.${JSON.stringify(name)} t where t::text ilike any ($1)`, [[`%${address}%`, `%${encoded}%`, "%Fernanda%", "%91234-5678%"]]).then((r) => r.rows);
      expect(hit!.n, `public.${name}`).toBe(0);
    }
    expect(await db.query("select address_hash from public.newsletter_forgotten").then((r) => r.rows)).toEqual([{ address_hash: hash }]);
    const [entry] = await db.query<Record<string, unknown>>("select actor_email, action, kind, item_id, detail from public.studio_audit where action = 'subscriber.forget'").then((r) => r.rows);
    expect(entry).toMatchObject({ actor_email: "admin@example.com", kind: "subscribers", item_id: hash.slice(0, 16) });
    expect((await call<{ c: Record<string, number> }>("select public.studio_subscriber_counts() as c"))[0]!.c).toMatchObject({ unsubscribed: 0, forgotten: 1 });
    expect((await call<{ r: boolean }>("select public.studio_forget_subscriber($1, $2, $3, now(), 'admin@example.com', 'admin') as r", [address, encoded, hash]))[0]!.r).toBe(false);
  });
});
