import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createD1Backend } from "~/backend/d1/index.server";
import type { Backend } from "~/backend/types";
import { storeApplication } from "~/features/engagement/careers/careers.server";
import { sniffResume } from "~/features/engagement/careers/uploads.server";
import { sampleApplication, sampleApplicationFields } from "../../fixtures/engagement/applications";
import { buildDoc, buildDocx, buildWord95Doc } from "../../fixtures/engagement/office";
import { buildPdf } from "../../fixtures/engagement/pdf";

const newestPage = { before: null, limit: 20 };

/**
 * The engagement port's contract on the D1 adapter, in workerd with a real local D1 and R2
 * (migrations/0004_engagement.sql). The Supabase side is proven on PGlite (tests/postgres).
 */
let clock = new Date("2026-11-22T10:00:00.000Z");
const backend = () => createD1Backend({ db: env.DB, files: env.FILES, now: () => clock });
const visitor = (n: number, address = n) => ({ visitorKey: `visitor-${n}`, addressHash: `address-${address}` });

/** Runs several statements (D1's exec() takes one statement per line only). */
async function execAll(sql: string) {
  const statements = sql
    .split(/;\s*(?:\n|$)/)
    .map((statement) => statement.trim())
    .filter(Boolean);
  await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));
}

async function clearR2() {
  const listed = await env.FILES.list();
  await Promise.all(listed.objects.map((object) => env.FILES.delete(object.key)));
}

