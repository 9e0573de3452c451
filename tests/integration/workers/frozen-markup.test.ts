import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import type { Env } from "~/server/env.server";
import worker from "../../../functions/index";

/**
 * The header's and footer's markup, rendered once per isolate and language (decision 0052;
 * app/components/ui/frozen.tsx): the Worker's own `fetch` in workerd, in a fresh isolate (one per
 * test file), with the edge cache off so that every answer is rendered. A page is the same bytes
 * whether its chrome was rendered in place (the first page of a language) or copied (every page
 * after it), in both languages, on the home page (its own logo) and elsewhere.
 */
const siteEnv = (): Env => ({
  ...(env as unknown as Env),
  APP_ENV: "development",
  SESSION_SECRET: "frozen-test-session-secret-0123456789",
  HASH_SALT: "frozen-test-hash-salt-0123456789",
  EDGE_CACHE: "off",
});

async function page(path: string) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`https://stayloop.example${path}`), siteEnv(), ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  expect(response.status, path).toBe(200);
  return body;
}

describe("chrome rendered once per isolate and language", () => {
  it("gives the same page whether its header and footer were rendered or copied", async () => {
    // Every <Frozen> part of these pages can be rendered apart (one that cannot stays rendered
    // in place and says so: the pages would still be equal).
    const errors = vi.spyOn(console, "error");
    for (const path of ["/about", "/", "/pricing", "/pricing?billing=yearly", "/pt/about", "/pt", "/pt/blog", "/pt/pricing?billing=yearly", "/blog", "/tutorials", "/pt/tutorials"]) {
      const first = await page(path);
      const again = await page(path);
      expect(again, path).toBe(first);
      expect(again).not.toContain("frozen-markup");
    }
    expect(errors.mock.calls.map(String).filter((call) => call.includes("<Frozen"))).toEqual([]);
    errors.mockRestore();
  });

  // Decision 0053: the pricing section is kept per value of its props.
  it("keeps one pricing section per billing period and comparison table, and an edit makes a new one", async () => {
    const section = (body: string) => body.slice(body.indexOf('<section id="pricing"'), body.indexOf('<section id="faq"'));
    const monthly = await page("/");
    const yearly = await page("/?billing=yearly");
    expect(monthly).toContain('data-billing-current="monthly"');
    expect(yearly).toContain('data-billing-current="yearly"');
    expect(yearly).not.toContain('data-billing-current="monthly"');
    expect(await page("/")).toBe(monthly);
    expect(await page("/?billing=yearly")).toBe(yearly);
    // The pricing page's section differs from the home page's (no anchor on its links): its own copy.
    expect(await page("/pricing")).toContain('href="/pricing?billing=yearly"');
    expect(monthly).toContain('href="/?billing=yearly#pricing"');

    // An editor adds a row to the comparison table: the next page shows it, rendered again.
    expect(section(monthly)).not.toContain("Frozen-copy test row");
    await env.DB.prepare(
      `INSERT INTO pricing_features (id, feature_key, locale, feature_name, starter_included, professional_included, enterprise_included, category, display_order)
       VALUES ('frozen-test', 'frozen-test', 'en', 'Frozen-copy test row', 1, 1, 1, 'Testing', 999)`,
    ).run();
    try {
      const edited = await page("/");
      expect(section(edited)).toContain("Frozen-copy test row");
      expect(await page("/")).toBe(edited);
    } finally {
      await env.DB.prepare("DELETE FROM pricing_features WHERE id = 'frozen-test'").run();
    }
    expect(section(await page("/"))).toBe(section(monthly));
  });

  it("keeps the blog's grid of cards per list of cards: a filter, an edit and a new language each get theirs", async () => {
    const insert = (id: string, slug: string, locale: string, title: string, category: string | null) =>
      env.DB.prepare(
        `INSERT INTO blog_articles (id, slug, locale, category_id, title, excerpt, author, is_published, published_date)
         VALUES (?, ?, ?, ?, ?, 'An excerpt.', 'Ana Lima', 1, '2026-01-0' || ? || 'T09:00:00Z')`,
      )
        .bind(id, slug, locale, category, title, id.slice(-1))
        .run();
    await env.DB.prepare("INSERT INTO blog_categories (id, slug, locale, name) VALUES ('fz-cat', 'frozen-tests', 'en', 'Frozen tests')").run();
    await insert("fz-1", "first-frozen-card", "en", "First frozen card", "fz-cat");
    await insert("fz-2", "second-frozen-card", "en", "Second frozen card", null);
    const errors = vi.spyOn(console, "error");
    try {
      const all = await page("/blog");
      expect(all).toContain("First frozen card");
      expect(all).toContain("Second frozen card");
      expect(await page("/blog")).toBe(all);
      const filtered = await page("/blog?category=frozen-tests");
      expect(filtered).toContain("First frozen card");
      expect(filtered).not.toContain("Second frozen card");
      expect(await page("/blog?category=frozen-tests")).toBe(filtered);
      // Portuguese shows the English rows with its own labels: another copy.
      expect(await page("/pt/blog")).toContain('lang="en"');
      // An editor renames an article: the next list shows the new title.
      await env.DB.prepare("UPDATE blog_articles SET title = 'First card, renamed' WHERE id = 'fz-1'").run();
      const edited = await page("/blog");
      expect(edited).toContain("First card, renamed");
      expect(edited).not.toContain("First frozen card");
      expect(await page("/blog")).toBe(edited);
      expect(errors.mock.calls.map(String).filter((call) => call.includes("<Frozen"))).toEqual([]);
    } finally {
      errors.mockRestore();
      await env.DB.prepare("DELETE FROM blog_articles WHERE id IN ('fz-1', 'fz-2')").run();
      await env.DB.prepare("DELETE FROM blog_categories WHERE id = 'fz-cat'").run();
    }
  });

  it("keeps the roadmap's board per list of items, behind an item's dialog too, and a vote makes a new one", async () => {
    await env.DB.prepare(
      "INSERT INTO roadmap_items (id, title, status, upvotes, created_at) VALUES (9901, 'Frozen board item', 'Next Up', 4, '2026-01-01T00:00:00Z')",
    ).run();
    const errors = vi.spyOn(console, "error");
    try {
      const board = await page("/roadmap");
      expect(board).toContain("Frozen board item");
      expect(await page("/roadmap")).toBe(board);
      const dialog = await page("/roadmap/9901");
      expect(dialog).toContain("<dialog open");
      expect(dialog.match(/Frozen board item/g)?.length).toBeGreaterThanOrEqual(2);
      expect(await page("/roadmap/9901")).toBe(dialog);
      // A vote changes the count the board shows: the next board is rendered again with it.
      const count = (body: string) => /Frozen board item[\s\S]*?(\d+)[^<]*<\/span>/.exec(body)?.[1];
      await env.DB.prepare("UPDATE roadmap_items SET upvotes = 5 WHERE id = 9901").run();
      const voted = await page("/roadmap");
      expect(voted).not.toBe(board);
      expect(await page("/roadmap")).toBe(voted);
      expect(count(voted)).not.toBe(count(board));
      expect(errors.mock.calls.map(String).filter((call) => call.includes("<Frozen"))).toEqual([]);
    } finally {
      errors.mockRestore();
      await env.DB.prepare("DELETE FROM roadmap_items WHERE id = 9901").run();
    }
  });

  it("copies the language's own chrome, with the page's own language choice and logo", async () => {
    const about = await page("/about");
    const sobre = await page("/pt/about");
    const home = await page("/");
    // The Features menu, the footer's columns and legal links, in each page's language.
    expect(about).toContain('<nav aria-label="Main navigation"');
    expect(about).toContain(">Terms of Service</a>");
    expect(sobre).toContain('href="/pt/features/guest-loyalty-program"');
    expect(sobre).toContain(">Termos de Serviço</a>");
    expect(sobre).not.toContain(">Terms of Service</a>");
    // What stays the page's own: the language form's return address, the logo's variant.
    expect(about).toContain('name="redirectTo" value="/about"');
    expect(sobre).toContain('name="redirectTo" value="/pt/about"');
    expect(home).toContain("hidden text-[11px]");
    expect(about).not.toContain("hidden text-[11px]");
    // The logo's drawing is in each page's sheet, once.
    for (const body of [about, sobre, home]) expect(body.match(/id="logo-mark"/g)).toHaveLength(1);
  });
});
