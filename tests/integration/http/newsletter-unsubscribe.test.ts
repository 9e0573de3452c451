import { describe, expect, it } from "vitest";
import { baseUrl, clientAddress, postForm, queryD1, uniqueEmail } from "./support";

/**
 * Consent and one-click unsubscribe over HTTP (issue 19 item 5; decision 0030): a sign-up
 * stores the consent shown, its version and page; its event's unsubscribe_url shows a confirm
 * page on GET (changing nothing), unsubscribes by a mail client's RFC 8058 POST with no or a
 * foreign Origin, and by the person's button; forged and oversized tokens get a 4xx; no other
 * address accepts a cross-site POST.
 */
type Subscriber = { consent_text: string; consent_version: string | null; consent_path: string | null; locale: string; unsubscribed_at: string | null };
const subscriber = (email: string) =>
  queryD1<Subscriber>(`SELECT consent_text, consent_version, consent_path, locale, unsubscribed_at FROM newsletter_subscribers WHERE email = '${email}'`)[0];
const eventsOf = (email: string) =>
  queryD1<{ type: string; data: string }>(`SELECT type, data FROM lead_events WHERE json_extract(data, '$.email') = '${email}' ORDER BY created_at, rowid`).map(
    (row) => ({ type: row.type, data: JSON.parse(row.data) as Record<string, unknown> }),
  );

async function subscribe(email: string, page = "/blog") {
  const response = await postForm("/resources/newsletter", { source: "blog", name: "Uma", email, redirectTo: page }, { "CF-Connecting-IP": clientAddress() });
  expect(response.status).toBe(303);
  const event = eventsOf(email).find((e) => e.type === "newsletter.subscribed" || e.type === "newsletter.updated");
  expect(event).toBeDefined();
  const url = new URL(String(event!.data.unsubscribe_url));
  return { event: event!, path: url.pathname, url };
}

/** A mail client's RFC 8058 one-click POST: no cookies, a foreign or no Origin. */
const oneClick = (path: string, headers: Record<string, string> = {}) =>
  fetch(baseUrl() + path, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: "List-Unsubscribe=One-Click",
  });

describe("consent stored at sign-up", () => {
  it("stores the sentence shown, its version and the page, and the event carries them with the unsubscribe URL", async () => {
    const email = uniqueEmail("consent");
    const { event, path, url } = await subscribe(email, "/pt/blog?utm_source=x");
    const consent = "Ao se inscrever, você aceita receber e-mails do StayLoop. Você pode cancelar a qualquer momento.";
    expect(subscriber(email)).toMatchObject({ consent_text: consent, consent_version: "2026-11-22", consent_path: "/pt/blog", locale: "pt", unsubscribed_at: null });
    expect(event.data.consent).toMatchObject({ version: "2026-11-22", text: consent, locale: "pt", path: "/pt/blog" });
    expect(url.origin).toBe(new URL(baseUrl()).origin);
    expect(path).toMatch(/^\/pt\/newsletter\/unsubscribe\/[A-Za-z0-9_-]+\.[0-9a-f]{64}$/);
    // The page the form was on shows that very sentence.
    const html = await (await fetch(`${baseUrl()}/pt/blog`)).text();
    expect(html).toContain(consent);
  });
});

describe("the unsubscribe URL", () => {
  it("GET shows a confirm page and changes nothing (mail scanners open links)", async () => {
    const email = uniqueEmail("scan");
    const { path } = await subscribe(email, "/");
    const page = await fetch(baseUrl() + path);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toContain("no-store");
    const html = await page.text();
    expect(html).toContain(`Stop sending StayLoop newsletters to ${email}?`);
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(subscriber(email)!.unsubscribed_at).toBeNull();
    expect(eventsOf(email).map((e) => e.type)).toEqual(["newsletter.subscribed"]);
  });

  it("accepts the RFC 8058 one-click POST with no Origin and with a foreign one, once", async () => {
    const email = uniqueEmail("oneclick");
    const { path } = await subscribe(email);
    const response = await oneClick(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("You are unsubscribed");
    expect(subscriber(email)!.unsubscribed_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const again = await oneClick(path, { Origin: "https://mail.example", "Sec-Fetch-Site": "cross-site" });
    expect(again.status).toBe(200);
    expect(eventsOf(email).map((e) => e.type)).toEqual(["newsletter.subscribed", "newsletter.unsubscribed"]);
    expect(eventsOf(email)[1]!.data).toMatchObject({ email, unsubscribed_at: subscriber(email)!.unsubscribed_at });
  });

  it("the person's button unsubscribes with a 303 to a page that says so, in their language; signing up again works", async () => {
    const email = uniqueEmail("button");
    const { path } = await subscribe(email, "/pt");
    const response = await postForm(path, {});
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/pt/newsletter/unsubscribed");
    const done = await (await fetch(baseUrl() + "/pt/newsletter/unsubscribed")).text();
    expect(done).toContain("Sua inscrição foi cancelada");
    expect(subscriber(email)!.unsubscribed_at).not.toBeNull();

    await subscribe(email, "/tutorials");
    expect(subscriber(email)).toMatchObject({ unsubscribed_at: null, consent_path: "/tutorials", locale: "en" });
    expect(eventsOf(email).map((e) => e.type)).toEqual(["newsletter.subscribed", "newsletter.unsubscribed", "newsletter.subscribed"]);
  });

  it("forged, changed and oversized tokens get a 404, never a 5xx, and change nothing", async () => {
    const email = uniqueEmail("forged");
    const { path } = await subscribe(email);
    const [prefix, signature] = path.split(".") as [string, string];
    const other = btoa("someone@example.com").replace(/=+$/, "");
    for (const bad of [
      `${prefix}.${signature.replace(/^./, (c) => (c === "a" ? "b" : "a"))}`,
      `/newsletter/unsubscribe/${other}.${signature}`,
      `/newsletter/unsubscribe/${"A".repeat(2000)}.${signature}`,
      `/newsletter/unsubscribe/%E0%A4%A.${signature}`,
      "/newsletter/unsubscribe/x",
    ]) {
      const page = await fetch(baseUrl() + bad);
      expect(page.status, bad).toBe(404);
      const posted = await oneClick(bad);
      expect(posted.status, bad).toBe(404);
      if (posted.headers.get("Content-Type")?.includes("html")) {
        const html = await posted.text();
        expect(html).not.toContain("You are unsubscribed");
      }
    }
    expect(subscriber(email)!.unsubscribed_at).toBeNull();
  });
});

describe("nothing else accepts a cross-site POST", () => {
  it.each(["/resources/newsletter", "/resources/audit", "/newsletter/unsubscribed", "/newsletter/unsubscribe/x", "/pt/newsletter/unsubscribe"])(
    "%s answers 403 to a foreign Origin",
    async (path) => {
      const response = await oneClick(path, { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" });
      expect(response.status).toBe(403);
    },
  );
});
