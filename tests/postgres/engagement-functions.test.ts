import type { PGlite, Transaction } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshEngagementDb, seedSql } from "../fixtures/engagement/postgres";
import { apiRoles, asRole, failure, freshSupabaseDb } from "./pglite";
import { downloadPayload, jobApplicationPayload, roadmapCommentPayload } from "../../app/leads/payloads";

// supabase/migrations applied to PGlite with Supabase's roles and default grants (so every
// denial comes from the migration's own REVOKEs), a minimal storage stub, and the seed.

const one = async <T>(tx: Transaction | PGlite, sql: string, params: unknown[] = []): Promise<T> => {
  const result = await tx.query<T>(sql, params);
  return result.rows[0]!;
};

let db: PGlite;
beforeAll(async () => {
  db = await freshEngagementDb();
  await db.exec(await seedSql());
});
afterAll(async () => {
  await db?.close();
});

describe("the migration", () => {
  it("also applies where Supabase Storage is not installed", async () => {
    const plain = await freshSupabaseDb();
    expect(await one<{ n: number }>(plain, "select count(*)::int as n from public.roadmap_items")).toEqual({ n: 0 });
    await plain.close();
  });

  it("turns row-level security on for every engagement table", async () => {
    const { rows } = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select relname, relrowsecurity from pg_class
        where relnamespace = 'public'::regnamespace and relkind = 'r'
          and relname in ('roadmap_items', 'roadmap_item_translations', 'roadmap_comments', 'roadmap_votes',
            'roadmap_comment_likes', 'job_listings', 'job_listing_translations', 'job_applications',
            'downloadable_resources', 'downloadable_resource_translations', 'download_leads')`,
    );
    expect(rows).toHaveLength(11);
    expect(rows.filter((row) => !row.relrowsecurity)).toEqual([]);
  });

  it("makes every write function security definer with an empty search_path", async () => {
    const { rows } = await db.query<{ proname: string; prosecdef: boolean; proconfig: string[] | null }>(
      `select proname, prosecdef, proconfig from pg_proc
        where pronamespace = 'public'::regnamespace
          and proname in ('upvote_roadmap_item', 'like_roadmap_comment', 'add_roadmap_comment',
            'get_roadmap_votes_of_visitor', 'submit_job_application', 'record_download',
            'get_downloadable_resource_file', 'get_active_job_listings', 'get_downloadable_resources')
        order by proname`,
    );
    expect(rows).toHaveLength(9);
    for (const row of rows) expect(row.proconfig, row.proname).toEqual(['search_path=""']);
    expect(rows.filter((row) => !row.prosecdef).map((row) => row.proname)).toEqual([
      "get_active_job_listings",
      "get_downloadable_resources",
    ]);
  });

  it("loads the demo content of seed/", async () => {
    expect(await one(db, "select count(*)::int as items, sum(upvotes)::int as upvotes from public.roadmap_items")).toEqual({
      items: 14,
      upvotes: 660,
    });
    expect(await one(db, "select count(*)::int as n from public.roadmap_comments")).toEqual({ n: 13 });
  });
});

describe("storage buckets", () => {
  it("creates job_applications (5 MB, pdf/doc/docx) and downloadable_resources, both private, and only the image library public (5 MB, four image types)", async () => {
    const { rows } = await db.query("select id, public, file_size_limit, allowed_mime_types from storage.buckets order by id");
    expect(rows).toEqual([
      { id: "downloadable_resources", public: false, file_size_limit: 52428800, allowed_mime_types: null },
      {
        id: "job_applications",
        public: false,
        file_size_limit: 5242880,
        allowed_mime_types: [
          "application/pdf",
          "application/msword",
          "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        ],
      },
      // Decision 0507: the library's images are public pages' images, served at a long cache lifetime.
      { id: "library-images", public: true, file_size_limit: 5242880, allowed_mime_types: ["image/jpeg", "image/png", "image/webp", "image/avif"] },
    ]);
  });

  it("keeps anon and signed-in users out of both buckets, whatever other policies allow", async () => {
    await db.query("insert into storage.buckets (id, name, public) values ('public-images', 'public-images', true) on conflict do nothing");
    await db.query("insert into storage.objects (bucket_id, name) values ('job_applications', 'resumes/1-a.pdf') on conflict do nothing");
    for (const role of apiRoles) {
      const readable = await asRole(db, role, (tx) => tx.query("select name from storage.objects where bucket_id = 'job_applications'"));
      expect(readable.rows, role).toEqual([]);
      for (const bucket of ["job_applications", "downloadable_resources"]) {
        const error = await failure(
          asRole(db, role, (tx) => tx.query("insert into storage.objects (bucket_id, name) values ($1, $2)", [bucket, `x-${role}`])),
        );
        expect(error.code, `${role} into ${bucket}`).toBe("42501");
      }
      // Other buckets are left to their own policies.
      await asRole(db, role, (tx) => tx.query("insert into storage.objects (bucket_id, name) values ('public-images', $1)", [`logo-${role}.png`]));
    }
  });
});

describe("roadmap", () => {
  it("is readable with the publishable key, and not writable", async () => {
    for (const role of apiRoles) {
      const items = await asRole(db, role, (tx) =>
        tx.query<{ n: number }>("select count(*)::int as n from public.roadmap_items"),
      );
      expect(items.rows[0]!.n).toBe(14);
      const translated = await asRole(db, role, (tx) =>
        tx.query("select title from public.roadmap_item_translations where item_id = 9 and locale = 'pt'"),
      );
      expect(translated.rows).toEqual([{ title: "Mensagens para hóspedes no WhatsApp" }]);
      for (const sql of [
        "update public.roadmap_items set upvotes = upvotes + 100 where id = 9",
        "insert into public.roadmap_comments (item_id, author_name, content) values (9, 'Bot', 'spam')",
        "delete from public.roadmap_comments",
        "select * from public.roadmap_votes",
        "select * from public.roadmap_comment_likes",
        "insert into public.roadmap_votes (item_id, visitor_key, address_hash) values (9, 'k', 'a')",
      ]) {
        const error = await failure(asRole(db, role, (tx) => tx.query(sql)));
        expect(error.code, `${role}: ${sql}`).toBe("42501");
      }
    }
  });

  it("counts one upvote per visitor cookie, and at most five per address", async () => {
    const upvote = (key: string, address: string, item = 9) =>
      asRole(db, "service_role", (tx) =>
        one<{ outcome: string }>(tx, "select public.upvote_roadmap_item($1, $2, $3) as outcome", [item, key, address]),
      );
    const before = await one<{ upvotes: number }>(db, "select upvotes from public.roadmap_items where id = 9");
    expect(await upvote("k1", "a1")).toEqual({ outcome: "counted" });
    expect(await upvote("k1", "a1")).toEqual({ outcome: "already-counted" });
    // The same cookie from another network.
    expect(await upvote("k1", "a2")).toEqual({ outcome: "already-counted" });
    // Colleagues on the same network, or a script that drops its cookie: five in all.
    for (const key of ["k2", "k3", "k4", "k5"]) expect(await upvote(key, "a1")).toEqual({ outcome: "counted" });
    expect(await upvote("k6", "a1")).toEqual({ outcome: "address-limit" });
    expect(await upvote("k7", "a1")).toEqual({ outcome: "address-limit" });
    expect(await upvote("k3", "a1")).toEqual({ outcome: "already-counted" });
    expect(await upvote("k6", "a2")).toEqual({ outcome: "counted" });
    expect(await upvote("k6", "a1", 8)).toEqual({ outcome: "counted" });
    expect(await upvote("k1", "a1", 999_999)).toEqual({ outcome: "not-found" });
    expect(await one(db, "select upvotes from public.roadmap_items where id = 9")).toEqual({ upvotes: before.upvotes + 6 });
    expect(await one(db, "select count(*)::int as n from public.roadmap_votes where item_id = 9")).toEqual({ n: 6 });
    expect(await one(db, "select count(*)::int as n from public.roadmap_votes where item_id = 9 and address_hash = 'a1'")).toEqual({
      n: 5,
    });
    const error = await failure(upvote(null as unknown as string, "a9"));
    expect(error.message).toMatch(/visitor key and an address hash are required/);
  });

  it("counts one like per visitor cookie per comment, and at most five per address", async () => {
    const comment = "7e5f0c2a-1d4b-4c8e-9a31-000000000008";
    const like = (key: string, address: string, id = comment) =>
      asRole(db, "service_role", (tx) =>
        one<{ outcome: string }>(tx, "select public.like_roadmap_comment($1, $2, $3) as outcome", [id, key, address]),
      );
    expect(await like("k1", "a1")).toEqual({ outcome: "counted" });
    expect(await like("k1", "a1")).toEqual({ outcome: "already-counted" });
    for (const key of ["k9", "k10", "k11", "k12"]) expect(await like(key, "a1")).toEqual({ outcome: "counted" });
    expect(await like("k13", "a1")).toEqual({ outcome: "address-limit" });
    expect(await like("k1", "a1", "00000000-0000-4000-8000-000000000000")).toEqual({ outcome: "not-found" });
    expect(await one(db, "select likes from public.roadmap_comments where id = $1", [comment])).toEqual({ likes: 15 + 5 });
  });

  it("adds comments trimmed, with 'Anonymous' for an empty name, and refuses empty or unknown ones", async () => {
    // The payload the site builds (app/leads/payloads.ts, decision 0058) from the comment's fields.
    const add = (item: number, name: string, content: string) =>
      asRole(db, "service_role", (tx) =>
        tx.query("select * from public.add_roadmap_comment($1)", [JSON.stringify(roadmapCommentPayload({ itemId: item, authorName: name, content }))]),
      );
    const added = await add(8, "   ", "  <b>Send times per guest</b>  ");
    expect(added.rows).toEqual([
      expect.objectContaining({ item_id: 8, author_name: "Anonymous", content: "<b>Send times per guest</b>", likes: 0 }),
    ]);
    expect((await add(8, " Ana ", "Yes")).rows[0]).toMatchObject({ author_name: "Ana" });
    expect((await add(999_999, "Ana", "Hello")).rows).toEqual([]);
    expect((await failure(add(8, "Ana", "   "))).code).toBe("23514");
    expect((await failure(add(8, "Ana", "x".repeat(1001)))).code).toBe("23514");
    expect((await failure(add(8, "n".repeat(61), "Hi"))).code).toBe("23514");
  });

  it("tells the server whether a visitor's cookie voted and what it liked, never by address", async () => {
    const votes = (key: string | null) =>
      asRole(db, "service_role", (tx) => one(tx, "select * from public.get_roadmap_votes_of_visitor(9, $1)", [key]));
    expect(await votes("k1")).toEqual({ item_voted: true, liked_comment_ids: ["7e5f0c2a-1d4b-4c8e-9a31-000000000008"] });
    expect(await votes("k6")).toEqual({ item_voted: true, liked_comment_ids: [] });
    // k7 was refused on a1, where five others had voted: it has not voted.
    expect(await votes("k7")).toEqual({ item_voted: false, liked_comment_ids: [] });
    expect(await votes(null)).toEqual({ item_voted: false, liked_comment_ids: [] });
  });

  it("lets only the server's role execute the vote, like, comment and lookup functions", async () => {
    for (const role of apiRoles) {
      for (const [name, sql] of [
        ["upvote_roadmap_item", "select public.upvote_roadmap_item(9, 'k', 'a')"],
        ["like_roadmap_comment", "select public.like_roadmap_comment('7e5f0c2a-1d4b-4c8e-9a31-000000000008', 'k', 'a')"],
        ["add_roadmap_comment", "select * from public.add_roadmap_comment('{}')"],
        ["get_roadmap_votes_of_visitor", "select * from public.get_roadmap_votes_of_visitor(9, 'k')"],
      ] as const) {
        const error = await failure(asRole(db, role, (tx) => tx.query(sql)));
        expect(error, `${role} ${name}`).toMatchObject({ code: "42501", message: `permission denied for function ${name}` });
      }
    }
  });
});

describe("careers", () => {
  it("lists active jobs to anyone, in the asked language with English fallback", async () => {
    for (const role of apiRoles) {
      const en = await asRole(db, role, (tx) => tx.query<{ id: string; title: string }>("select id, title from public.get_active_job_listings()"));
      expect(en.rows.map((row) => row.id)).toEqual(["senior-full-stack-engineer", "customer-success-manager-pt"]);
      const pt = await asRole(db, role, (tx) => tx.query<{ title: string; type: string }>("select title, type from public.get_active_job_listings('pt')"));
      expect(pt.rows[1]).toEqual({ title: "Gerente de Sucesso do Cliente (português e inglês)", type: "Tempo integral" });
      const direct = await asRole(db, role, (tx) => tx.query("select id from public.job_listings where id = 'content-marketing-lead'"));
      expect(direct.rows, "an inactive listing is not readable").toEqual([]);
    }
  });

  it("gives each job its full description, translated where a translation says it, else in English (issue 30 item 2)", async () => {
    const read = async (locale: string) =>
      (
        await asRole(db, "anon", (tx) =>
          tx.query<{ responsibilities: string[]; qualifications: string[]; work_hours: string | null }>(
            `select responsibilities, qualifications, work_hours from public.get_active_job_listings('${locale}') where id = 'customer-success-manager-pt'`,
          ),
        )
      ).rows[0]!;
    const en = await read("en");
    expect(en.responsibilities[0]).toBe("Run onboarding calls in Portuguese and English and set up hosts' first automations with them.");
    expect(en.qualifications).toContain("Fluent Portuguese and English, spoken and written.");
    expect(en.work_hours).toMatch(/^Full-time, 40 hours a week/);
    const pt = await read("pt");
    expect(pt.responsibilities[0]).toMatch(/^Conduzir chamadas de onboarding/);
    expect(pt.work_hours).toMatch(/^Tempo integral, 40 horas por semana/);
    // A translation without the lists falls back to the job's own.
    await db.query("update public.job_listing_translations set responsibilities = null, work_hours = null where job_id = 'customer-success-manager-pt' and locale = 'pt'");
    try {
      const fallback = await read("pt");
      expect(fallback.responsibilities).toEqual(en.responsibilities);
      expect(fallback.work_hours).toBe(en.work_hours);
      expect(fallback.qualifications[0]).toMatch(/^Português e inglês fluentes/);
    } finally {
      await db.query(
        "update public.job_listing_translations set responsibilities = $1, work_hours = $2 where job_id = 'customer-success-manager-pt' and locale = 'pt'",
        [pt.responsibilities, pt.work_hours],
      );
    }
  });

  it("gives each job's page data, and hides a job past its valid_through from the function and the tables (issue 22 item 2)", async () => {
    const [senior] = (
      await asRole(db, "anon", (tx) =>
        tx.query<Record<string, unknown>>(
          "select valid_through, applicant_locations, salary_currency, salary_min, salary_max, salary_unit from public.get_active_job_listings() where id = 'senior-full-stack-engineer'",
        ),
      )
    ).rows;
    expect(senior).toMatchObject({ applicant_locations: expect.arrayContaining(["PT", "BR"]), salary_currency: "EUR", salary_unit: "YEAR" });
    expect(Number(senior!.salary_min)).toBe(70000);
    // Open until filled: the seeded roles have no closing date (decision 0047).
    expect(senior!.valid_through).toBeNull();
    await db.query(
      `insert into public.job_listings (id, title, department, location, type, description, employment_type, is_remote, active, display_order, posted_at, valid_through)
       values ('pg-expired', 'Expired', 'Sales', 'Remote', 'Full-time', 'Over', 'FULL_TIME', true, true, 0, now() - interval '30 days', now() - interval '1 second')`,
    );
    await db.query(
      "insert into public.job_listing_translations (job_id, locale, title, department, location, type, description) values ('pg-expired', 'pt', 'Expirada', 'Vendas', 'Remoto', 'Integral', 'Fim')",
    );
    try {
      for (const role of apiRoles) {
        const listed = await asRole(db, role, (tx) => tx.query<{ id: string }>("select id from public.get_active_job_listings()"));
        expect(listed.rows.map((row) => row.id), role).not.toContain("pg-expired");
        const direct = await asRole(db, role, (tx) => tx.query("select id from public.job_listings where id = 'pg-expired'"));
        expect(direct.rows, `${role}: an expired listing is not readable`).toEqual([]);
        const translation = await asRole(db, role, (tx) => tx.query("select job_id from public.job_listing_translations where job_id = 'pg-expired'"));
        expect(translation.rows, `${role}: nor its translation`).toEqual([]);
      }
    } finally {
      await db.query("delete from public.job_listings where id = 'pg-expired'");
    }
  });

  it("records an application with the resume's storage path, normalised", async () => {
    const id = await asRole(db, "service_role", (tx) =>
      one<{ id: string }>(tx, "select public.submit_job_application($1) as id", [
        JSON.stringify(
          jobApplicationPayload({
            jobId: "sdr-latam",
            fullName: "  Ana Ribeiro ",
            email: " Ana@Example.com ",
            phone: "  ",
            coverLetter: " Hello ",
            resumePath: "resumes/1795300000000-0b8a4f3e-6f8f-4c61-9a53-7d6c0e2b9a11.pdf",
            locale: "pt",
          }),
        ),
      ]),
    );
    expect(await one(db, "select job_id, full_name, email, phone, cover_letter, resume_path, locale from public.job_applications where id = $1", [id.id])).toEqual({
      job_id: "sdr-latam",
      full_name: "Ana Ribeiro",
      email: "ana@example.com",
      phone: null,
      cover_letter: "Hello",
      resume_path: "resumes/1795300000000-0b8a4f3e-6f8f-4c61-9a53-7d6c0e2b9a11.pdf",
      locale: "pt",
    });
  });

  it("refuses a public address, or no resume, in place of a storage path", async () => {
    for (const path of ["https://project.supabase.co/storage/v1/object/public/job_applications/resumes/1.pdf", "../secrets", null]) {
      await expect(
        asRole(db, "service_role", (tx) =>
          tx.query("select public.submit_job_application($1)", [
            JSON.stringify({ ...jobApplicationPayload({ jobId: "sdr-latam", fullName: "Ana", email: "ana@example.com", phone: null, coverLetter: null, resumePath: "", locale: "en" }), resume_path: path }),
          ]),
        ),
      ).rejects.toThrow();
    }
  });

  it("keeps applications away from the publishable key", async () => {
    for (const role of apiRoles) {
      expect((await failure(asRole(db, role, (tx) => tx.query("select * from public.job_applications")))).code).toBe("42501");
      const error = await failure(
        asRole(db, role, (tx) =>
          tx.query("select public.submit_job_application('{}')"),
        ),
      );
      expect(error).toMatchObject({ code: "42501", message: "permission denied for function submit_job_application" });
    }
  });
});

describe("downloads", () => {
  it("lists published resources to anyone, translated, without where their files are", async () => {
    for (const role of apiRoles) {
      const pt = await asRole(db, role, (tx) =>
        tx.query<{ slug: string; name: string; category: string }>("select slug, name, category from public.get_downloadable_resources('pt')"),
      );
      expect(pt.rows.map((row) => row.slug)).toEqual([
        "direct-booking-launch-checklist",
        "guest-email-templates",
        "seasonal-pricing-playbook",
        "ota-commission-calculator",
      ]);
      expect(pt.rows[3]).toMatchObject({ name: "Calculadora de comissões de OTA", category: "Calculadoras" });
      const columns = await asRole(db, role, (tx) => tx.query("select slug, name from public.downloadable_resources where slug = 'seasonal-pricing-playbook'"));
      expect(columns.rows).toHaveLength(1);
      const hidden = await failure(asRole(db, role, (tx) => tx.query("select file_url from public.downloadable_resources")));
      expect(hidden.code, `${role} reads file_url`).toBe("42501");
      const draft = await asRole(db, role, (tx) => tx.query("select slug from public.downloadable_resources where slug = 'loyalty-program-starter-kit'"));
      expect(draft.rows, "an unpublished resource is not readable").toEqual([]);
    }
  });

  it("records a lead for a published resource only, and hands its file's path to the server", async () => {
    const id = await asRole(db, "service_role", (tx) =>
      one<{ id: string }>(tx, "select public.record_download($1) as id", [
        JSON.stringify(downloadPayload({ name: " Marta ", email: " Marta@Example.com ", resourceSlug: "guest-email-templates", resourceName: "Guest Email Templates Pack", locale: "en" })),
      ]),
    );
    expect(await one(db, "select name, email, resource_slug, resource_name, locale from public.download_leads where id = $1", [id.id])).toEqual({
      name: "Marta",
      email: "marta@example.com",
      resource_slug: "guest-email-templates",
      resource_name: "Guest Email Templates Pack",
      locale: "en",
    });
    for (const slug of ["loyalty-program-starter-kit", "nope"]) {
      const error = await failure(
        asRole(db, "service_role", (tx) =>
          tx.query("select public.record_download($1)", [JSON.stringify(downloadPayload({ name: "Jo", email: "jo@example.com", resourceSlug: slug, resourceName: "x", locale: "en" }))]),
        ),
      );
      expect(error.message).toMatch(/no published resource/);
    }
    expect(
      await asRole(db, "service_role", (tx) => one(tx, "select public.get_downloadable_resource_file('guest-email-templates') as path")),
    ).toEqual({ path: "downloads/guest-email-templates.pdf" });
    expect(
      await asRole(db, "service_role", (tx) => one(tx, "select public.get_downloadable_resource_file('loyalty-program-starter-kit') as path")),
    ).toEqual({ path: null });
  });

  it("keeps leads and file paths away from the publishable key", async () => {
    for (const role of apiRoles) {
      expect((await failure(asRole(db, role, (tx) => tx.query("select * from public.download_leads")))).code).toBe("42501");
      for (const [name, sql] of [
        ["record_download", "select public.record_download('{}')"],
        ["get_downloadable_resource_file", "select public.get_downloadable_resource_file('guest-email-templates')"],
      ] as const) {
        const error = await failure(asRole(db, role, (tx) => tx.query(sql)));
        expect(error, `${role} ${name}`).toMatchObject({ code: "42501", message: `permission denied for function ${name}` });
      }
    }
  });
});
