import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script shared with Playwright's webServer
import { startTestServer } from "../../../scripts/test-server.mjs";

/**
 * The edge page cache, on a site of its own with the cache on (the shared test site runs
 * with it off so other tests read fresh data).
 */
let server: { url: string; stop: () => Promise<void> };
beforeAll(async () => {
  server = await startTestServer({ name: "edge-cache", port: 0, vars: { EDGE_CACHE: "on" } });
});
afterAll(async () => {
  await server?.stop();
});

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1] ?? "";

describe("edge page cache (DESIGN §9)", () => {
  it("serves the second GET of a page from the cache with a new nonce everywhere", async () => {
    const first = await fetch(`${server.url}/pt?from=cache-test`);
    expect(first.headers.get("X-Edge-Cache")).toBe("MISS");
    const firstHtml = await first.text();
    await new Promise((resolve) => setTimeout(resolve, 300)); // the copy is stored after the answer

    const second = await fetch(`${server.url}/pt?from=cache-test`);
    expect(second.headers.get("X-Edge-Cache")).toBe("HIT");
    const html = await second.text();
    const nonce = nonceOf(second);
    expect(nonce).not.toBe(nonceOf(first));
    const inlineScripts = [...html.matchAll(/<script\b([^>]*)>/g)]
      .map((m) => m[1] ?? "")
      .filter((attrs) => !attrs.includes('type="application/json"'));
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const attrs of inlineScripts) expect(attrs).toContain(`nonce="${nonce}"`);
    expect(html.replaceAll(nonce, "N")).toBe(firstHtml.replaceAll(nonceOf(first), "N"));
    expect(second.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(second.headers.get("Cache-Control")).toBe("no-cache");
  });

  it("keeps pages apart by URL and by the banner choice", async () => {
    await fetch(`${server.url}/?v=banner`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const withBanner = await fetch(`${server.url}/?v=banner`);
    expect(withBanner.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(await withBanner.text()).toContain("data-launch-banner");
    const dismissed = await fetch(`${server.url}/?v=banner`, { headers: { Cookie: "launch_banner_hidden=1; lang=en" } });
    expect(dismissed.headers.get("X-Edge-Cache")).toBe("MISS");
    expect(await dismissed.text()).not.toContain("data-launch-banner");
  });

  it("caches 404 pages, keeping their status", async () => {
    await fetch(`${server.url}/no-such-page-cached`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const again = await fetch(`${server.url}/no-such-page-cached`);
    expect(again.status).toBe(404);
    expect(again.headers.get("X-Edge-Cache")).toBe("HIT");
  });

  it("never answers a post, a flash or another per-visitor cookie from the cache", async () => {
    await fetch(`${server.url}/?v=visitor`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const flashed = await fetch(`${server.url}/?v=visitor`, { headers: { Cookie: "__flash=abc" } });
    expect(flashed.headers.get("X-Edge-Cache")).toBe("BYPASS");
    const visitor = await fetch(`${server.url}/?v=visitor`, { headers: { Cookie: "visitor=xyz" } });
    expect(visitor.headers.get("X-Edge-Cache")).toBe("BYPASS");

    const post = await fetch(`${server.url}/resources/newsletter`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams({ source: "footer", name: "", email: "x", redirectTo: "/" }).toString(),
    });
    expect(post.status).toBe(303);
    expect(post.headers.get("X-Edge-Cache")).toBeNull();
    expect(post.headers.get("Set-Cookie")).toContain("__flash=");
  });

  it("does not store a page that declines it (a dialog route with a form)", async () => {
    await fetch(`${server.url}/careers/apply/sdr-latam`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const again = await fetch(`${server.url}/careers/apply/sdr-latam`);
    expect(again.headers.get("X-Edge-Cache")).toBe("MISS");
    expect(again.headers.get("Cache-Control")).toContain("no-store");
  });

  it("answers HEAD from the same copy, without a body", async () => {
    await fetch(`${server.url}/?v=head`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const head = await fetch(`${server.url}/?v=head`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(await head.text()).toBe("");
  });
});
