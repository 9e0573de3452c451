import { afterAll, describe, expect, it } from "vitest";
import { noReuse, visible } from "../../fixtures/engagement/http";
import { baseUrl, queryD1 } from "./support";

// A page per job (issue 22 item 2; docs/decisions/0309-job-pages.md) over HTTP on the D1 backend.
// A cookie the edge does not ignore keeps each answer out of the page cache, so a row changed
// here is what the next answer shows.
const uncached = { ...noReuse, Cookie: "job_pages_test=1" };
const get = (path: string) => fetch(baseUrl() + path, { redirect: "manual", headers: uncached });
const textOf = (html: string) => visible(html).replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/&#x27;/g, "'").replace(/\s+/g, " ");
const postingsOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    .filter((data) => data["@type"] === "JobPosting");

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const openId = `it-open-${suffix}`;
const closedId = `it-closed-${suffix}`;
const inserted = [openId, closedId];

function insertJob(id: string, validThrough: string, active = 1) {
  queryD1(
    `INSERT INTO job_listings (id, title, department, location, type, description, employment_type, is_remote, active, display_order, posted_at, valid_through, applicant_locations)
     VALUES ('${id}', 'Test Job ${id}', 'Testing', 'Lisbon', 'Part-time', 'Test the site.', 'PART_TIME', 0, ${active}, 99, '2026-11-20T09:00:00.000Z', '${validThrough}', NULL)`,
  );
}

afterAll(() => {
  queryD1(`DELETE FROM job_listings WHERE id IN (${inserted.map((id) => `'${id}'`).join(", ")})`);
});

