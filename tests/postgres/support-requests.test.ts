import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { supportRequestLimits } from "../../app/backend/support";
import type { Lang } from "../../app/lib/i18n";
import { supportRequestPayload } from "../../app/leads/payloads";
import { apiRoles, asRole, failure, freshSupabaseDb } from "./pglite";

// supabase/migrations/20261125000100_support_requests.sql on PGlite with Supabase's roles
// (issue 22 item 3, decision 0212): submit_support_request as service_role stores the request
// and its support_request.created event in one transaction; the API roles can neither call it
// nor read or write the table.

type Args = [name: string, email: string, subject: string | null, message: string, articleSlug: string | null, locale: string];
// The payload the site builds (app/leads/payloads.ts, decision 0058) from the request's fields.
const submit = (db: PGlite, ...[name, email, subject, message, articleSlug, locale]: Args) =>
  asRole(db, "service_role", async (tx) => {
    const payload = supportRequestPayload({ name, email, subject, message, articleSlug, locale: locale as Lang });
    const { rows } = await tx.query<{ id: string }>("select public.submit_support_request($1) as id", [JSON.stringify(payload)]);
    return rows[0]!.id;
  });

interface Row {
  id: string;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  article_slug: string | null;
  locale: string;
  status: string;
}
const requests = async (db: PGlite) =>
  (await db.query<Row>("select id, name, email, subject, message, article_slug, locale, status from public.support_requests order by created_at, id")).rows;
const events = async (db: PGlite) =>
  (await db.query<{ type: string; data: Record<string, unknown> }>("select type, data from public.lead_events where type = 'support_request.created' order by created_at")).rows;

let db: PGlite;
beforeAll(async () => {
  db = await freshSupabaseDb();
});
afterAll(async () => {
  await db?.close();
});
beforeEach(async () => {
  await db.exec("delete from public.support_requests; delete from public.lead_events;");
});

describe("support_requests", () => {
  it("has row-level security on, and a write function that is security definer with an empty search_path", async () => {
    const table = await db.query<{ relrowsecurity: boolean }>("select relrowsecurity from pg_class where oid = 'public.support_requests'::regclass");
    expect(table.rows).toEqual([{ relrowsecurity: true }]);
    const fn = await db.query<{ prosecdef: boolean; proconfig: string[] }>(
      "select prosecdef, proconfig from pg_proc where proname = 'submit_support_request' and pronamespace = 'public'::regnamespace",
    );
    expect(fn.rows).toEqual([{ prosecdef: true, proconfig: ['search_path=""'] }]);
  });

  it("stores the request, trimmed and lower-cased, with its support_request.created event in the same write", async () => {
    const id = await submit(db, "  Ana Souza ", " ANA@Example.com ", "  calendário não sincroniza ", "  Olá,\nmeu calendário parou.  ", "calendar-not-syncing", "pt");
    expect(await requests(db)).toEqual([
      {
        id,
        name: "Ana Souza",
        email: "ana@example.com",
        subject: "calendário não sincroniza",
        message: "Olá,\nmeu calendário parou.",
        article_slug: "calendar-not-syncing",
        locale: "pt",
        status: "new",
      },
    ]);
    const [event] = await events(db);
    expect(event!.data).toEqual({
      id,
      name: "Ana Souza",
      email: "ana@example.com",
      subject: "calendário não sincroniza",
      message: "Olá,\nmeu calendário parou.",
      article_slug: "calendar-not-syncing",
      locale: "pt",
      created_at: expect.any(String),
      page: null,
      source: null,
    });
    // An empty subject or article is stored as none.
    await submit(db, "Bo", "bo@example.com", "  ", "Hi", "", "en");
    expect((await requests(db)).at(-1)).toMatchObject({ subject: null, article_slug: null });
  });

  it("keeps hostile text as typed, and takes emoji and markup up to the caps", async () => {
    const emoji = "🏠".repeat(supportRequestLimits.message / 2);
    const markup = `<script>alert(1)</script>'; drop table public.support_requests; --`;
    await submit(db, markup.slice(0, 100), "x@example.com", markup, emoji, null, "en");
    const [row] = await requests(db);
    expect(row).toMatchObject({ name: markup.slice(0, 100).trim(), subject: markup, message: emoji });
    expect(await events(db)).toHaveLength(1);
  });

  it("refuses what the form never sends (too long, empty, not an email, another language) and then records no event", async () => {
    const cases: Args[] = [
      ["x".repeat(101), "a@example.com", null, "Hi", null, "en"],
      ["", "a@example.com", null, "Hi", null, "en"],
      ["Ana", "not-an-email", null, "Hi", null, "en"],
      ["Ana", "a@example.com", "s".repeat(151), "Hi", null, "en"],
      ["Ana", "a@example.com", null, "m".repeat(4001), null, "en"],
      ["Ana", "a@example.com", null, "   ", null, "en"],
      ["Ana", "a@example.com", null, "Hi", "a".repeat(121), "en"],
      ["Ana", "a@example.com", null, "Hi", null, "fr"],
    ];
    for (const args of cases) {
      const error = await failure(submit(db, ...args));
      expect(error.message, JSON.stringify(args).slice(0, 80)).toMatch(/check constraint/);
    }
    expect(await requests(db)).toEqual([]);
    expect(await events(db)).toEqual([]);
  });

  it("is closed to the publishable key and to signed-in users", async () => {
    await submit(db, "Ana", "ana@example.com", null, "private", null, "en");
    for (const role of apiRoles) {
      const read = await failure(asRole(db, role, (tx) => tx.query("select * from public.support_requests")));
      expect(read.code, `${role} reads`).toBe("42501");
      const write = await failure(
        asRole(db, role, (tx) => tx.query("insert into public.support_requests (name, email, message) values ('x', 'x@example.com', 'x')")),
      );
      expect(write.code, `${role} writes`).toBe("42501");
      const call = await failure(
        asRole(db, role, (tx) => tx.query("select public.submit_support_request('{}')")),
      );
      expect(call.code, `${role} calls`).toBe("42501");
    }
    expect(await requests(db)).toHaveLength(1);
  });
});
