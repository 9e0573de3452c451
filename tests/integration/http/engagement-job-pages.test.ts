import { afterAll, describe, expect, it } from "vitest";
import { noReuse, visible } from "../../fixtures/engagement/http";
import { baseUrl, queryD1 } from "./support";

// A page per job (issue 22 item 2; docs/decisions/0309-job-pages.md, 0047) over HTTP on the D1 backend.
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
  it("shows the full description, the facts and Apply, with a complete JobPosting (remote job, salary known, open until filled)", async () => {
    const response = await get("/careers/senior-full-stack-engineer");
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = textOf(html);
    expect(html).toMatch(/<h1[^>]*>Senior Full-Stack Engineer \(Remix &amp; Cloudflare\)<\/h1>/);
    expect(text).toContain("Build the features hosts use every day");
    expect(text).toContain("Posted November 10, 2026");
    // No closing date: the page says so, and the markup says nothing (decision 0047).
    expect(text).toContain("Apply by Open until filled");
    expect(text).toContain("What you will do Design, build and ship features across the stack");
    expect(text).toContain("What we look for Five or more years of shipping web products to real users.");
    expect(text).toContain("Hours Full-time, 40 hours a week.");
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
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "StayLoop" },
      jobLocationType: "TELECOMMUTE",
      url: `${baseUrl()}/careers/senior-full-stack-engineer`,
      baseSalary: { "@type": "MonetaryAmount", currency: "EUR", value: { minValue: 70000, maxValue: 90000, unitText: "YEAR" } },
    });
    expect(posting).not.toHaveProperty("validThrough");
    expect(posting.description).toMatch(/^<p>Build the features hosts use every day/);
    // The full description, as the page shows it: every item and the hours, under the page's headings.
    expect(posting.description).toContain("<h3>What you will do</h3><ul><li>Design, build and ship features across the stack");
    expect(posting.description).toContain("<h3>What we look for</h3><ul><li>Five or more years of shipping web products to real users.</li>");
    expect(posting.description).toContain("<h3>Hours</h3><p>Full-time, 40 hours a week.");
    for (const item of [...(posting.responsibilities as string[]), ...(posting.qualifications as string[]), posting.workHours as string]) {
      expect(text, item).toContain(item);
    }
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
    // Always open (spec 2 §2.2): no closing date is invented for it.
    expect(posting).not.toHaveProperty("validThrough");
    expect(posting.description).toContain("<h3>What you will do</h3>");
    expect(posting.applicantLocationRequirements).toContainEqual({ "@type": "Country", name: "Brazil" });
  });

  it("is in Portuguese at /pt/careers/{jobId}", async () => {
    const response = await get("/pt/careers/senior-full-stack-engineer");
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = textOf(html);
    expect(text).toContain("Engenheiro(a) Full-Stack Sênior (Remix e Cloudflare)");
    expect(text).toContain("Publicada em 10 de novembro de 2026");
    expect(text).toContain("Candidate-se até Aberta até ser preenchida");
    expect(text).toContain("O que você vai fazer Projetar, construir e lançar recursos em toda a stack");
    expect(text).toContain("Horário Tempo integral, 40 horas por semana.");
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

  it("gives an on-site job a jobLocation instead of TELECOMMUTE, and a job that closes its closing date, on the page and in the markup", async () => {
    // Thirty days from now, at the end of that day: a real closing date that never expires under the test.
    const closes = new Date(Date.now() + 30 * 86_400_000);
    closes.setUTCHours(23, 59, 59, 0);
    insertJob(openId, closes.toISOString());
    const response = await get(`/careers/${openId}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const posting = postingsOf(html)[0]!;
    expect(posting).toMatchObject({ employmentType: "PART_TIME", jobLocation: { "@type": "Place", address: { addressLocality: "Lisbon" } } });
    expect(posting.validThrough).toBe(closes.toISOString());
    const shown = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).format(closes);
    expect(textOf(html)).toContain(`Apply by ${shown}`);
    // A job that says no more than what the role is: no headings over empty parts.
    expect(textOf(html)).not.toContain("What you will do");
    expect(posting.description).toBe("<p>Test the site.</p>");
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
    if (queryD1(`SELECT id FROM job_listings WHERE id = '${openId}'`).length === 0) insertJob(openId, new Date(Date.now() + 30 * 86_400_000).toISOString());
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