describe("a job's page", () => {
  it("shows the description, the facts and Apply, with a complete JobPosting (remote job, salary known)", async () => {
    const response = await get("/careers/senior-full-stack-engineer");
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = textOf(html);
    expect(html).toMatch(/<h1[^>]*>Senior Full-Stack Engineer \(Remix &amp; Cloudflare\)<\/h1>/);
    expect(text).toContain("Build the features hosts use every day");
    expect(text).toContain("Posted November 10, 2026");
    expect(text).toContain("Apply by February 28, 2030");
    expect(text).toContain("Salary €70,000 to €90,000 a year");
    expect(text).toContain("Remote, from Portugal, Spain");
    expect(html).toMatch(/<a[^>]*href="\/careers\/apply\/senior-full-stack-engineer"[^>]*>Apply for this job/);
    expect(html).toMatch(/<a[^>]*href="\/careers#open-positions"/);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/careers/senior-full-stack-engineer"`);

    const postings = postingsOf(html);
    expect(postings).toHaveLength(1);
    const posting = postings[0]!;
    expect(posting).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Senior Full-Stack Engineer (Remix & Cloudflare)",
      datePosted: "2026-11-10",
      validThrough: "2030-02-28T23:59:59.000Z",
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "StayLoop" },
      jobLocationType: "TELECOMMUTE",
      url: `${baseUrl()}/careers/senior-full-stack-engineer`,
      baseSalary: { "@type": "MonetaryAmount", currency: "EUR", value: { minValue: 70000, maxValue: 90000, unitText: "YEAR" } },
    });
    expect(posting.description).toMatch(/^<p>Build the features hosts use every day/);
    expect(posting.applicantLocationRequirements).toContainEqual({ "@type": "Country", name: "Portugal" });
    expect(posting).not.toHaveProperty("jobLocation");
  });

  it("has no salary where none is published, and the built-in job has its own page", async () => {
    const csm = await (await get("/careers/customer-success-manager-pt")).text();
    expect(textOf(csm)).not.toContain("Salary");
    expect(postingsOf(csm)[0]).not.toHaveProperty("baseSalary");
    const sdr = await get("/careers/sdr-latam");
    expect(sdr.status).toBe(200);
    const posting = postingsOf(await sdr.text())[0]!;
    expect(posting).toMatchObject({ title: "Sales Development Representative", employmentType: "CONTRACTOR", jobLocationType: "TELECOMMUTE" });
    expect(new Date(String(posting.validThrough)).getTime()).toBeGreaterThan(Date.now());
    expect(posting.applicantLocationRequirements).toContainEqual({ "@type": "Country", name: "Brazil" });
  });

  it("is in Portuguese at /pt/careers/{jobId}", async () => {
    const response = await get("/pt/careers/senior-full-stack-engineer");
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = textOf(html);
    expect(text).toContain("Engenheiro(a) Full-Stack Sênior (Remix e Cloudflare)");
    expect(text).toContain("Publicada em 10 de novembro de 2026");
    expect(text).toContain("Candidate-se até 28 de fevereiro de 2030");
    expect(text).toMatch(/Salário €\s70\.000 a €\s90\.000 por ano/);
    expect(text).toContain("Remoto, a partir de: Portugal, Espanha, Alemanha");
    expect(html).toMatch(/<a[^>]*href="\/pt\/careers\/apply\/senior-full-stack-engineer"[^>]*>Candidatar-se a esta vaga/);
    expect(postingsOf(html)[0]).toMatchObject({
      title: "Engenheiro(a) Full-Stack Sênior (Remix e Cloudflare)",
      url: `${baseUrl()}/pt/careers/senior-full-stack-engineer`,
      inLanguage: "pt-BR",
    });
  });

  it("answers 404 for an unknown, an inactive and an expired job, in both languages", async () => {
    insertJob(closedId, "2026-01-31T23:59:59.000Z");
    for (const path of ["/careers/no-such-job", "/careers/content-marketing-lead", `/careers/${closedId}`, `/pt/careers/${closedId}`, "/pt/careers/no-such-job"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(postingsOf(await response.text()), path).toEqual([]);
    }
    expect(textOf(await (await get("/careers")).text())).not.toContain(`Test Job ${closedId}`);
  });

  it("gives an on-site job a jobLocation instead of TELECOMMUTE", async () => {
    insertJob(openId, "2099-12-31T23:59:59.000Z");
    const response = await get(`/careers/${openId}`);
    expect(response.status).toBe(200);
    const posting = postingsOf(await response.text())[0]!;
    expect(posting).toMatchObject({ employmentType: "PART_TIME", jobLocation: { "@type": "Place", address: { addressLocality: "Lisbon" } } });
    expect(posting).not.toHaveProperty("jobLocationType");
  });
});

describe("the careers list and the sitemap", () => {
  it("links each job's page from the list, which carries no JobPosting", async () => {
    for (const [path, prefix] of [["/careers", ""], ["/pt/careers", "/pt"]] as const) {
      const html = await (await get(path)).text();
      for (const id of ["sdr-latam", "senior-full-stack-engineer", "customer-success-manager-pt"]) {
        expect(html, `${path} → ${id}`).toContain(`href="${prefix}/careers/${id}"`);
      }
      expect(postingsOf(html)).toEqual([]);
    }
  });

  it("lists every open job's page in both languages, and no closed one", async () => {
    if (queryD1(`SELECT id FROM job_listings WHERE id = '${openId}'`).length === 0) insertJob(openId, "2099-12-31T23:59:59.000Z");
    if (queryD1(`SELECT id FROM job_listings WHERE id = '${closedId}'`).length === 0) insertJob(closedId, "2026-01-31T23:59:59.000Z");
    const body = await (await get("/sitemap.xml")).text();
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(baseUrl(), ""));
    for (const id of ["sdr-latam", "senior-full-stack-engineer", "customer-success-manager-pt", openId]) {
      expect(locs).toContain(`/careers/${id}`);
      expect(locs).toContain(`/pt/careers/${id}`);
    }
    for (const id of ["content-marketing-lead", closedId]) {
      expect(locs.some((loc) => loc.endsWith(`/careers/${id}`))).toBe(false);
    }
    expect(locs).not.toContain("/careers/apply/sdr-latam");
  });
});
