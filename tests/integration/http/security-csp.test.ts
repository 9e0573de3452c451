import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script shared with Playwright's webServer
import { startTestServer } from "../../../scripts/test-server.mjs";
// @ts-expect-error -- plain ESM script shared with the benchmarks
import { resolvePages } from "../../../scripts/bench/harness/page-list.mjs";
import { scriptsRefusedByCsp, scriptSources } from "../../fixtures/csp";

/**
 * Decision 0032: a page's CSP allows exactly the inline scripts it carries, by hash, and a
 * cache hit serves the stored copy untouched with the policy it was rendered with. On a site
 * of its own with the edge cache on, every main page of DESIGN §9 in both languages is read
 * twice (the render, then the copy) and each answer must run every script it carries.
 */
let server: { url: string; stop: () => Promise<void> };
let pages: Array<{ name: string; lang: string; path: string }> = [];
beforeAll(async () => {
  server = await startTestServer({ name: "security-csp", port: 0, vars: { EDGE_CACHE: "on" } });
  ({ pages } = (await resolvePages(server.url)) as { pages: typeof pages });
}, 300_000);
afterAll(async () => {
  await server?.stop();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 300)); // the copy is stored after the answer
const read = async (path: string) => {
  const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
  return { response, html: await response.text(), csp: response.headers.get("Content-Security-Policy") };
};

describe("the policy of a page names exactly its inline scripts (decision 0032)", () => {
  it("on every main page, rendered and from the cache, in both languages", async () => {
    expect(pages.length).toBeGreaterThanOrEqual(58);
    const hits: string[] = [];
    for (const { path } of pages) {
      const rendered = await read(path);
      expect(rendered.response.status, path).toBe(200);
      expect(scriptsRefusedByCsp(rendered.html, rendered.csp), path).toEqual([]);
      // Nothing but the site's files and named scripts: no nonce, 'unsafe-inline', wildcard or scheme.
      for (const source of scriptSources(rendered.csp)) expect(source, path).toMatch(/^'self'$|^'sha256-[A-Za-z0-9+/]{43}='$/);
      expect(rendered.response.headers.has("X-Inline-Script-Hashes"), path).toBe(false);
      await settle();

      const again = await read(path);
      const status = again.response.headers.get("X-Edge-Cache");
      expect(scriptsRefusedByCsp(again.html, again.csp), path).toEqual([]);
      if (status !== "HIT") continue; // the roadmap item and the application dialog are never stored
      hits.push(path);
      expect(again.html, path).toBe(rendered.html);
      expect(again.csp, path).toBe(rendered.csp);
      expect(again.response.headers.has("X-Inline-Script-Hashes"), path).toBe(false);
    }
    expect(hits.length).toBeGreaterThanOrEqual(pages.length - 4);
  }, 300_000);

  it("allows no inline script on an article either: its share popups come from the layout's module", async () => {
    const article = pages.find((page) => page.name === "Blog article" && page.lang === "pt")!;
    for (let visit = 0; visit < 2; visit++) {
      const { html, csp, response } = await read(article.path);
      expect(html).toContain('data-module="share"');
      expect(html).not.toMatch(/<script>/);
      expect(scriptSources(csp)).toEqual(["'self'"]);
      if (visit === 1) expect(response.headers.get("X-Edge-Cache")).toBe("HIT");
      await settle();
    }
  });

  it("refuses a script the render did not name: the check sees a page's added script", async () => {
    const { html, csp } = await read("/pricing");
    const tampered = html.replace("</body>", "<script>document.title='x'</script></body>");
    expect(scriptsRefusedByCsp(tampered, csp)).toHaveLength(1);
  });
});