beforeEach(async () => {
  clock = new Date("2026-11-22T10:00:00.000Z");
  await env.DB.exec(
    [
      "DELETE FROM roadmap_comment_likes",
      "DELETE FROM roadmap_votes",
      "DELETE FROM roadmap_comments",
      "DELETE FROM roadmap_item_translations",
      "DELETE FROM roadmap_items",
      "DELETE FROM job_listing_translations",
      "DELETE FROM job_listings",
      "DELETE FROM job_applications",
      "DELETE FROM downloadable_resource_translations",
      "DELETE FROM downloadable_resources",
      "DELETE FROM download_leads",
      "DELETE FROM rate_limit_hits",
    ].join(";\n") + ";",
  );
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO roadmap_items (id, title, description, category, status, upvotes, created_at) VALUES
        (1, 'Hostaway sync', 'Guests from Hostaway', 'Integrations', 'Done', 10, '2026-03-01T00:00:00.000Z'),
        (2, 'WhatsApp messages', 'Messages on WhatsApp', 'Messaging', 'Next Up', 5, '2026-10-01T00:00:00.000Z'),
        (3, 'Owner reports', '', NULL, 'Under review', 0, '2026-11-01T00:00:00.000Z')`,
    ),
    env.DB.prepare(
      `INSERT INTO roadmap_item_translations (item_id, locale, title, description, category) VALUES
        (2, 'pt', 'Mensagens no WhatsApp', 'Mensagens pelo WhatsApp', 'Mensagens')`,
    ),
    env.DB.prepare(
      `INSERT INTO roadmap_comments (id, item_id, author_name, content, likes, created_at) VALUES
        ('c2', 2, 'Sofia', 'Second', 1, '2026-10-03T00:00:00.000Z'),
        ('c1', 2, 'Rafael', 'First', 4, '2026-10-02T00:00:00.000Z'),
        ('c3', 1, 'Anonymous', 'Works', 0, '2026-04-01T00:00:00.000Z')`,
    ),
  ]);
  await clearR2();
});

describe("roadmap reads", () => {
  it("lists every item newest first with its comment count, translated where a translation exists", async () => {
    const items = await backend().listRoadmapItems("pt");
    expect(items.map((item) => [item.id, item.title, item.commentCount, item.status])).toEqual([
      [3, "Owner reports", 0, "Under review"],
      [2, "Mensagens no WhatsApp", 2, "Next Up"],
      [1, "Hostaway sync", 1, "Done"],
    ]);
    expect(items[1]).toMatchObject({ description: "Mensagens pelo WhatsApp", category: "Mensagens", upvotes: 5 });
    expect((await backend().listRoadmapItems("en"))[1]).toMatchObject({ title: "WhatsApp messages", category: "Messaging" });
  });

  it("reads one item, and null for an unknown one", async () => {
    expect(await backend().getRoadmapItem(2, "en")).toMatchObject({ id: 2, title: "WhatsApp messages", commentCount: 2 });
    expect(await backend().getRoadmapItem(99, "en")).toBeNull();
  });

  it("lists an item's comments oldest first", async () => {
    const comments = (await backend().listRoadmapComments(2, newestPage))!.comments;
    expect(comments.map((comment) => [comment.id, comment.authorName, comment.content, comment.likes])).toEqual([
      ["c1", "Rafael", "First", 4],
      ["c2", "Sofia", "Second", 1],
    ]);
  });
});

describe("comment pages", () => {
  /** 45 comments on item 3, one a minute; two share the last minute so the id breaks the tie. */
  async function insertComments() {
    const base = Date.parse("2026-11-20T00:00:00.000Z");
    const rows = Array.from({ length: 45 }, (_, n) => ({
      id: `p${String(n).padStart(2, "0")}`,
      createdAt: new Date(base + Math.min(n, 43) * 60_000).toISOString(),
    }));
    await env.DB.batch(
      rows.map((row) =>
        env.DB.prepare(
          "INSERT INTO roadmap_comments (id, item_id, author_name, content, likes, created_at) VALUES (?1, 3, 'Ana', ?1, 0, ?2)",
        ).bind(row.id, row.createdAt),
      ),
    );
    return rows.map((row) => row.id);
  }

  it("walk from the newest page to the oldest, oldest first within a page, with no gap or repeat", async () => {
    const ids = await insertComments();
    const first = (await backend().listRoadmapComments(3, { before: null, limit: 20 }))!;
    expect(first.comments.map((comment) => comment.id)).toEqual(ids.slice(25));
    expect(first).toMatchObject({ olderBefore: "p25", newerCount: 0 });
    const second = (await backend().listRoadmapComments(3, { before: first.olderBefore, limit: 20 }))!;
    expect(second.comments.map((comment) => comment.id)).toEqual(ids.slice(5, 25));
    expect(second).toMatchObject({ olderBefore: "p05", newerCount: 20 });
    const last = (await backend().listRoadmapComments(3, { before: second.olderBefore, limit: 20 }))!;
    expect(last.comments.map((comment) => comment.id)).toEqual(ids.slice(0, 5));
    expect(last).toMatchObject({ olderBefore: null, newerCount: 40 });
  });

  it("keep a page in place while new comments arrive", async () => {
    await insertComments();
    const first = (await backend().listRoadmapComments(3, { before: null, limit: 20 }))!;
    clock = new Date("2026-11-22T12:00:00.000Z");
    await backend().addRoadmapComment({ itemId: 3, authorName: "Bia", content: "Newest" });
    const second = (await backend().listRoadmapComments(3, { before: first.olderBefore, limit: 20 }))!;
    expect(second.comments[0]!.id).toBe("p05");
    expect(second.newerCount).toBe(21);
    const fresh = (await backend().listRoadmapComments(3, { before: null, limit: 20 }))!;
    expect(fresh.comments.at(-1)!.content).toBe("Newest");
  });

  it("answer null for a cursor that is not a comment of the item", async () => {
    await insertComments();
    expect(await backend().listRoadmapComments(3, { before: "c1", limit: 20 })).toBeNull();
    expect(await backend().listRoadmapComments(3, { before: "nope", limit: 20 })).toBeNull();
    expect(await backend().listRoadmapComments(2, { before: "p10", limit: 20 })).toBeNull();
  });
});

describe("upvotes", () => {
  it("count once per visitor cookie: the same cookie cannot vote again, from any address", async () => {
    expect(await backend().upvoteRoadmapItem(2, visitor(1))).toBe("counted");
    expect(await backend().upvoteRoadmapItem(2, visitor(1))).toBe("already-counted");
    // Same cookie from another address (the visitor's phone changed networks).
    expect(await backend().upvoteRoadmapItem(2, { visitorKey: "visitor-1", addressHash: "address-9" })).toBe("already-counted");
    expect(await backend().upvoteRoadmapItem(2, visitor(3))).toBe("counted");
    // Another item is a separate vote.
    expect(await backend().upvoteRoadmapItem(1, visitor(1))).toBe("counted");
    expect((await backend().getRoadmapItem(2, "en"))?.upvotes).toBe(7);
    expect((await backend().getRoadmapItem(1, "en"))?.upvotes).toBe(11);
    const { results } = await env.DB.prepare("SELECT COUNT(*) AS n FROM roadmap_votes WHERE item_id = 2").all<{ n: number }>();
    expect(results[0]?.n).toBe(2);
  });

  it("let five people on one address vote, and no sixth cookie from it", async () => {
    // Colleagues on one office network, or a script that drops its cookie each time.
    for (let n = 1; n <= 5; n++) expect(await backend().upvoteRoadmapItem(2, visitor(n, 7))).toBe("counted");
    expect(await backend().upvoteRoadmapItem(2, visitor(6, 7))).toBe("address-limit");
    expect(await backend().upvoteRoadmapItem(2, visitor(7, 7))).toBe("address-limit");
    // A voter from that address who already voted is still told so.
    expect(await backend().upvoteRoadmapItem(2, visitor(3, 7))).toBe("already-counted");
    // The address's limit is per item, and other addresses are not affected.
    expect(await backend().upvoteRoadmapItem(1, visitor(6, 7))).toBe("counted");
    expect(await backend().upvoteRoadmapItem(2, visitor(6, 8))).toBe("counted");
    expect((await backend().getRoadmapItem(2, "en"))?.upvotes).toBe(5 + 6);
    const { results } = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM roadmap_votes WHERE item_id = 2 AND address_hash = 'address-7'",
    ).all<{ n: number }>();
    expect(results[0]?.n).toBe(5);
  });

  it("say not-found for an unknown item and store nothing", async () => {
    expect(await backend().upvoteRoadmapItem(99, visitor(1))).toBe("not-found");
    const { results } = await env.DB.prepare("SELECT COUNT(*) AS n FROM roadmap_votes").all<{ n: number }>();
    expect(results[0]?.n).toBe(0);
  });

  it("are looked up by cookie only: a neighbour's vote is not this visitor's", async () => {
    await backend().upvoteRoadmapItem(2, visitor(1));
    await backend().likeRoadmapComment("c1", visitor(1));
    expect(await backend().roadmapVotesOf(2, { visitorKey: "visitor-1" })).toEqual({ itemVoted: true, likedCommentIds: ["c1"] });
    expect(await backend().roadmapVotesOf(2, { visitorKey: "visitor-2" })).toEqual({ itemVoted: false, likedCommentIds: [] });
    expect(await backend().roadmapVotesOf(2, { visitorKey: null })).toEqual({ itemVoted: false, likedCommentIds: [] });
    expect(await backend().roadmapVotesOf(1, { visitorKey: "visitor-1" })).toEqual({ itemVoted: false, likedCommentIds: [] });
  });

  it("never go down: the database refuses a negative count", async () => {
    await expect(env.DB.prepare("UPDATE roadmap_items SET upvotes = -1 WHERE id = 3").run()).rejects.toThrow(/CHECK/);
  });
});

describe("likes", () => {
  it("count once per visitor cookie per comment, and at most five per address", async () => {
    expect(await backend().likeRoadmapComment("c1", visitor(1))).toBe("counted");
    expect(await backend().likeRoadmapComment("c1", visitor(1))).toBe("already-counted");
    // A second person on the same address.
    expect(await backend().likeRoadmapComment("c1", visitor(2, 1))).toBe("counted");
    expect(await backend().likeRoadmapComment("c2", visitor(1))).toBe("counted");
    expect(await backend().likeRoadmapComment("nope", visitor(1))).toBe("not-found");
    for (let n = 3; n <= 5; n++) expect(await backend().likeRoadmapComment("c1", visitor(n, 1))).toBe("counted");
    expect(await backend().likeRoadmapComment("c1", visitor(6, 1))).toBe("address-limit");
    const comments = (await backend().listRoadmapComments(2, newestPage))!.comments;
    expect(comments.map((comment) => comment.likes)).toEqual([4 + 5, 2]);
  });
});

describe("comments", () => {
  it("are added at the end of the item's list, and not to an unknown item", async () => {
    clock = new Date("2026-11-22T11:00:00.000Z");
    const added = await backend().addRoadmapComment({ itemId: 2, authorName: "Anonymous", content: "<b>Yes</b> please" });
    expect(added).toMatchObject({ itemId: 2, authorName: "Anonymous", content: "<b>Yes</b> please", likes: 0, createdAt: "2026-11-22T11:00:00.000Z" });
    expect((await backend().listRoadmapComments(2, newestPage))!.comments.map((comment) => comment.id)).toEqual(["c1", "c2", added!.id]);
    expect((await backend().getRoadmapItem(2, "en"))?.commentCount).toBe(3);
    expect(await backend().addRoadmapComment({ itemId: 99, authorName: "Ana", content: "Hi" })).toBeNull();
  });

  it("are refused by the database when empty or over the caps", async () => {
    await expect(backend().addRoadmapComment({ itemId: 2, authorName: "Ana", content: "" })).rejects.toThrow(/add roadmap comment/);
    await expect(backend().addRoadmapComment({ itemId: 2, authorName: "Ana", content: "x".repeat(1001) })).rejects.toThrow();
    await expect(backend().addRoadmapComment({ itemId: 2, authorName: "n".repeat(61), content: "Hi" })).rejects.toThrow();
  });
});

const pdf = buildPdf();

describe("careers", () => {
  beforeEach(async () => {
    await execAll(
      `INSERT INTO job_listings (id, title, department, location, type, description, employment_type, is_remote, active, display_order, posted_at) VALUES
        ('engineer', 'Engineer', 'Engineering', 'Remote', 'Full-time', 'Build things', 'FULL_TIME', 1, 1, 2, '2026-11-01T00:00:00.000Z'),
        ('success', 'Customer Success', 'Success', 'Remote', 'Full-time', 'Help hosts', 'FULL_TIME', 1, 1, 1, '2026-10-01T00:00:00.000Z'),
        ('closed', 'Closed role', 'Marketing', 'Remote', 'Full-time', 'Gone', 'FULL_TIME', 1, 0, 0, '2026-01-01T00:00:00.000Z');
       INSERT INTO job_listing_translations (job_id, locale, title, department, location, type, description) VALUES
        ('success', 'pt', 'Sucesso do Cliente', 'Sucesso', 'Remoto', 'Tempo integral', 'Ajude anfitriões');`,
    );
  });

  it("lists only active jobs, in display order, translated where a translation exists", async () => {
    const jobs = await backend().listActiveJobListings("pt");
    expect(jobs.map((job) => [job.id, job.title, job.type])).toEqual([
      ["success", "Sucesso do Cliente", "Tempo integral"],
      ["engineer", "Engineer", "Full-time"],
    ]);
    expect(jobs[1]).toMatchObject({ employmentType: "FULL_TIME", remote: true, postedAt: "2026-11-01T00:00:00.000Z" });
  });

  it("reads a job's full description, translated where the translation says it, else the job's own (issue 30 item 2)", async () => {
    await execAll(
      `UPDATE job_listings SET responsibilities = '["Talk to hosts","Write guides"]', qualifications = '["Portuguese"]', work_hours = '40 hours a week'
         WHERE id = 'success';
       UPDATE job_listing_translations SET responsibilities = '["Falar com anfitriões"]' WHERE job_id = 'success' AND locale = 'pt';`,
    );
    const [en] = await backend().listActiveJobListings("en");
    expect(en).toMatchObject({ id: "success", responsibilities: ["Talk to hosts", "Write guides"], qualifications: ["Portuguese"], workHours: "40 hours a week" });
    const [pt] = await backend().listActiveJobListings("pt");
    expect(pt).toMatchObject({ id: "success", responsibilities: ["Falar com anfitriões"], qualifications: ["Portuguese"], workHours: "40 hours a week" });
    // A job that says none of it has empty lists and no hours.
    expect((await backend().listActiveJobListings("en")).find((job) => job.id === "engineer")).toMatchObject({ responsibilities: [], qualifications: [], workHours: null });
  });

  it("leaves out a job past its valid_through, and reads a job's page data (issue 22 item 2)", async () => {
    await execAll(
      `INSERT INTO job_listings (id, title, department, location, type, description, employment_type, is_remote, active, display_order, posted_at,
                                valid_through, applicant_locations, salary_currency, salary_min, salary_max, salary_unit) VALUES
        ('expired', 'Expired', 'Sales', 'Remote', 'Full-time', 'Over', 'FULL_TIME', 1, 1, 0, '2026-09-01T00:00:00.000Z',
         '2026-11-22T09:59:59.000Z', NULL, NULL, NULL, NULL, NULL),
        ('paid', 'Paid', 'Sales', 'Lisbon', 'Full-time', 'Paid role', 'FULL_TIME', 0, 1, 3, '2026-11-01T00:00:00.000Z',
         '2026-11-22T10:00:01.000Z', '["PT","BR"]', 'EUR', 50000, 60000, 'YEAR');`,
    );
    const jobs = await backend().listActiveJobListings("en");
    expect(jobs.map((job) => job.id)).toEqual(["success", "engineer", "paid"]);
    expect(jobs[2]).toMatchObject({
      remote: false,
      validThrough: "2026-11-22T10:00:01.000Z",
      applicantLocations: ["PT", "BR"],
      salary: { currency: "EUR", min: 50000, max: 60000, unit: "YEAR" },
    });
    expect(jobs[0]).toMatchObject({ validThrough: null, applicantLocations: [], salary: null });
    // The posting closes at its valid_through: a second later it is gone.
    clock = new Date("2026-11-22T10:00:02.000Z");
    expect((await backend().listActiveJobListings("en")).map((job) => job.id)).toEqual(["success", "engineer"]);
  });

  it("stores a resume in R2 under a generated name, and deletes it", async () => {
    const { path } = await backend().storeResume(pdf, { extension: "pdf", contentType: "application/pdf" });
    expect(path).toMatch(new RegExp(`^resumes/${clock.getTime()}-[0-9a-f-]{36}\\.pdf$`));
    const object = await env.FILES.get(path);
    expect(object?.httpMetadata?.contentType).toBe("application/pdf");
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(pdf);
    await backend().deleteResume(path);
    expect(await env.FILES.get(path)).toBeNull();
    await expect(backend().deleteResume("downloads/guide.pdf")).rejects.toThrow(/not a resume/);
  });

  it("records an application that points at its resume", async () => {
    const { id } = await backend().submitJobApplication(sampleApplication);
    const row = await env.DB.prepare("SELECT * FROM job_applications WHERE id = ?1").bind(id).first();
    expect(row).toMatchObject({ ...sampleApplicationFields, submitted_at: "2026-11-22T10:00:00.000Z" });
  });
});

describe("an application's resume and record together (in workerd)", () => {
  const application = {
    jobId: "sdr-latam",
    fullName: "Ana Ribeiro",
    email: "ana@example.com",
    phone: null,
    coverLetter: null,
    locale: "en" as const,
    resume: { content: pdf, extension: "pdf" as const, contentType: "application/pdf" },
  };

  it("checks the whole structure of each format in workerd (DecompressionStream included)", async () => {
    expect(await sniffResume(pdf, "pdf")).toBe(true);
    expect(await sniffResume(buildPdf({ xref: "stream" }), "pdf")).toBe(true);
    expect(await sniffResume(new TextEncoder().encode("%PDF-"), "pdf")).toBe(false);
    // Bytes after %%EOF are tolerated, as readers tolerate them (decision 0310); a PDF cut short is not.
    expect(await sniffResume(buildPdf({ after: buildDocx() }), "pdf")).toBe(true);
    expect(await sniffResume(pdf.subarray(0, pdf.length - 20), "pdf")).toBe(false);
    expect(await sniffResume(buildDocx(), "docx")).toBe(true);
    expect(await sniffResume(buildDocx({ without: ["word/document.xml"] }), "docx")).toBe(false);
    const corrupt = buildDocx();
    corrupt.fill(0xff, 60, 100);
    expect(await sniffResume(corrupt, "docx")).toBe(false);
    expect(await sniffResume(buildDoc(), "doc")).toBe(true);
    expect(await sniffResume(buildDoc().subarray(0, 512), "doc")).toBe(false);
    expect(await sniffResume(buildWord95Doc({ streamName: "worddocument", after: new Uint8Array(512) }), "doc")).toBe(true);
    const elf = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(await sniffResume(elf, "pdf")).toBe(false);
    expect(await sniffResume(pdf, "docx")).toBe(false);
  });

  it("stores the resume and the application that points at it", async () => {
    const { id, resumePath } = await storeApplication(backend(), application);
    const row = await env.DB.prepare("SELECT resume_path FROM job_applications WHERE id = ?1").bind(id).first("resume_path");
    expect(row).toBe(resumePath);
    expect(new Uint8Array(await (await env.FILES.get(resumePath))!.arrayBuffer())).toEqual(pdf);
  });

  it("leaves no resume behind when the application cannot be recorded", async () => {
    const real = backend();
    const failing: Backend = {
      ...real,
      submitJobApplication: async () => {
        throw new Error("database unavailable");
      },
    };
    const storeResume = vi.spyOn(failing, "storeResume");
    await expect(storeApplication(failing, application)).rejects.toThrow("database unavailable");
    expect(storeResume).toHaveBeenCalledOnce();
    expect((await env.FILES.list()).objects).toEqual([]);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM job_applications").first("n")).toBe(0);
  });

  it("stores nothing when the resume cannot be stored", async () => {
    const failing: Backend = {
      ...backend(),
      storeResume: async () => {
        throw new Error("bucket unavailable");
      },
    };
    await expect(storeApplication(failing, application)).rejects.toThrow("bucket unavailable");
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM job_applications").first("n")).toBe(0);
  });
});

describe("downloads", () => {
  beforeEach(async () => {
    await execAll(
      `INSERT INTO downloadable_resources (id, slug, name, description, category, thumbnail_url, file_url, is_published, display_order, created_at) VALUES
        ('r1', 'checklist', 'Launch Checklist', 'Steps', 'Checklists', NULL, 'downloads/checklist.pdf', 1, 1, '2026-09-01T00:00:00.000Z'),
        ('r2', 'calculator', 'Commission Calculator', NULL, 'Calculators', 'https://cdn.example.com/calc.png', 'https://cdn.example.com/calc.csv', 1, 2, '2026-09-02T00:00:00.000Z'),
        ('r3', 'draft', 'Draft', NULL, NULL, NULL, 'downloads/draft.pdf', 0, 0, '2026-09-03T00:00:00.000Z'),
        ('r4', 'missing-file', 'Missing', NULL, NULL, NULL, 'downloads/missing.pdf', 1, 3, '2026-09-04T00:00:00.000Z');
       INSERT INTO downloadable_resource_translations (resource_id, locale, name, description, category) VALUES
        ('r1', 'pt', 'Checklist de lançamento', 'Passos', 'Checklists');`,
    );
    await env.FILES.put("downloads/checklist.pdf", pdf, { httpMetadata: { contentType: "application/pdf" } });
    await env.FILES.put("downloads/draft.pdf", pdf);
  });

  it("lists published resources only, in order, translated where a translation exists", async () => {
    const resources = await backend().listDownloadableResources("pt");
    expect(resources.map((resource) => [resource.slug, resource.name, resource.category])).toEqual([
      ["checklist", "Checklist de lançamento", "Checklists"],
      ["calculator", "Commission Calculator", "Calculators"],
      ["missing-file", "Missing", null],
    ]);
    expect(resources[1]).toMatchObject({ thumbnailUrl: "https://cdn.example.com/calc.png", description: null });
  });

  it("records a lead for a published resource, and refuses others", async () => {
    clock = new Date("2026-11-22T12:00:00.000Z");
    const { id } = await backend().recordDownload({
      name: "Jo",
      email: "jo@example.com",
      resourceSlug: "checklist",
      resourceName: "Checklist de lançamento",
      locale: "pt",
    });
    expect(await env.DB.prepare("SELECT * FROM download_leads WHERE id = ?1").bind(id).first()).toMatchObject({
      name: "Jo",
      email: "jo@example.com",
      resource_slug: "checklist",
      resource_name: "Checklist de lançamento",
      locale: "pt",
      downloaded_at: "2026-11-22T12:00:00.000Z",
    });
    for (const slug of ["draft", "nope"]) {
      await expect(
        backend().recordDownload({ name: "Jo", email: "jo@example.com", resourceSlug: slug, resourceName: "x", locale: "en" }),
      ).rejects.toThrow(/no published resource/);
    }
  });

  it("opens a published resource's file from R2, or sends the visitor to its https address", async () => {
    const file = await backend().openResourceFile("checklist");
    expect(file).toMatchObject({ kind: "stream", contentType: "application/pdf", size: pdf.byteLength, fileName: "checklist.pdf" });
    if (file?.kind === "stream") expect(new Uint8Array(await new Response(file.body).arrayBuffer())).toEqual(pdf);
    expect(await backend().openResourceFile("calculator")).toEqual({ kind: "redirect", url: "https://cdn.example.com/calc.csv" });
    expect(await backend().openResourceFile("draft")).toBeNull();
    expect(await backend().openResourceFile("missing-file")).toBeNull();
    expect(await backend().openResourceFile("nope")).toBeNull();
  });
});
