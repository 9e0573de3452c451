import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobApplicationPayload } from "~/leads/payloads";
import { apiRoles, asRole, failure, freshDemoContentDb, permissionDenied } from "./pglite";

/**
 * The studio's applications and jobs on Supabase (supabase/migrations/20261203000100_studio_careers.sql,
 * decision 0503): invisible to the publishable key; each write one function with its audit entry;
 * keyset pages; a job saved, closed and reopened as the public function then lists it.
 */
type Row = Record<string, unknown>;
let db: PGlite;
beforeAll(async () => {
  db = await freshDemoContentDb();
});
afterAll(async () => {
  await db.close();
});

const service = <T = Row>(sql: string, params: unknown[] = []) => asRole(db, "service_role", async (tx) => (await tx.query<T>(sql, params)).rows);
const functions = [
  "studio_application_counts()",
  "studio_job_applications('x', null, null, 5)",
  "studio_job_application(gen_random_uuid())",
  "studio_set_application_status(gen_random_uuid(), 'hired', 'a', 'admin')",
  "studio_add_application_note(gen_random_uuid(), 'n', 'a', 'admin')",
  "studio_delete_application(gen_random_uuid(), 'a', 'admin')",
  "studio_job_listings()",
  "studio_save_job('x', true, '{}', null, 'a', 'admin')",
  "studio_set_job_open('x', false, 'a', 'admin')",
];

async function apply(jobId: string, name: string, source: Record<string, string | null> | null = null) {
  const payload = jobApplicationPayload({ jobId, fullName: name, email: `${name.toLowerCase().replace(/\W/g, "")}@example.com`, phone: null, coverLetter: "Hello", resumePath: `resumes/1-${crypto.randomUUID()}.pdf`, locale: "en" });
  const event = { ...payload, page: { path: `/careers/apply/${jobId}`, lang: "en" }, source };
  const [row] = await service<{ id: string }>("select public.submit_job_application($1) as id", [JSON.stringify(event)]);
  return row!.id;
}

const audit = (item: string) => service<Row>("select actor_email, actor_role, action, kind, detail from public.studio_audit where item_id = $1 order by id", [item]);

describe("what the publishable key sees", () => {
  it("neither the notes nor any of the studio's careers functions", async () => {
    for (const role of apiRoles) {
      expect(await failure(asRole(db, role, (tx) => tx.query("select * from public.job_application_notes")))).toMatchObject(permissionDenied("table", "job_application_notes"));
      for (const call of functions) {
        const error = await failure(asRole(db, role, (tx) => tx.query(`select public.${call}`)));
        expect(error, call).toMatchObject(permissionDenied("function", call.slice(0, call.indexOf("("))));
      }
    }
  });
});

describe("applications", () => {
  it("pages a job's applications newest first by keyset, with status and source, and never the cover letter", async () => {
    const ids: string[] = [];
    for (const name of ["First Applicant", "Second Applicant", "Third Applicant"]) ids.push(await apply("pg-studio-job", name, { utm_source: "linkedin", utm_medium: "cpc", utm_campaign: "winter", utm_term: null, utm_content: null, click_id: null, referrer_host: null, heard_about: "friend", heard_about_other: null }));
    const first = (await service<{ a: Row }>("select a from public.studio_job_applications('pg-studio-job', null, null, 2) a")).map((row) => row.a);
    expect(first.map((row) => row.full_name)).toEqual(["Third Applicant", "Second Applicant"]);
    expect(first[0]).toMatchObject({ status: "new", page: { path: "/careers/apply/pg-studio-job", lang: "en" }, source: { utm_campaign: "winter", heard_about: "friend" } });
    expect(first[0]).not.toHaveProperty("cover_letter");
    const last = first[1]!;
    const next = (await service<{ a: Row }>("select a from public.studio_job_applications('pg-studio-job', $1, $2, 2) a", [last.submitted_at, last.id])).map((row) => row.a.full_name);
    expect(next).toEqual(["First Applicant"]);
    const counts = await service<Row>("select job_id, applications from public.studio_application_counts() where job_id = 'pg-studio-job'");
    expect(counts).toHaveLength(1);
    expect(Number(counts[0]!.applications)).toBe(3);
  });

  it("moves a status, adds a note and deletes on request, each with its audit line and none naming the applicant", async () => {
    const id = await apply("pg-studio-job", "Erased Person");
    const set = (status: string) => service<{ r: string }>("select public.studio_set_application_status($1, $2, 'recruiter@example.com', 'recruiter') as r", [id, status]).then((rows) => rows[0]!.r);
    expect(await set("interview")).toBe("done");
    expect(await set("interview")).toBe("unchanged");
    expect(await failure(set("lost"))).toMatchObject({ code: "23514" });
    const [note] = await service<{ r: boolean }>("select public.studio_add_application_note($1, 'Strong call with Erased Person', 'recruiter@example.com', 'recruiter') as r", [id]);
    expect(note!.r).toBe(true);
    const [one] = await service<{ a: Row }>("select public.studio_job_application($1) as a", [id]);
    expect(one!.a).toMatchObject({ full_name: "Erased Person", status: "interview", cover_letter: "Hello", notes: [{ author_email: "recruiter@example.com", body: "Strong call with Erased Person" }] });

    const [deleted] = await service<{ r: string | null }>("select public.studio_delete_application($1, 'admin@example.com', 'admin') as r", [id]);
    expect(deleted!.r).toMatch(/^resumes\/1-/);
    expect(await service("select 1 from public.job_applications where id = $1", [id])).toHaveLength(0);
    expect(await service("select 1 from public.job_application_notes where application_id = $1", [id])).toHaveLength(0);
    const lines = await audit(id);
    expect(lines.map((line) => [line.action, line.kind, line.actor_role])).toEqual([
      ["application.status", "applications", "recruiter"],
      ["application.note", "applications", "recruiter"],
      ["application.delete", "applications", "admin"],
    ]);
    expect(lines[0]!.detail).toBe("new → interview");
    expect(JSON.stringify(lines)).not.toMatch(/Erased|erasedperson/);
    const [again] = await service<{ r: string | null }>("select public.studio_delete_application($1, 'admin@example.com', 'admin') as r", [id]);
    expect(again!.r).toBeNull();
  });
});

