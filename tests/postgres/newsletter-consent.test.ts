import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Lang } from "../../app/lib/i18n";
import { subscriptionPayload, unsubscriptionPayload } from "../../app/leads/payloads";
import { apiRoles, asRole, failure, freshSupabaseDb, permissionDenied } from "./pglite";

// supabase/migrations/20261124000700_newsletter_consent.sql on PGlite with Supabase's roles
// (decision 0030): the consent's version, text, page and time are stored and carried by the
// event with the unsubscribe URL; unsubscribe_from_newsletter writes the time and its event in
// one transaction, once; signing up again is a new subscription; only service_role executes.

let db: PGlite;
beforeAll(async () => {
  db = await freshSupabaseDb();
});
afterAll(async () => {
  await db?.close();
});
beforeEach(async () => {
  await db.exec("delete from public.lead_events; delete from public.newsletter_subscribers;");
});

const call = <T>(sql: string, params: unknown[] = []) =>
  asRole(db, "service_role", async (tx) => (await tx.query<T>(sql, params)).rows);
// The payloads the site builds (app/leads/payloads.ts, decision 0058).
const subscribe = async (consent: { text: string; locale: string; path: string }) =>
  (
    await call<{ outcome: string }>("select public.subscribe_to_newsletter($1) as outcome", [
      JSON.stringify(
        subscriptionPayload({
          email: "Consent@Example.com",
          name: "Clara",
          phone: null,
          isWaitlist: false,
          featureInterest: "Newsletter",
          locale: consent.locale as Lang,
          consentText: consent.text,
          consentVersion: "2026-11-22",
          consentPath: consent.path,
          unsubscribeUrl: "https://stayloop.example/u/abc.0123",
        }),
      ),
    ])
  )[0]!.outcome;
const unsubscribe = async (email = "consent@example.com") =>
  (await call<{ outcome: string }>("select public.unsubscribe_from_newsletter($1) as outcome", [JSON.stringify(unsubscriptionPayload({ email }))]))[0]!.outcome;
const events = async () =>
  (await db.query<{ type: string; data: Record<string, unknown> }>("select type, data from public.lead_events order by created_at, id")).rows;
const row = async () =>
  (
    await db.query<{ consent_text: string; consent_version: string; consent_path: string; subscribed_at: Date; unsubscribed_at: Date | null }>(
      "select consent_text, consent_version, consent_path, subscribed_at, unsubscribed_at from public.newsletter_subscribers",
    )
  ).rows;
const pt = { text: "Ao se inscrever, você aceita receber e-mails do StayLoop.", locale: "pt", path: "/pt/blog" };

describe("consent", () => {
  it("is stored with its version, page and time, and carried by newsletter.subscribed with the unsubscribe URL", async () => {
    expect(await subscribe(pt)).toBe("subscribed");
    const [stored] = await row();
    expect(stored).toMatchObject({ consent_text: pt.text, consent_version: "2026-11-22", consent_path: "/pt/blog", unsubscribed_at: null });
    const [event] = await events();
    expect(event!.type).toBe("newsletter.subscribed");
    expect(event!.data).toMatchObject({
      consent: { version: "2026-11-22", text: pt.text, locale: "pt", path: "/pt/blog", at: expect.any(String) },
      unsubscribe_url: "https://stayloop.example/u/abc.0123",
    });
    expect(new Date((event!.data.consent as { at: string }).at).getTime()).toBe(stored!.subscribed_at.getTime());
  });
});

describe("unsubscribe_from_newsletter", () => {
  it("records the time and newsletter.unsubscribed once; again answers 'already' and writes nothing", async () => {
    await subscribe(pt);
    expect(await unsubscribe("CONSENT@example.com ")).toBe("unsubscribed");
    const [first] = await row();
    expect(first!.unsubscribed_at).toBeInstanceOf(Date);
    expect(await unsubscribe()).toBe("already");
    expect((await row())[0]!.unsubscribed_at!.getTime()).toBe(first!.unsubscribed_at!.getTime());
    // Two calls can share a timestamp: compare the events as a set, not by their order.
    const stored = await events();
    expect(stored.map((e) => e.type).sort()).toEqual(["newsletter.subscribed", "newsletter.unsubscribed"]);
    // Who and when, nothing more (decisions 0030, 0041): as D1's.
    expect(stored.find((e) => e.type === "newsletter.unsubscribed")!.data).toEqual({
      email: "consent@example.com",
      unsubscribed_at: expect.any(String),
    });
  });

  it("answers 'unknown' for an address never subscribed, and records nothing", async () => {
    expect(await unsubscribe("nobody@example.com")).toBe("unknown");
    expect(await events()).toEqual([]);
  });

  it("signing up again is a new subscription with its new consent; the next is an update", async () => {
    await subscribe(pt);
    await unsubscribe();
    expect(await subscribe({ text: "By subscribing you agree.", locale: "en", path: "/tutorials" })).toBe("subscribed");
    expect((await row())[0]).toMatchObject({ consent_text: "By subscribing you agree.", consent_path: "/tutorials", unsubscribed_at: null });
    expect(await subscribe(pt)).toBe("updated");
    expect((await events()).map((e) => e.type).sort()).toEqual([
      "newsletter.subscribed",
      "newsletter.subscribed",
      "newsletter.unsubscribed",
      "newsletter.updated",
    ]);
  });

  it("the publishable key cannot execute it", async () => {
    await subscribe(pt);
    for (const role of apiRoles) {
      const refused = await failure(asRole(db, role, (tx) => tx.query("select public.unsubscribe_from_newsletter('{\"email\": \"consent@example.com\"}')")));
      expect(refused).toMatchObject(permissionDenied("function", "unsubscribe_from_newsletter"));
    }
    expect((await row())[0]!.unsubscribed_at).toBeNull();
  });

  it("is security definer with an empty search_path", async () => {
    const { rows } = await db.query<{ prosecdef: boolean; proconfig: string[] }>(
      "select prosecdef, proconfig from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' and p.proname = 'unsubscribe_from_newsletter'",
    );
    expect(rows).toEqual([{ prosecdef: true, proconfig: ['search_path=""'] }]);
  });
});
