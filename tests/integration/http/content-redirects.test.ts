import { afterAll, describe, expect, it } from "vitest";
import { baseUrl, queryD1 } from "./support";

/**
 * Renamed slugs over HTTP (issue 29 item 3, decision 0215): the old address answers 301 to the
 * new one in both languages, chains collapse, a slug another piece takes wins, and every kind
 * does it.
 */
const get = (path: string) => fetch(`${baseUrl()}${path}`, { redirect: "manual" });
const tag = crypto.randomUUID().slice(0, 8);

// The site is shared with the other files: the rows made here go, and their redirects with them.
afterAll(() => {
  for (const table of ["blog_articles", "tutorials", "help_articles", "case_studies", "comparisons"]) {
    queryD1(`DELETE FROM ${table} WHERE id LIKE '%-${tag}'`);
  }
});

describe("a renamed article", () => {
  it("answers 301 from each old slug straight to the current one, in both languages", async () => {
    const [a, b, c] = ["first", "second", "third"].map((name) => `${name}-${tag}`);
    queryD1(`INSERT INTO blog_articles (id, slug, locale, title, excerpt, content, author, is_published, published_date) VALUES
      ('rn-en-${tag}', '${a}', 'en', 'Renamed ${tag}', 'E', 'Body', 'Ana', 1, '2026-11-01T09:00:00Z'),
      ('rn-pt-${tag}', '${a}', 'pt', 'Renomeado ${tag}', 'E', 'Texto', 'Ana', 1, '2026-11-01T09:00:00Z')`);
    queryD1(`UPDATE blog_articles SET slug = '${b}' WHERE id IN ('rn-en-${tag}', 'rn-pt-${tag}')`);
    queryD1(`UPDATE blog_articles SET slug = '${c}' WHERE id IN ('rn-en-${tag}', 'rn-pt-${tag}')`);

    for (const old of [a, b]) {
      const english = await get(`/blog/${old}`);
      expect(english.status).toBe(301);
      expect(english.headers.get("Location")).toBe(`/blog/${c}`);
      const portuguese = await get(`/pt/blog/${old}`);
      expect(portuguese.status).toBe(301);
      expect(portuguese.headers.get("Location")).toBe(`/pt/blog/${c}`);
    }
    expect(await (await get(`/blog/${c}`)).text()).toContain(`Renamed ${tag}`);
    expect(await (await get(`/pt/blog/${c}`)).text()).toContain(`Renomeado ${tag}`);
  });

  it("gives way to another piece that takes the old slug", async () => {
    const old = `taken-${tag}`;
    queryD1(`INSERT INTO tutorials (id, slug, locale, title, excerpt, content, is_published, published_date) VALUES
      ('tk-1-${tag}', '${old}', 'en', 'The first ${tag}', 'E', 'Body', 1, '2026-11-01T09:00:00Z')`);
    queryD1(`UPDATE tutorials SET slug = 'moved-${tag}' WHERE id = 'tk-1-${tag}'`);
    expect((await get(`/tutorials/${old}`)).headers.get("Location")).toBe(`/tutorials/moved-${tag}`);
    queryD1(`INSERT INTO tutorials (id, slug, locale, title, excerpt, content, is_published, published_date) VALUES
      ('tk-2-${tag}', '${old}', 'en', 'The second ${tag}', 'E', 'Body', 1, '2026-11-02T09:00:00Z')`);
    const response = await get(`/tutorials/${old}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`The second ${tag}`);
  });
});

describe("the seed (issue 29 item 7)", () => {
  it("keeps a renamed slug, and its scheduled article is not there yet", async () => {
    const renamed = await get("/blog/direct-booking-site-checklist");
    expect([renamed.status, renamed.headers.get("Location")]).toEqual([301, "/blog/direct-booking-website-checklist"]);
    expect((await get("/blog/shoulder-season-direct-booking-plan")).status).toBe(404);
    expect(await (await get("/blog")).text()).not.toContain("shoulder-season-direct-booking-plan");
  });
});

describe("every kind keeps its old addresses", () => {
  it("help articles, case studies and comparisons answer 301 too", async () => {
    queryD1(`INSERT INTO help_articles (id, slug, locale, title, summary, content, is_published) VALUES ('rh-${tag}', 'old-help-${tag}', 'en', 'Help ${tag}', 'S', 'B', 1)`);
    queryD1(`INSERT INTO case_studies (id, slug, locale, title, client_name, excerpt, content, is_published, display_order) VALUES ('rc-${tag}', 'old-case-${tag}', 'en', 'Case ${tag}', 'C', 'E', '<p>B</p>', 1, 0)`);
    queryD1(`INSERT INTO comparisons (id, slug, locale, title, header_description, competitor_name, is_published) VALUES ('rv-${tag}', 'old-vs-${tag}', 'en', 'vs ${tag}', 'h', 'X', 1)`);
    queryD1(`UPDATE help_articles SET slug = 'new-help-${tag}' WHERE id = 'rh-${tag}'`);
    queryD1(`UPDATE case_studies SET slug = 'new-case-${tag}' WHERE id = 'rc-${tag}'`);
    queryD1(`UPDATE comparisons SET slug = 'new-vs-${tag}' WHERE id = 'rv-${tag}'`);
    const cases: Array<[string, string]> = [
      [`/help-center/old-help-${tag}`, `/help-center/new-help-${tag}`],
      [`/pt/help-center/old-help-${tag}`, `/pt/help-center/new-help-${tag}`],
      [`/case-studies/old-case-${tag}`, `/case-studies/new-case-${tag}`],
      [`/comparisons/old-vs-${tag}`, `/comparisons/new-vs-${tag}`],
    ];
    for (const [from, to] of cases) {
      const response = await get(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.get("Location"), from).toBe(to);
      expect((await get(to)).status, to).toBe(200);
    }
  });

  it("an address no row ever had is still the page's 404", async () => {
    expect((await get(`/blog/never-${tag}`)).status).toBe(404);
    expect((await get(`/help-center/never-${tag}`)).status).toBe(404);
  });
});
