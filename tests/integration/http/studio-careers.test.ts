import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fixtureBytes } from "../../fixtures/engagement/http";
import { studioSiteForFile } from "./studio-site";
import { jobFields } from "../../fixtures/engagement/studio-jobs";

/**
 * The studio's applications and jobs over HTTP (issue 43 items 1, 2 and 8; decision 0503), on a copy
 * of the site behind our own Access key server with the edge cache on: every role against every
 * page and action (allowed, or 403; forged posts without the form token 403), an application posted
 * on the public form seen with its source, its resume only through the studio, status, notes and
 * erasure in the audit log; jobs checked field by field, previewed, and seen by visitors through
 * the edge cache when saved, closed and reopened.
 */
const server = studioSiteForFile("studio-careers", { EDGE_CACHE: "on" });

const roles = ["admin", "editor", "writer", "recruiter", "support"] as const;
const asMember = async (role: string) => server.asMember(`${role}@example.com`);

const { get, post, tokenOf } = server;

/**
 * What a visitor gets once the edge has read the new content version: it keeps a read for 5 s and
 * refreshes it in the background up to 30 s (app/server/edge/content-version.server.ts), so a
 * change shows within seconds, not at once.
 */
async function eventually(path: string, check: (answer: { status: number; text: string }) => boolean) {
  const until = Date.now() + 45_000;
  for (;;) {
    const answer = await get(path);
    if (check(answer)) return answer;
    if (Date.now() > until) throw new Error(`${path} never changed: ${answer.status}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

const sql = (value: string) => `'${value.replace(/'/g, "''")}'`;
const blobCount = () => {
  const blobs = join(server.persistTo, "v3", "r2", "stayloop-files", "blobs");
  return existsSync(blobs) ? readdirSync(blobs).length : 0;
};

/** An application posted on the public form, as the browser sends it from a campaign's page. */
async function applyFromCampaign(jobId: string, name: string) {
  const body = new FormData();
  body.append("fullName", name);
  body.append("email", `${name.toLowerCase().replace(/\W/g, "")}-${Date.now().toString(36)}@example.com`);
  body.append("phone", "+351 912 345 678");
  body.append("coverLetter", "I would like to join.");
  body.append("resume", new File([fixtureBytes("resume.pdf")], "CV.pdf", { type: "application/pdf" }));
  const response = await fetch(`${server.url}/careers/apply/${jobId}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.url, Referer: `${server.url}/careers/apply/${jobId}?utm_source=linkedin&utm_medium=social&utm_campaign=winter-hiring`, "CF-Connecting-IP": `203.0.113.${Math.floor(Math.random() * 200) + 1}` },
    body,
  });
  expect(response.status).toBe(303);
  return server.query(`SELECT id, resume_path FROM job_applications WHERE full_name = ${sql(name)}`)[0] as { id: string; resume_path: string };
}

function expectStudioPrivate(headers: Headers) {
  expect(headers.get("Cache-Control")).toBe("private, no-store");
  expect(headers.get("X-Robots-Tag")).toMatch(/noindex/);
}


describe("every role against every page and action", () => {
  it("opens the applications to recruiters and admins, the jobs to recruiters, editors and admins, and refuses the rest with 403", async () => {
    const application = await applyFromCampaign("sdr-latam", "Matrix Applicant");
    const job = "customer-success-manager-pt";
    const pages = {
      applications: ["/studio/applications", `/studio/applications?job=sdr-latam`, `/studio/applications/${application.id}`, `/studio/applications/${application.id}/resume`],
      jobs: ["/studio/jobs", "/studio/jobs/new", `/studio/jobs/${job}`],
    };
    const allowed = { applications: ["admin", "recruiter"], jobs: ["admin", "editor", "recruiter"] };
    for (const role of roles) {
      const headers = await asMember(role);
      for (const [area, paths] of Object.entries(pages) as Array<[keyof typeof pages, string[]]>) {
        for (const path of paths) {
          const answer = await get(path, headers);
          expect(answer.status, `${role} ${path}`).toBe(allowed[area].includes(role) ? 200 : 403);
          expectStudioPrivate(answer.headers);
        }
      }
      const home = await get("/studio", headers);
      expect(home.text.includes('href="/studio/applications"'), role).toBe(allowed.applications.includes(role));
      expect(home.text.includes('href="/studio/jobs"'), role).toBe(allowed.jobs.includes(role));
    }

    // Each action: a role that may not gets 403 even with its own valid form token; a role that may
    // gets past the check (a redirect, or 400 for what the form itself refuses); nobody without the token.
    const actions: Array<{ area: keyof typeof allowed; path: string; fields: Record<string, string>; ok: number }> = [
      { area: "applications", path: `/studio/applications/${application.id}`, fields: { intent: "status", status: "reviewing" }, ok: 302 },
      { area: "applications", path: `/studio/applications/${application.id}`, fields: { intent: "note", note: "Seen." }, ok: 302 },
      { area: "applications", path: `/studio/applications/${application.id}`, fields: { intent: "delete" }, ok: 400 },
      { area: "jobs", path: "/studio/jobs/new", fields: { intent: "save", id: "" }, ok: 400 },
      { area: "jobs", path: "/studio/jobs/new", fields: { intent: "preview-en", id: "x" }, ok: 400 },
      { area: "jobs", path: `/studio/jobs/${job}`, fields: { intent: "save" }, ok: 400 },
      { area: "jobs", path: `/studio/jobs/${job}`, fields: { intent: "close" }, ok: 302 },
      { area: "jobs", path: `/studio/jobs/${job}`, fields: { intent: "reopen" }, ok: 302 },
    ];
    for (const role of roles) {
      const headers = await asMember(role);
      // The member's own token, from a form their role may open: the refusal is the role's, not the token's.
      const token = await tokenOf(headers, role === "writer" ? "/studio/content/blog/new" : role === "support" ? "/studio/content/help/new" : "/studio/jobs/new");
      for (const action of actions) {
        const answer = await post(action.path, { _token: token, ...action.fields }, headers);
        expect(answer.status, `${role} ${action.path} ${action.fields.intent}`).toBe(allowed[action.area].includes(role) ? action.ok : 403);
        expectStudioPrivate(answer.headers);
        const forged = await post(action.path, action.fields, headers);
        expect(forged.status, `${role} ${action.path} ${action.fields.intent} without the token`).toBe(403);
      }
    }
    // Only the allowed roles' posts were written: two status changes (admin, recruiter; the second unchanged), their notes, two closes and reopens.
    const audit = server.query(`SELECT actor_role, action FROM studio_audit WHERE item_id IN (${sql(application.id)}, ${sql(job)}) ORDER BY id`);
    expect(audit.filter((line) => line.action === "application.status")).toEqual([{ actor_role: "admin", action: "application.status" }]);
    expect(audit.filter((line) => line.action === "application.note").map((line) => line.actor_role)).toEqual(["admin", "recruiter"]);
    expect(audit.filter((line) => String(line.action).startsWith("job.")).map((line) => `${line.actor_role} ${line.action}`)).toEqual([
      "admin job.close", "admin job.reopen", "editor job.close", "editor job.reopen", "recruiter job.close", "recruiter job.reopen",
    ]);
    expect(new Set(audit.map((line) => line.actor_role))).not.toContain("writer");
  });
});

describe("an application from the public form to its erasure", () => {
  it("lists it with its source, downloads the resume only through the studio, moves its status and deletes it with its file", async () => {
    const recruiter = await asMember("recruiter");
    const blobsBefore = blobCount();
    const application = await applyFromCampaign("customer-success-manager-pt", "Joana Source");
    expect(blobCount()).toBe(blobsBefore + 1);

    const list = await get("/studio/applications?job=customer-success-manager-pt", recruiter);
    expect(list.status).toBe(200);
    const row = /<tr>(?:(?!<\/tr>)[\s\S])*Joana Source[\s\S]*?<\/tr>/.exec(list.text)?.[0] ?? "";
    expect(row).toContain("/careers/apply/customer-success-manager-pt (en)");
    expect(row).toContain("winter-hiring (linkedin / social)");
    expect(row).toContain(">new<");

    const download = await get(`/studio/applications/${application.id}/resume`, recruiter);
    expect(download.status).toBe(200);
    expect(download.bytes.equals(Buffer.from(fixtureBytes("resume.pdf")))).toBe(true);
    expect(download.headers.get("Content-Disposition")).toMatch(/^attachment; filename="Joana Source resume\.pdf"/);
    expect(download.headers.get("Content-Type")).toBe("application/pdf");
    expectStudioPrivate(download.headers);
    // Nothing on the page names the stored object: the only way to it is the studio's route.
    const page = await get(`/studio/applications/${application.id}`, recruiter);
    expect(page.text).not.toContain(application.resume_path);
    expect((await get(`/${application.resume_path}`)).status).toBe(404);
    expect((await get(`/studio/applications/${application.id}/resume`)).status).toBe(403);

    const token = await tokenOf(recruiter, `/studio/applications/${application.id}`);
    expect((await post(`/studio/applications/${application.id}`, { _token: token, intent: "status", status: "interview" }, recruiter)).location).toBe(`/studio/applications/${application.id}?done=status`);
    const hostile = await post(`/studio/applications/${application.id}`, { _token: token, intent: "status", status: "'; DROP TABLE job_applications; --" }, recruiter);
    expect(hostile.status).toBe(400);
    expect(hostile.text).toContain("Choose one of the statuses.");
    const tooLong = await post(`/studio/applications/${application.id}`, { _token: token, intent: "note", note: "x".repeat(5001) }, recruiter);
    expect(tooLong.status).toBe(400);
    expect(tooLong.text).toContain("Keep a note to 5000 characters.");
    expect(tooLong.text).toContain("x".repeat(5001));
    await post(`/studio/applications/${application.id}`, { _token: token, intent: "note", note: "<script>alert(1)</script> called Joana" }, recruiter);
    const shown = await get(`/studio/applications/${application.id}`, recruiter);
    expect(shown.text).toContain("&lt;script&gt;alert(1)&lt;/script&gt; called Joana");
    expect(shown.text).toMatch(/<dt>Status<\/dt><dd>interview<\/dd>/);

    const refused = await post(`/studio/applications/${application.id}`, { _token: token, intent: "delete" }, recruiter);
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Tick the box to confirm the applicant asked for this.");
    const deleted = await post(`/studio/applications/${application.id}`, { _token: token, intent: "delete", confirm: "yes" }, recruiter);
    expect(deleted.location).toBe("/studio/applications?job=customer-success-manager-pt&done=deleted");
    expect((await get(deleted.location!, recruiter)).text).toContain("Deleted the application, its notes and its resume file.");
    expect(server.query(`SELECT count(*) AS n FROM job_applications WHERE id = ${sql(application.id)}`)[0]!.n).toBe(0);
    expect(server.query(`SELECT count(*) AS n FROM job_application_notes WHERE application_id = ${sql(application.id)}`)[0]!.n).toBe(0);
    expect(blobCount()).toBe(blobsBefore);
    expect((await get(`/studio/applications/${application.id}/resume`, recruiter)).status).toBe(404);

    const audit = server.query(`SELECT actor_email, action, detail FROM studio_audit WHERE item_id = ${sql(application.id)} ORDER BY id`);
    expect(audit).toEqual([
      { actor_email: "recruiter@example.com", action: "application.status", detail: "new → interview" },
      { actor_email: "recruiter@example.com", action: "application.note", detail: "note added (38 characters)" },
      { actor_email: "recruiter@example.com", action: "application.delete", detail: "application to customer-success-manager-pt and its resume deleted" },
    ]);
    expect(JSON.stringify(audit)).not.toContain("Joana");
  });

  it("pages a job's applications on the server by keyset, newest first, without repeating or skipping one", async () => {
    const job = `paging-${Date.now().toString(36)}`;
    const values = Array.from({ length: 120 }, (_, i) => `('${crypto.randomUUID()}', '${job}', 'Person ${i}', 'p${i}@example.com', 'resumes/x.pdf', 'en', '2026-11-${String(1 + (i % 28)).padStart(2, "0")}T10:00:00.000Z')`);
    server.query(`INSERT INTO job_applications (id, job_id, full_name, email, resume_path, locale, submitted_at) VALUES ${values.join(", ")}`);
    const admin = await asMember("admin");
    const seen: string[] = [];
    let path: string | null = `/studio/applications?job=${job}`;
    let times: string[] = [];
    while (path) {
      const page = await get(path, admin);
      const names = [...page.text.matchAll(/>(Person \d+)<\/a>/g)].map((match) => match[1]!);
      expect(names.length).toBeLessThanOrEqual(50);
      seen.push(...names);
      times = times.concat([...page.text.matchAll(/<td>(November \d+, 2026)/g)].map((match) => match[1]!));
      const older: string | undefined = /<a[^>]*href="([^"]+)"[^>]*>Older<\/a>/.exec(page.text)?.[1];
      path = older ? older.replace(/&amp;/g, "&") : null;
    }
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    const days = times.map((time) => Number(/November (\d+)/.exec(time)![1]));
    expect(days).toEqual([...days].sort((a, b) => b - a));
  });
});

describe("jobs", () => {
  it("keeps every typed field beside its message, escapes hostile text, and previews with the public page's renderer", async () => {
    const editor = await asMember("editor");
    const token = await tokenOf(editor, "/studio/jobs/new");
    const refused = await post(
      "/studio/jobs/new",
      {
        _token: token,
        intent: "save",
        ...jobFields({ id: "Bad Id!", title_en: "", location_en: "Lisbon\u0007", applicantLocations: "PT, XX", salaryMin: "90000", salaryMax: "10", validThrough: "2020-01-01", description_pt: "", employmentType: "SLAVE" }),
      },
      editor,
    );
    expect(refused.status).toBe(400);
    const errorOf = (id: string) => new RegExp(`id="${id}-error"[^>]*>([^<]+)<`).exec(refused.text)?.[1];
    expect(errorOf("job-id")).toMatch(/lowercase letters, digits and hyphens/);
    expect(errorOf("job-title-en")).toBe("Enter the English title.");
    expect(errorOf("job-location-en")).toMatch(/one line, without control characters/);
    expect(errorOf("job-description-pt")).toBe("Enter the Portuguese description.");
    expect(errorOf("job-countries")).toMatch(/Not a country code: XX/);
    expect(errorOf("job-max")).toBe("The highest figure must not be below the lowest.");
    expect(errorOf("job-closing")).toMatch(/closes the job at once/);
    expect(errorOf("job-employment")).toBe("Choose the employment type.");
    expect(refused.text).toContain('value="Bad Id!"');
    expect(refused.text).toContain('value="Profissional de Growth"');
    expect(refused.text).toMatch(/id="job-title-en"[^>]*aria-invalid="true"/);
    expect(refused.text).toMatch(/id="job-title-en"[^>]*aria-describedby="job-title-en-error"/);

    const fields = jobFields({ id: "preview-only", title_en: '<img src=x onerror="alert(1)">Growth' });
    const preview = await post("/studio/jobs/new", { _token: token, intent: "preview-en", ...fields }, editor);
    expect(preview.status).toBe(200);
    expect(preview.text).toMatch(/<h1[^>]*>&lt;img src=x onerror=&quot;alert\(1\)&quot;&gt;Growth<\/h1>/);
    expect(preview.text).not.toContain("<img src=x");
    expect(preview.text).toContain("€50,000 to €60,000");
    const portuguese = await post("/studio/jobs/new", { _token: token, intent: "preview-pt", ...fields }, editor);
    expect(portuguese.text).toMatch(/<h1[^>]*>Profissional de Growth<\/h1>/);
    // The Portuguese page falls back to the English lists, as the public page does.
    expect(portuguese.text).toContain("Run campaigns.");
    expect(server.query("SELECT count(*) AS n FROM job_listings WHERE id = 'preview-only'")[0]!.n).toBe(0);
  });

  it("creates, edits, closes and reopens a job, which visitors see through the edge cache in both languages", async () => {
    const recruiter = await asMember("recruiter");
    const token = await tokenOf(recruiter, "/studio/jobs/new");
    const id = `growth-${Date.now().toString(36)}`;
    const version = () => Number(server.query("SELECT version FROM content_version")[0]!.version);
    const before = version();
    const created = await post("/studio/jobs/new", { _token: token, intent: "save", id, ...jobFields() }, recruiter);
    expect(created.location).toBe(`/studio/jobs/${id}?done=created`);
    expect(version()).toBeGreaterThan(before);
    expect(server.query(`SELECT applicant_locations, salary_min, salary_unit, active FROM job_listings WHERE id = ${sql(id)}`)).toEqual([{ applicant_locations: '["PT","ES"]', salary_min: 50000, salary_unit: "YEAR", active: 1 }]);
    const en = await eventually(`/careers/${id}`, (answer) => answer.status === 200);
    expect(en.text).toContain("Growth Marketer");
    expect(en.text).toContain("€50,000 to €60,000");
    expect(en.text).toContain('"@type":"JobPosting"');
    expect((await get(`/pt/careers/${id}`)).text).toContain("Profissional de Growth");
    await eventually("/careers", (answer) => answer.text.includes("Growth Marketer"));

    // The page is in the edge's cache now; an edit reaches visitors anyway, because the content version moved.
    await get(`/careers/${id}`);
    const edit = jobFields({ title_en: "Growth Lead", title_pt: "", department_pt: "", location_pt: "", type_pt: "", description_pt: "" });
    expect((await post(`/studio/jobs/${id}`, { _token: token, intent: "save", ...edit }, recruiter)).location).toBe(`/studio/jobs/${id}?done=saved`);
    await eventually(`/careers/${id}`, (answer) => answer.text.includes("Growth Lead"));
    expect((await get(`/pt/careers/${id}`)).text).toContain("Growth Lead");

    expect((await post(`/studio/jobs/${id}`, { _token: token, intent: "close" }, recruiter)).location).toBe(`/studio/jobs/${id}?done=closed`);
    await eventually(`/careers/${id}`, (answer) => answer.status === 404);
    expect((await get("/careers")).text).not.toContain("Growth Lead");
    expect((await get("/sitemap.xml")).text).not.toContain(`/careers/${id}`);
    expect((await get(`/studio/jobs/${id}`, recruiter)).text).toContain("Reopen the job");

    await post(`/studio/jobs/${id}`, { _token: token, intent: "reopen" }, recruiter);
    await eventually(`/careers/${id}`, (answer) => answer.status === 200);
    const taken = await post("/studio/jobs/new", { _token: token, intent: "save", id, ...jobFields() }, recruiter);
    expect(taken.status).toBe(400);
    expect(taken.text).toContain("A job already has this address; choose another.");
    expect(server.query(`SELECT action, actor_role FROM studio_audit WHERE kind = 'jobs' AND item_id = ${sql(id)} ORDER BY id`).map((line) => line.action)).toEqual(["job.create", "job.update", "job.close", "job.reopen"]);
  });
});
