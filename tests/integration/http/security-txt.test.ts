import { describe, expect, it } from "vitest";
import { baseUrl } from "./support";

// /.well-known/security.txt over HTTP (RFC 9116; issue 22 item 4; decision 0108).
const path = "/.well-known/security.txt";
const get = (init: RequestInit = {}) => fetch(baseUrl() + path, { redirect: "manual", ...init, headers: { Connection: "close", ...init.headers } });

describe("/.well-known/security.txt", () => {
  it("is plain UTF-8 text, cacheable for a day, with Contact, Expires, Preferred-Languages and Canonical", async () => {
    const before = Date.now();
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const body = await response.text();
    const fields = Object.fromEntries(body.trimEnd().split("\n").map((line) => line.split(": ", 2) as [string, string]));
    expect(Object.keys(fields)).toEqual(["Contact", "Expires", "Preferred-Languages", "Canonical"]);
    expect(fields.Contact).toBe("mailto:support@stayloop.io");
    expect(fields["Preferred-Languages"]).toBe("en, pt");
    // No SITE_URL on the test server: the request's origin (with SITE_URL, that origin; tests/unit/security-txt.test.ts).
    expect(fields.Canonical).toBe(`${baseUrl()}${path}`);
    const ahead = new Date(fields.Expires!).getTime() - before;
    expect(ahead).toBeGreaterThan(363 * 86_400_000 - 60_000);
    expect(ahead).toBeLessThan(365 * 86_400_000);
  });

  it("is never sent to a Portuguese twin, whatever the browser prefers", async () => {
    const response = await get({ headers: { "Accept-Language": "pt-BR,pt;q=0.9", Cookie: "lang=pt" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Contact: mailto:");
  });

  it("has no Portuguese twin: it is not a page", async () => {
    const response = await fetch(`${baseUrl()}/pt${path}`, { redirect: "manual", headers: { Connection: "close" } });
    expect(response.status).toBe(404);
    await response.body?.cancel();
  });

  it("answers HEAD with the same headers and no body", async () => {
    const response = await get({ method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe("");
  });
});
