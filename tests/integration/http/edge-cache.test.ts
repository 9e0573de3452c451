import { request as httpRequest } from "node:http";
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
  // A second wrangler (migrations, seed, start) on a shared machine can take minutes.
}, 300_000);
afterAll(async () => {
  await server?.stop();
});

/** A GET with a Host header of the caller's choosing (fetch does not let a test set Host). */
function getWithHost(url: string, host: string): Promise<{ status: number; cache: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { Host: host, Connection: "close" } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, cache: String(response.headers["x-edge-cache"]), body }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

/** Every absolute link of the page's head that names an origin: canonical, hreflang, og:url, og:image. */
function headLinks(html: string): string[] {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(/(?:href|content)="(https?:\/\/[^"]+)"/g)].map((match) => match[1] ?? "");
}

describe("edge page cache (DESIGN §9)", () => {
  it("serves the second GET of a page from the cache, body and policy as rendered", async () => {
    const first = await fetch(`${server.url}/pt?from=cache-test`);
    expect(first.headers.get("X-Edge-Cache")).toBe("MISS");
    const firstHtml = await first.text();
    await new Promise((resolve) => setTimeout(resolve, 300)); // the copy is stored after the answer

    const second = await fetch(`${server.url}/pt?from=cache-test`);
    expect(second.headers.get("X-Edge-Cache")).toBe("HIT");
    // Nothing in the page changes per response (decision 0032): the copy is served untouched,
    // whole, to every visitor (the isolate's memory copy gives each response its own body).
    expect(await second.text()).toBe(firstHtml);
    const third = await fetch(`${server.url}/pt?from=cache-test`);
    expect(third.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(await third.text()).toBe(firstHtml);
    expect(second.headers.get("Content-Security-Policy")).toBe(first.headers.get("Content-Security-Policy"));
    expect(second.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(second.headers.get("Cache-Control")).toBe("no-cache");
  });

  it("keeps pages apart by URL and by the banner choice", async () => {
    await fetch(`${server.url}/?v=banner`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const withBanner = await fetch(`${server.url}/?v=banner`);
    expect(withBanner.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(await withBanner.text()).toContain('data-module="launch-banner"');
    const dismissed = await fetch(`${server.url}/?v=banner`, { headers: { Cookie: "launch_banner_hidden=1; lang=en" } });
    expect(dismissed.headers.get("X-Edge-Cache")).toBe("MISS");
    expect(await dismissed.text()).not.toContain('data-module="launch-banner"');
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

  it("does not store a page that declines it (a roadmap item: the visitor's own votes)", async () => {
    await fetch(`${server.url}/roadmap/13`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const again = await fetch(`${server.url}/roadmap/13`);
    expect(again.status).toBe(200);
    expect(again.headers.get("X-Edge-Cache")).toBe("MISS");
    expect(again.headers.get("Cache-Control")).toContain("no-store");
  });

  it("stores the application dialog's blank form, never a reply to a post (decision 0311)", async () => {
    const path = "/pt/careers/apply/sdr-latam";
    expect((await fetch(`${server.url}${path}`)).headers.get("X-Edge-Cache")).toBe("MISS");
    await new Promise((resolve) => setTimeout(resolve, 300));
    const again = await fetch(`${server.url}${path}`);
    expect(again.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(again.headers.get("Cache-Control")).toBe("no-cache");
    expect(await again.text()).toMatch(/<input[^>]*name="fullName"(?![^>]*value=)[^>]*>/);

    // A refused post re-renders the dialog with what was typed: for that visitor only.
    const body = new FormData();
    body.append("fullName", "Ana Typed");
    body.append("email", "not-an-email");
    body.append("resume", new File([], ""));
    const refused = await fetch(`${server.url}${path}`, { method: "POST", body, headers: { Origin: server.url } });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await refused.text()).toContain('value="Ana Typed"');
    const after = await fetch(`${server.url}${path}`);
    expect(after.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(await after.text()).not.toContain("Ana Typed");
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

describe("edge page cache and the Host header (issue 9 item 8)", () => {
  it("never serves a page built for a forged Host to the next visitor", async () => {
    const path = "/pt/pricing?v=host";
    const forged = await getWithHost(`${server.url}${path}`, "evil.example");
    expect(forged.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The forged copy may be stored, but only under its own origin.
    expect((await getWithHost(`${server.url}${path}`, "evil.example")).cache).toBe("HIT");

    for (const expected of ["MISS", "HIT"]) {
      const visit = await fetch(`${server.url}${path}`);
      expect(visit.headers.get("X-Edge-Cache")).toBe(expected);
      const html = await visit.text();
      expect(html).not.toContain("evil.example");
      const links = headLinks(html);
      expect(links).toContain(`${server.url}/pt/pricing`);
      expect(links).toContain(`${server.url}/pricing`);
      for (const link of links) expect(link.startsWith(`${server.url}/`), link).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  });
});