describe("jobs", () => {
  const words = { title: "Growth Marketer", department: "Marketing", location: "Remote (Europe)", type: "Full-time", description: "Grow us.", responsibilities: ["Run campaigns."], qualifications: ["Three years."], work_hours: null };
  const posting = { ...words, employment_type: "FULL_TIME", is_remote: true, display_order: 5, valid_through: null, applicant_locations: ["PT", "ES"], salary_currency: "EUR", salary_min: 50000, salary_max: 60000, salary_unit: "YEAR" };
  const save = (create: boolean, job: Row, pt: Row | null) =>
    service<{ r: string }>("select public.studio_save_job('pg-growth', $1, $2, $3, 'editor@example.com', 'editor') as r", [create, JSON.stringify(job), pt ? JSON.stringify(pt) : null]).then((rows) => rows[0]!.r);
  const listed = async (locale: string) => (await asRole(db, "anon", async (tx) => (await tx.query<Row>("select * from public.get_active_job_listings($1) where id = 'pg-growth'", [locale])).rows))[0] ?? null;
  const version = async () => Number((await db.query<{ version: string }>("select version from public.content_version")).rows[0]!.version);

  it("creates a job in both languages, lists it publicly, moves the content version, and refuses a taken id", async () => {
    const before = await version();
    expect(await save(true, posting, { ...words, title: "Profissional de Growth", responsibilities: [], qualifications: ["Três anos."] })).toBe("saved");
    expect(await version()).toBeGreaterThan(before);
    expect(await listed("pt")).toMatchObject({ title: "Profissional de Growth", responsibilities: ["Run campaigns."], qualifications: ["Três anos."], applicant_locations: ["PT", "ES"], salary_unit: "YEAR" });
    expect(await save(true, posting, null)).toBe("taken");
    expect(await save(false, { ...posting, title: "Growth Lead" }, null)).toBe("saved");
    expect(await listed("pt")).toMatchObject({ title: "Growth Lead" });
    const [job] = await service<{ j: Row }>("select j from public.studio_job_listings('pg-growth') j");
    expect(job!.j).toMatchObject({ id: "pg-growth", title: "Growth Lead", active: true, pt: null });
  });

  it("closes a job (off the public list) and reopens it, clearing a closing date that has passed", async () => {
    const open = (value: boolean) => service<{ r: string }>("select public.studio_set_job_open('pg-growth', $1, 'recruiter@example.com', 'recruiter') as r", [value]).then((rows) => rows[0]!.r);
    expect(await open(false)).toBe("done");
    expect(await open(false)).toBe("unchanged");
    expect(await listed("en")).toBeNull();
    expect(await open(true)).toBe("done");
    expect(await listed("en")).toMatchObject({ title: "Growth Lead" });
    await db.query("update public.job_listings set valid_through = now() - interval '1 day' where id = 'pg-growth'");
    expect(await listed("en")).toBeNull();
    expect(await open(true)).toBe("done");
    expect(await listed("en")).toMatchObject({ valid_through: null });
    expect((await audit("pg-growth")).map((line) => line.action)).toEqual(["job.create", "job.update", "job.close", "job.reopen", "job.reopen"]);
    expect(await save(false, { ...posting, salary_currency: "euro" }, null).catch((error: Error) => error.message)).toMatch(/check constraint/);
  });
});
