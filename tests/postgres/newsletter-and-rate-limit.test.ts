import type { PGlite, Transaction } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Lang } from "../../app/lib/i18n";
import { subscriptionPayload } from "../../app/leads/payloads";
import { asRole, freshSupabaseDb, type SupabaseRole } from "./pglite";

// supabase/migrations/*.sql applied to an in-memory Postgres that has Supabase's roles and
// its default "grant all to anon, authenticated, service_role" (see supabase-base.sql), so
// every denial below comes from the migrations' own REVOKEs.

interface SubscribeArgs {
  email: string;
  name: string;
  phone: string | null;
  isWaitlist: boolean;
  featureInterest: string;
  locale: string;
  consentText: string;
}

interface SubscriberRow {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  is_waitlist: boolean;
  feature_interest: string;
  locale: string;
  consent_text: string;
  subscribed_at: Date;
  preferences_updated_at: Date;
}

interface RateLimitRow {
  allowed: boolean;
  retry_after_seconds: number;
}

const consentEn = "I agree to receive emails from Stayloop and can unsubscribe at any time.";
const apiRoles: SupabaseRole[] = ["anon", "authenticated"];

const subscribeSql = "select public.subscribe_to_newsletter($1) as outcome";

/** The payload the site builds (app/leads/payloads.ts, decision 0058) from a sign-up's fields. */
function subscribeParams(args: SubscribeArgs): unknown[] {
  const payload = subscriptionPayload({ ...args, locale: args.locale as Lang, consentVersion: "v1", consentPath: "/", unsubscribeUrl: "https://stayloop.example/u" });
  return [JSON.stringify(payload)];
}

function args(overrides: Partial<SubscribeArgs>): SubscribeArgs {
  return {
    email: "someone@example.com",
    name: "Someone",
    phone: null,
    isWaitlist: false,
    featureInterest: "Newsletter",
    locale: "en",
    consentText: consentEn,
    ...overrides,
  };
}

async function subscribe(db: PGlite, input: SubscribeArgs): Promise<string> {
  const result = await asRole(db, "service_role", (tx) =>
    tx.query<{ outcome: string }>(subscribeSql, subscribeParams(input)),
  );
  expect(result.rows).toHaveLength(1);
  return result.rows[0]!.outcome;
}

/** Rows of one email, read as the owner (postgres), whatever its case in `email`. */
async function rowsFor(db: PGlite, email: string): Promise<SubscriberRow[]> {
  const result = await db.query<SubscriberRow>(
    "select * from public.newsletter_subscribers where email = lower($1) order by subscribed_at",
    [email],
  );
  return result.rows;
}

async function countSubscribers(db: PGlite): Promise<number> {
  const result = await db.query<{ n: number }>("select count(*)::int as n from public.newsletter_subscribers");
  return result.rows[0]!.n;
}

async function hit(tx: Transaction, bucket: string, limit: number, windowSeconds: number): Promise<RateLimitRow> {
  const result = await tx.query<RateLimitRow>("select * from public.hit_rate_limit($1, $2, $3)", [
    bucket,
    limit,
    windowSeconds,
  ]);
  expect(result.rows).toHaveLength(1);
  return result.rows[0]!;
}

/** The transaction's now() in whole epoch seconds, as hit_rate_limit computes it. */
async function epochNow(tx: Transaction): Promise<number> {
  const result = await tx.query<{ now: number }>("select floor(extract(epoch from now()))::int8::int as now");
  return result.rows[0]!.now;
}

const permissionDenied = (kind: "table" | "function", name: string) => ({
  code: "42501",
  message: `permission denied for ${kind} ${name}`,
});

