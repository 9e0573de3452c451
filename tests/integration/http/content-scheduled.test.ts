import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script shared with Playwright's webServer
import { startTestServer } from "../../../scripts/test-server.mjs";

/**
 * Issue 29 item 1 as its check says, on a site of its own with the edge cache on: rows of every
 * kind scheduled ahead are absent from every list, feed, the sitemap, the help search and their
 * own URLs (those answers cached meanwhile), then present everywhere within a minute of their
 * time, with no command run and no write at that time (decision 0213).
 */
let server: { url: string; stop: () => Promise<void>; query: (sql: string) => Array<Record<string, unknown>> };
beforeAll(async () => {
  server = await startTestServer({ name: "scheduled", port: 0, vars: { EDGE_CACHE: "on" } });
}, 300_000);
afterAll(async () => {
  await server?.stop();
});

const tag = crypto.randomUUID().slice(0, 8);
const slug = `scheduled-${tag}`;
const word = `zebrafinch${tag.replace(/[0-9]/g, "")}`;

async function page(path: string) {
  const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
  return { status: response.status, cache: response.headers.get("X-Edge-Cache"), text: await response.text() };
}

/** Every public place a row can show, and whether it shows there. */
const places: Record<string, (category: { blog: string; tutorials: string; help: string }) => [string, (answer: Awaited<ReturnType<typeof page>>) => boolean]> = {
  blogList: () => ["/blog", (a) => a.text.includes(`/blog/${slug}`)],
  blogListPt: () => ["/pt/blog", (a) => a.text.includes(`/pt/blog/${slug}`)],
  blogCategory: (c) => [`/blog?category=${c.blog}`, (a) => a.text.includes(`/blog/${slug}`)],
  blogArticle: () => [`/blog/${slug}`, (a) => a.status === 200 && a.text.includes(`Scheduled ${tag}`)],
  blogArticlePt: () => [`/pt/blog/${slug}`, (a) => a.status === 200 && a.text.includes(`Agendado ${tag}`)],
  blogFeed: () => ["/blog/rss.xml", (a) => a.text.includes(`/blog/${slug}`)],
  blogFeedPt: () => ["/pt/blog/rss.xml", (a) => a.text.includes(`/pt/blog/${slug}`)],
  sitemap: () => ["/sitemap.xml", (a) => a.text.includes(`/blog/${slug}<`) && a.text.includes(`/help-center/${slug}<`)],
  tutorials: () => ["/tutorials", (a) => a.text.includes(`/tutorials/${slug}`)],
  tutorial: () => [`/tutorials/${slug}`, (a) => a.status === 200],
  tutorialFeed: () => ["/tutorials/rss.xml", (a) => a.text.includes(`/tutorials/${slug}`)],
  helpCategory: (c) => [`/help-center?category=${c.help}`, (a) => a.text.includes(`/help-center/${slug}`)],
  helpSearch: () => [`/help-center?q=${word}`, (a) => a.text.includes(`/help-center/${slug}`)],
  helpArticle: () => [`/help-center/${slug}`, (a) => a.status === 200],
  caseStudies: () => ["/case-studies", (a) => a.text.includes(`/case-studies/${slug}`)],
  caseStudy: () => [`/case-studies/${slug}`, (a) => a.status === 200],
  comparisons: () => ["/comparisons", (a) => a.text.includes(`/comparisons/${slug}`)],
  comparison: () => [`/comparisons/${slug}`, (a) => a.status === 200],
};

describe("a publication scheduled ahead (issue 29 item 1)", () => {
  it("is nowhere until its time, then everywhere within a minute, cached pages included", async () => {
    const [blogCategory] = server.query("SELECT id, slug FROM blog_categories WHERE locale = 'en' ORDER BY display_order LIMIT 1") as Array<{ id: string; slug: string }>;
    const [tutorialCategory] = server.query("SELECT id, slug FROM tutorial_categories WHERE locale = 'en' ORDER BY display_order LIMIT 1") as Array<{ id: string; slug: string }>;
    const [helpCategory] = server.query("SELECT id, slug FROM help_categories WHERE locale = 'en' ORDER BY display_order LIMIT 1") as Array<{ id: string; slug: string }>;
    const categories = { blog: blogCategory!.slug, tutorials: tutorialCategory!.slug, help: helpCategory!.slug };
    const due = new Date(Date.now() + 40_000);
    const at = due.toISOString();
    server.query(`INSERT INTO blog_articles (id, slug, locale, category_id, title, excerpt, content, author, is_published, published_date) VALUES
      ('${slug}-en', '${slug}', 'en', '${blogCategory!.id}', 'Scheduled ${tag}', 'Soon', 'Body', 'Ana', 1, '${at}'),
      ('${slug}-pt', '${slug}', 'pt', NULL, 'Agendado ${tag}', 'Em breve', 'Texto', 'Ana', 1, '${at}')`);
    server.query(`INSERT INTO tutorials (id, slug, locale, category_id, title, excerpt, content, is_published, published_date) VALUES
      ('${slug}-t', '${slug}', 'en', '${tutorialCategory!.id}', 'Scheduled tutorial ${tag}', 'Soon', 'Body', 1, '${at}')`);
    server.query(`INSERT INTO help_articles (id, slug, locale, category_id, title, summary, content, is_published, published_date) VALUES
      ('${slug}-h', '${slug}', 'en', '${helpCategory!.id}', 'Scheduled help ${word}', 'About ${word}', 'Body', 1, '${at}')`);
    server.query(`INSERT INTO case_studies (id, slug, locale, title, client_name, excerpt, content, is_published, display_order, published_date) VALUES
      ('${slug}-c', '${slug}', 'en', 'Scheduled case ${tag}', 'Client', 'Soon', '<p>Body</p>', 1, 0, '${at}')`);
    server.query(`INSERT INTO comparisons (id, slug, locale, title, header_description, competitor_name, is_published, published_date) VALUES
      ('${slug}-v', '${slug}', 'en', 'vs Scheduled ${tag}', 'h', 'Scheduled', 1, '${at}')`);

    const checks = Object.entries(places).map(([name, place]) => ({ name, ...Object.fromEntries([["path", place(categories)[0]], ["shows", place(categories)[1]]]) })) as Array<{
      name: string;
      path: string;
      shows: (answer: Awaited<ReturnType<typeof page>>) => boolean;
    }>;
    // The inserts moved the version: once the edge has read it again (a read older than 5 s is
    // refreshed by the next request), the answers below are the copies kept until the time.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    await page("/about");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // Before its time: absent everywhere, and those answers are what the edge cache keeps.
    for (const check of checks) {
      const answer = await page(check.path);
      expect(check.shows(answer), `${check.name} before its time`).toBe(false);
      if (check.path.endsWith(`/${slug}`)) expect([404, 302], check.name).toContain(answer.status);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await page("/blog")).cache).toBe("HIT");
    expect((await page(`/blog/${slug}`)).cache).toBe("HIT");
    expect(Date.now()).toBeLessThan(due.getTime());

    // From its time: everywhere, within a minute.
    const pending = new Set(checks);
    while (pending.size > 0 && Date.now() - due.getTime() < 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      for (const check of [...pending]) if (check.shows(await page(check.path))) pending.delete(check);
    }
    const seconds = (Date.now() - due.getTime()) / 1000;
    console.info(`scheduled rows shown everywhere ${seconds.toFixed(1)} s after their time`);
    expect([...pending].map((check) => check.name)).toEqual([]);
  }, 150_000);
});