describe("subscribe_to_newsletter and newsletter_subscribers", () => {
  let db: PGlite;

  beforeAll(async () => {
    db = await freshSupabaseDb();
  });
  afterAll(async () => {
    await db?.close();
  });

  it("subscribes a new email and stores it normalised", async () => {
    const before = Date.now();
    const outcome = await subscribe(
      db,
      args({
        email: "  Maria.Silva@Example.COM ",
        name: "  Maria Silva ",
        phone: "   ",
        featureInterest: "  ",
        locale: "pt",
        consentText: "Aceito receber emails da Stayloop.",
      }),
    );
    const after = Date.now();

    expect(outcome).toBe("subscribed");
    const rows = await rowsFor(db, "maria.silva@example.com");
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      email: "maria.silva@example.com",
      name: "Maria Silva",
      phone: null,
      is_waitlist: false,
      feature_interest: "Newsletter",
      locale: "pt",
      consent_text: "Aceito receber emails da Stayloop.",
    });
    expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    for (const stamp of [row.subscribed_at, row.preferences_updated_at]) {
      expect(stamp).toBeInstanceOf(Date);
      expect(stamp.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(stamp.getTime()).toBeLessThanOrEqual(after + 1000);
    }
    expect(row.preferences_updated_at.getTime()).toBe(row.subscribed_at.getTime());
  });

  it("updates the row of a known email, whatever its case, and answers 'updated'", async () => {
    expect(
      await subscribe(db, args({ email: "joao@example.com", name: "João", featureInterest: "Newsletter" })),
    ).toBe("subscribed");
    const [first] = await rowsFor(db, "joao@example.com");
    expect(first).toBeDefined();

    const outcome = await subscribe(
      db,
      args({
        email: " JOAO@Example.com",
        name: " João Pereira ",
        phone: " +351 912 345 678 ",
        isWaitlist: true,
        featureInterest: " Smart Pricing ",
        locale: "pt",
        consentText: "Aceito receber emails da Stayloop.",
      }),
    );

    expect(outcome).toBe("updated");
    const rows = await rowsFor(db, "joao@example.com");
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      id: first!.id,
      email: "joao@example.com",
      name: "João Pereira",
      phone: "+351 912 345 678",
      is_waitlist: true,
      feature_interest: "Smart Pricing",
      locale: "pt",
      consent_text: "Aceito receber emails da Stayloop.",
    });
    expect(row.preferences_updated_at.getTime()).toBeGreaterThan(first!.preferences_updated_at.getTime());
  });

  it("answers 'updated' again on a third submission and still keeps one row", async () => {
    await subscribe(db, args({ email: "repeat@example.com", name: "One" }));
    await subscribe(db, args({ email: "Repeat@example.com", name: "Two" }));
    expect(await subscribe(db, args({ email: "REPEAT@EXAMPLE.COM", name: "Three", phone: "" }))).toBe("updated");
    const rows = await rowsFor(db, "repeat@example.com");
    expect(rows.map((row) => [row.name, row.phone])).toEqual([["Three", null]]);
  });

  it("stores a referral-programme waitlist signup as such", async () => {
    expect(
      await subscribe(
        db,
        args({ email: "host@example.com", name: "Host", isWaitlist: true, featureInterest: "Referral Program" }),
      ),
    ).toBe("subscribed");
    const rows = await rowsFor(db, "host@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ is_waitlist: true, feature_interest: "Referral Program" });
  });

  it("accepts a name of exactly 100 characters", async () => {
    const name = "n".repeat(100);
    expect(await subscribe(db, args({ email: "long-name@example.com", name }))).toBe("subscribed");
    expect((await rowsFor(db, "long-name@example.com"))[0]?.name).toBe(name);
  });

  it.each([
    ["an email without '@'", { email: "not-an-email.example.com" }, "newsletter_subscribers_email_check"],
    ["an email starting with '@'", { email: "@example.com" }, "newsletter_subscribers_email_check"],
    ["a name longer than 100 characters", { email: "too-long@example.com", name: "n".repeat(101) }, "newsletter_subscribers_name_check"],
    ["a blank name", { email: "blank-name@example.com", name: "   " }, "newsletter_subscribers_name_check"],
    ["an unknown locale", { email: "locale@example.com", locale: "fr" }, "newsletter_subscribers_locale_check"],
  ] as const)("refuses %s through the table's check constraints", async (_label, overrides, constraint) => {
    const count = await countSubscribers(db);
    await expect(subscribe(db, args(overrides))).rejects.toMatchObject({ code: "23514", constraint });
    expect(await countSubscribers(db)).toBe(count);
  });

  describe.each(apiRoles)("as %s", (role) => {
    it("cannot select subscribers", async () => {
      await expect(
        asRole(db, role, (tx) => tx.query("select email from public.newsletter_subscribers")),
      ).rejects.toMatchObject(permissionDenied("table", "newsletter_subscribers"));
    });

    it("cannot insert a subscriber", async () => {
      const count = await countSubscribers(db);
      await expect(
        asRole(db, role, (tx) =>
          tx.query(
            "insert into public.newsletter_subscribers (email, name, consent_text) values ($1, 'Eve', 'yes')",
            [`${role}@example.com`],
          ),
        ),
      ).rejects.toMatchObject(permissionDenied("table", "newsletter_subscribers"));
      expect(await countSubscribers(db)).toBe(count);
    });

    it("cannot update a subscriber", async () => {
      await subscribe(db, args({ email: `victim-of-${role}@example.com`, name: "Victim" }));
      await expect(
        asRole(db, role, (tx) => tx.query("update public.newsletter_subscribers set name = 'Eve'")),
      ).rejects.toMatchObject(permissionDenied("table", "newsletter_subscribers"));
      expect((await rowsFor(db, `victim-of-${role}@example.com`))[0]?.name).toBe("Victim");
    });

    it("cannot delete subscribers", async () => {
      const count = await countSubscribers(db);
      expect(count).toBeGreaterThan(0);
      await expect(
        asRole(db, role, (tx) => tx.query("delete from public.newsletter_subscribers")),
      ).rejects.toMatchObject(permissionDenied("table", "newsletter_subscribers"));
      expect(await countSubscribers(db)).toBe(count);
    });

    it("cannot execute subscribe_to_newsletter", async () => {
      const count = await countSubscribers(db);
      await expect(
        asRole(db, role, (tx) => tx.query(subscribeSql, subscribeParams(args({ email: `${role}-rpc@example.com` })))),
      ).rejects.toMatchObject(permissionDenied("function", "subscribe_to_newsletter"));
      expect(await countSubscribers(db)).toBe(count);
    });
  });

  it("would be open to anon without the migration's revokes (the bootstrap's default privileges work)", async () => {
    // A table and a function created the way the migration creates them, but with no REVOKE.
    await db.exec(`
      create table public.control_table (x int);
      insert into public.control_table values (7);
      create function public.control_function() returns int language sql as 'select 8';
    `);
    try {
      const rows = await asRole(db, "anon", async (tx) => {
        const table = await tx.query<{ x: number }>("select x from public.control_table");
        const fn = await tx.query<{ y: number }>("select public.control_function() as y");
        return [table.rows[0]?.x, fn.rows[0]?.y];
      });
      expect(rows).toEqual([7, 8]);
    } finally {
      await db.exec("drop table public.control_table; drop function public.control_function();");
    }
  });

  it("keeps row level security on for both tables", async () => {
    const result = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relname in ('newsletter_subscribers', 'rate_limit_hits')
       order by c.relname`,
    );
    expect(result.rows).toEqual([
      { relname: "newsletter_subscribers", relrowsecurity: true },
      { relname: "rate_limit_hits", relrowsecurity: true },
    ]);
  });

  it("defines both functions as security definer with an empty search_path", async () => {
    const result = await db.query<{ proname: string; prosecdef: boolean; proconfig: string[] | null }>(
      `select p.proname, p.prosecdef, p.proconfig from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.proname in ('subscribe_to_newsletter', 'hit_rate_limit')
       order by p.proname`,
    );
    // `set search_path = ''` is stored as the single setting search_path="".
    expect(result.rows).toEqual([
      { proname: "hit_rate_limit", prosecdef: true, proconfig: ['search_path=""'] },
      { proname: "subscribe_to_newsletter", prosecdef: true, proconfig: ['search_path=""'] },
    ]);
  });
});

describe("hit_rate_limit and rate_limit_hits", () => {
  let db: PGlite;

  beforeAll(async () => {
    db = await freshSupabaseDb();
  });
  afterAll(async () => {
    await db?.close();
  });

  // Each block below runs in one transaction, so now() and therefore the window are fixed
  // for all its calls: the outcome does not depend on when the test happens to run.

  it("allows the first p_limit hits, then refuses without counting, saying when to retry", async () => {
    const windowSeconds = 60;
    const { results, now } = await asRole(db, "service_role", async (tx) => {
      const results: RateLimitRow[] = [];
      for (let i = 0; i < 5; i++) results.push(await hit(tx, "ip-and-action-a", 3, windowSeconds));
      return { results, now: await epochNow(tx) };
    });

    // The rest of this window, then until 3 × (60 − elapsed) + 60 ≤ 3 × 60 in the next: 40 s of it.
    const expectedRetry = windowSeconds - (now % windowSeconds) + 20;
    expect(results).toEqual([
      { allowed: true, retry_after_seconds: 0 },
      { allowed: true, retry_after_seconds: 0 },
      { allowed: true, retry_after_seconds: 0 },
      { allowed: false, retry_after_seconds: expectedRetry },
      { allowed: false, retry_after_seconds: expectedRetry },
    ]);
    const stored = await db.query<{ hits: number }>("select hits from public.rate_limit_hits where bucket = 'ip-and-action-a'");
    expect(stored.rows).toEqual([{ hits: 3 }]);
  });

  it("weighs the previous window by how much of it still overlaps the sliding window", async () => {
    const windowSeconds = 600;
    const { allowed, now } = await asRole(db, "service_role", async (tx) => {
      await tx.query(
        `insert into public.rate_limit_hits (bucket, window_start, hits)
         values ('sliding', floor(extract(epoch from now()))::bigint
                 - (floor(extract(epoch from now()))::bigint % 600) - 600, 10)`,
      );
      let allowed = 0;
      for (let i = 0; i < 20; i++) if ((await hit(tx, "sliding", 12, windowSeconds)).allowed) allowed += 1;
      return { allowed, now: await epochNow(tx) };
    });
    const elapsed = now % windowSeconds;
    // 10 × (600 − elapsed) + k × 600 ≤ 12 × 600: a fixed window would have allowed all 12.
    expect(allowed).toBe(Math.floor((12 * 600 - 10 * (600 - elapsed)) / 600));
    expect(allowed).toBeLessThan(12);
  });

  it("counts a full previous window when the window is a second long", async () => {
    const results = await asRole(db, "service_role", async (tx) => {
      await tx.query(
        `insert into public.rate_limit_hits (bucket, window_start, hits)
         values ('one-second', floor(extract(epoch from now()))::bigint - 1, 2)`,
      );
      return [await hit(tx, "one-second", 3, 1), await hit(tx, "one-second", 3, 1)];
    });
    expect(results).toEqual([
      { allowed: true, retry_after_seconds: 0 },
      { allowed: false, retry_after_seconds: 1 },
    ]);
  });

  it("counts each bucket separately", async () => {
    const results = await asRole(db, "service_role", async (tx) => [
      await hit(tx, "bucket-one", 1, 600),
      await hit(tx, "bucket-one", 1, 600),
      await hit(tx, "bucket-two", 1, 600),
      await hit(tx, "bucket-one", 1, 600),
    ]);
    expect(results.map((r) => r.allowed)).toEqual([true, false, true, false]);
    expect(results[1]!.retry_after_seconds).toBeGreaterThanOrEqual(1);
    // With a limit of one, the hit has to slide wholly out of the next window too.
    expect(results[1]!.retry_after_seconds).toBeLessThanOrEqual(1200);
  });

  it("stores the count under the start of the window, never the address", async () => {
    const now = await asRole(db, "service_role", async (tx) => {
      await hit(tx, "stored-bucket", 5, 300);
      await hit(tx, "stored-bucket", 5, 300);
      return epochNow(tx);
    });
    const result = await db.query<{ window_start: number; hits: number }>(
      "select window_start::int as window_start, hits from public.rate_limit_hits where bucket = 'stored-bucket'",
    );
    expect(result.rows).toEqual([{ window_start: now - (now % 300), hits: 2 }]);
  });

  it("deletes counters a day after they started, on each hit", async () => {
    await db.query(
      `insert into public.rate_limit_hits (bucket, window_start, hits) values
         ('stale', floor(extract(epoch from now()))::bigint - 90000, 9),
         ('recent', floor(extract(epoch from now()))::bigint - 3600, 9)`,
    );
    await asRole(db, "service_role", (tx) => hit(tx, "cleanup-trigger", 10, 60));
    const result = await db.query<{ bucket: string }>(
      "select bucket from public.rate_limit_hits where bucket in ('stale', 'recent') order by bucket",
    );
    expect(result.rows).toEqual([{ bucket: "recent" }]);
  });

  it.each([0, -5, 43201, 86400])("refuses a window of %i seconds", async (windowSeconds) => {
    await expect(asRole(db, "service_role", (tx) => hit(tx, "bad-window", 1, windowSeconds))).rejects.toMatchObject({
      code: "P0001",
      message: "p_window_seconds must be between 1 and 43200",
    });
  });

  it.each([0, null])("refuses a limit of %s", async (limit) => {
    await expect(
      asRole(db, "service_role", (tx) =>
        tx.query("select * from public.hit_rate_limit($1, $2, $3)", ["bad-limit", limit, 60]),
      ),
    ).rejects.toMatchObject({ code: "P0001", message: "p_limit must be positive" });
  });

  it("refuses a bucket longer than 128 characters", async () => {
    await expect(asRole(db, "service_role", (tx) => hit(tx, "b".repeat(129), 1, 60))).rejects.toMatchObject({
      code: "23514",
      constraint: "rate_limit_hits_bucket_check",
    });
  });

  describe.each(apiRoles)("as %s", (role) => {
    it("cannot read the counters", async () => {
      await expect(
        asRole(db, role, (tx) => tx.query("select * from public.rate_limit_hits")),
      ).rejects.toMatchObject(permissionDenied("table", "rate_limit_hits"));
    });

    it("cannot reset or forge a counter", async () => {
      for (const statement of [
        "delete from public.rate_limit_hits",
        "update public.rate_limit_hits set hits = 0",
        "insert into public.rate_limit_hits (bucket, window_start, hits) values ('forged', 0, 0)",
      ]) {
        await expect(asRole(db, role, (tx) => tx.query(statement))).rejects.toMatchObject(
          permissionDenied("table", "rate_limit_hits"),
        );
      }
    });

    it("cannot execute hit_rate_limit", async () => {
      await expect(
        asRole(db, role, (tx) => tx.query("select * from public.hit_rate_limit('bucket', 10, 60)")),
      ).rejects.toMatchObject(permissionDenied("function", "hit_rate_limit"));
    });
  });
});
