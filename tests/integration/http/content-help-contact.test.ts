import { describe, expect, it } from "vitest";
import { dataUrl, follow, freshAddress, noReuse, postForm, visible } from "../../fixtures/engagement/http";
import { rateLimits } from "~/server/abuse.server";
import { baseUrl, enhancementModulesOf, queryD1, uniqueEmail } from "./support";

// The help center leads to a person (issue 22 item 3, docs/decisions/0212-help-related-and-contact.md),
// on the built site with its local D1: "Related articles" under an article, 'Contact Support'
// from a failed search, an article's footer and the help center's block, and the form's post
// without and with JavaScript: what the visitor sees, the stored request and its event.

const route = "routes/($lang).help-center_.contact";
const textOf = (html: string) => visible(html).replace(/<[^>]+>/g, " ").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&").replace(/\s+/g, " ");
const get = (path: string) => fetch(baseUrl() + path, { redirect: "manual", headers: noReuse });
const html = async (path: string) => {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return response.text();
};
/** The value attribute of the input named `name`, decoded. */
const inputValue = (page: string, name: string) => {
  const tag = new RegExp(`<input\\b[^>]*name="${name}"[^>]*>`).exec(page)?.[0] ?? "";
  const value = /value="([^"]*)"/.exec(tag)?.[1];
  return value === undefined ? undefined : value.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
};
const textareaValue = (page: string, name: string) =>
  new RegExp(`<textarea\\b[^>]*name="${name}"[^>]*>([\\s\\S]*?)</textarea>`).exec(page)?.[1]?.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&");

interface RequestRow {
  id: string;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  article_slug: string | null;
  locale: string;
  status: string;
}
const requestsOf = (email: string) =>
  queryD1<RequestRow>(`SELECT id, name, email, subject, message, article_slug, locale, status FROM support_requests WHERE email = '${email}' ORDER BY created_at`);
const eventsOf = (email: string) =>
  queryD1<{ type: string; data: string; next_attempt_at: string | null }>(
    `SELECT type, data, next_attempt_at FROM lead_events WHERE type = 'support_request.created' AND json_extract(data, '$.email') = '${email}'`,
  ).map((row) => ({ ...row, data: JSON.parse(row.data) as Record<string, unknown> }));

describe("related articles and the ways to Contact Support", () => {
  it("an article shows two to four related articles, its own category's first, and a footer leading to the form", async () => {
    const page = await html("/help-center/calendar-not-syncing");
    const section = /<section[^>]*data-help-related[^>]*>([\s\S]*?)<\/section>/.exec(page)?.[1] ?? "";
    expect(textOf(section)).toMatch(/^ ?Related articles/);
    const links = [...section.matchAll(/href="\/help-center\/([a-z0-9-]+)"/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThanOrEqual(2);
    expect(links.length).toBeLessThanOrEqual(4);
    expect(links).not.toContain("calendar-not-syncing");
    // Same category (Bookings & Channels) first.
    expect(links.slice(0, 3).sort()).toEqual(["booking-management", "channel-connections", "import-guest-list"]);
    const footer = /<footer[^>]*data-help-contact[^>]*>[\s\S]*?<\/footer>/.exec(page)?.[0] ?? "";
    expect(textOf(footer)).toContain("Still need help?");
    expect(footer).toContain('href="/help-center/contact?q=My%20calendar%20is%20not%20syncing&amp;article=calendar-not-syncing"');

    // Over a search, the related links keep it, and the footer carries the search, not the title.
    const overSearch = await html("/pt/help-center/calendar-not-syncing?q=sincronizar");
    expect(textOf(overSearch)).toContain("Artigos relacionados");
    expect(overSearch).toMatch(/href="\/pt\/help-center\/[a-z-]+\?q=sincronizar"/);
    expect(overSearch).toContain('href="/pt/help-center/contact?q=sincronizar&amp;article=calendar-not-syncing"');
    expect(textOf(overSearch)).toContain("Ainda precisa de ajuda?");
  });

  it("a search that finds nothing offers Contact Support with the query; the help center's button is the same form", async () => {
    const query = `zebra crossing ${Date.now()}`;
    const page = await html(`/help-center?q=${encodeURIComponent(query)}`);
    const offer = /<p[^>]*data-help-no-match[^>]*>[\s\S]*?<\/p>/.exec(page)?.[0] ?? "";
    expect(textOf(offer)).toContain("Nothing in the help center matched your search.");
    const href = `/help-center/contact?q=${encodeURIComponent(query)}`;
    expect(offer).toContain(`href="${href}"`);
    // No mail link left: the site footer's 'Contact Support' is the same form.
    expect(page).not.toContain("mailto:support@");
    expect(page).toMatch(/<nav aria-label="Support">[\s\S]*?<a [^>]*href="\/help-center\/contact"[^>]*>Contact Support<\/a>/);
    // The form carries the query.
    const form = await html(href);
    expect(inputValue(form, "subject")).toBe(query);
    // A search with results has no such offer; the block's button still carries the search.
    const found = await html("/help-center?q=calendar");
    expect(found).not.toContain("data-help-no-match");
    expect(found).toMatch(/<a [^>]*href="\/help-center\/contact\?q=calendar"[^>]*>Contact Support<\/a>/);
    // /help/contact is the same page, its query kept.
    const alias = await get("/help/contact?q=sync");
    expect(alias.status).toBe(301);
    expect(alias.headers.get("Location")).toBe("/help-center/contact?q=sync");
  });
});

describe("the Contact Support page", () => {
  it("is a plain form in both languages, not indexed, with no module of its own", async () => {
    const response = await get("/help-center/contact?q=calendar%20sync&article=calendar-not-syncing");
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    const page = await response.text();
    expect(enhancementModulesOf(page)).toEqual(["site"]);
    expect(page).toContain('<meta name="robots" content="noindex"/>');
    expect(page).toMatch(/<h1 id="support-heading"[^>]*>Contact Support<\/h1>/);
    const form = /<form\b[^>]*>/.exec(/<form\b[^>]*id="support-request"[^>]*>/.exec(page)?.[0] ?? "")?.[0] ?? "";
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/help-center/contact"');
    expect(form).toContain(`data-enhance-route="${route}"`);
    expect(form).toContain('novalidate=""');
    expect(inputValue(page, "subject")).toBe("calendar sync");
    expect(inputValue(page, "article")).toBe("calendar-not-syncing");
    expect(inputValue(page, "website")).toBe("");
    // The view names where a plain post comes back to, anchor included (the server knows no DOM ids).
    const body = page.slice(page.indexOf('id="support-request"'));
    expect(inputValue(body.slice(0, body.indexOf("</form>")), "redirectTo")).toBe("/help-center/contact#support-request");
    for (const label of ["Your name", "Email", "Subject (optional)", "How can we help?"]) expect(textOf(page)).toContain(label);

    const pt = await html("/pt/help-center/contact?article=..%2F..%2Fetc");
    expect(textOf(pt)).toContain("Fale com o suporte");
    expect(textOf(pt)).toContain("Como podemos ajudar?");
    expect(pt).toContain('action="/pt/help-center/contact"');
    // A tampered article is dropped, not shown.
    expect(inputValue(pt, "article")).toBeUndefined();
    // Not in the sitemap.
    expect(await html("/sitemap.xml")).not.toContain("/help-center/contact");
  });
});

describe("sending a request without JavaScript", () => {
  it("stores the request and its support_request.created event, and thanks the visitor after a 303", async () => {
    const email = uniqueEmail("support");
    const response = await postForm(
      "/help-center/contact?q=calendar",
      { name: "  Ana Souza ", email: email.toUpperCase(), subject: "calendar sync", message: "  My calendar stopped syncing.\r\nCan you help?  ", article: "calendar-not-syncing", website: "", redirectTo: "/help-center/contact#support-request" },
      { "CF-Connecting-IP": freshAddress() },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/help-center/contact#support-request");
    const { html: after } = await follow(response);
    expect(textOf(after)).toContain("Thank you! Your message has reached our support team.");
    // The form is empty again.
    expect(inputValue(after, "name")).toBeUndefined();
    const [row, ...more] = requestsOf(email);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      name: "Ana Souza",
      email,
      subject: "calendar sync",
      message: "My calendar stopped syncing.\nCan you help?",
      article_slug: "calendar-not-syncing",
      locale: "en",
      status: "new",
    });
    const [event, ...others] = eventsOf(email);
    expect(others).toEqual([]);
    expect(event!.data).toEqual({
      id: row!.id,
      name: "Ana Souza",
      email,
      subject: "calendar sync",
      message: "My calendar stopped syncing.\nCan you help?",
      article_slug: "calendar-not-syncing",
      locale: "en",
      // Where it was sent from (decision 0050): this post carries no Referer, so none is said.
      page: null,
      source: null,
      created_at: expect.any(String),
    });
    expect(event!.next_attempt_at).not.toBeNull();
  });

  it("from the Portuguese page, without the form's redirectTo: stored as pt, back to the Portuguese form", async () => {
    const email = uniqueEmail("suporte");
    const response = await postForm("/pt/help-center/contact", { name: "João", email, message: "Olá" }, { "CF-Connecting-IP": freshAddress() });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/pt/help-center/contact");
    expect(textOf((await follow(response)).html)).toContain("Obrigado! Sua mensagem chegou à nossa equipe de suporte.");
    expect(requestsOf(email)).toMatchObject([{ name: "João", subject: null, article_slug: null, locale: "pt" }]);
  });

  it("refused: 400 with each message beside its field and everything typed kept, even a long message; nothing stored", async () => {
    const email = uniqueEmail("refused");
    const long = `${"Ação ".repeat(790)}fim`;
    const response = await postForm(
      "/help-center/contact",
      { name: "", email: `${email}\u200b`, subject: "s".repeat(151), message: long },
      { "CF-Connecting-IP": freshAddress() },
    );
    expect(response.status).toBe(400);
    const page = visible(await response.text());
    expect(textOf(page)).toContain("Please enter your name");
    expect(textOf(page)).toContain("Please enter a valid email address");
    expect(textOf(page)).toContain("Please keep the subject under 150 characters.");
    expect(page).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="name"|<input[^>]*name="name"[^>]*aria-invalid="true"/);
    expect(inputValue(page, "subject")).toBe("s".repeat(151));
    expect(textareaValue(page, "message")).toBe(long);
    expect(requestsOf(email)).toEqual([]);

    const empty = await postForm("/pt/help-center/contact", { name: "Ana", email, message: " \u0000 " }, { "CF-Connecting-IP": freshAddress() });
    expect(empty.status).toBe(400);
    expect(textOf(await empty.text())).toContain("Conte como podemos ajudar");
    expect(requestsOf(email)).toEqual([]);
  });

  it("hostile input: markup kept as text and shown escaped, invisible characters removed, a tampered article dropped", async () => {
    const email = uniqueEmail("hostile");
    const xss = `<img src=x onerror=alert(1)>"'`;
    const refused = await postForm(
      "/help-center/contact",
      { name: xss, email: "not an email", subject: `a\r\nBcc: x@evil.test`, message: `${xss}\u202e\u0007`, article: "../../admin" },
      { "CF-Connecting-IP": freshAddress() },
    );
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(visible(page)).not.toContain("<img src=x");
    expect(inputValue(page, "name")).toBe(xss);

    const stored = await postForm(
      "/help-center/contact",
      { name: xss, email, subject: `a\r\nBcc: x@evil.test`, message: `${xss}\u202e\u0007\r\nok`, article: "../../admin" },
      { "CF-Connecting-IP": freshAddress() },
    );
    expect(stored.status).toBe(303);
    expect(requestsOf(email)).toMatchObject([{ name: xss, subject: "a Bcc: x@evil.test", message: `${xss}\nok`, article_slug: null }]);
    expect(eventsOf(email)).toHaveLength(1);
  });

  it("a filled honeypot is thanked like anyone and stores nothing", async () => {
    const email = uniqueEmail("bot");
    const response = await postForm("/help-center/contact", { name: "Bot", email, message: "Buy now", website: "https://spam.test" }, { "CF-Connecting-IP": freshAddress() });
    expect(response.status).toBe(303);
    expect(textOf((await follow(response)).html)).toContain("Thank you! Your message has reached our support team.");
    expect(requestsOf(email)).toEqual([]);
    expect(eventsOf(email)).toEqual([]);
  });
});

describe("sending a request in place (JavaScript)", () => {
  const inPlace = (path: string, fields: Record<string, string>, ip: string) =>
    fetch(dataUrl(path, route), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl(), "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": ip, ...noReuse },
      body: new URLSearchParams({ ...fields, _enhanced: "1" }).toString(),
    });

  it("answers the outcome as text in the page's language, and stores the request", async () => {
    const email = uniqueEmail("inplace");
    const ok = await inPlace("/pt/help-center/contact", { name: "Ana", email, message: "Oi" }, freshAddress());
    expect(ok.status).toBe(200);
    const { enhanced } = (await ok.json()) as { enhanced: { formSuccess?: string; reset?: boolean; toast?: unknown } };
    expect(enhanced).toMatchObject({ reset: true, formSuccess: expect.stringContaining("Obrigado!") });
    expect(requestsOf(email)).toHaveLength(1);

    const bad = await inPlace("/help-center/contact", { name: "Ana", email: "nope", message: "" }, freshAddress());
    expect(bad.status).toBe(400);
    const refused = ((await bad.json()) as { enhanced: { fieldErrors: Record<string, string> } }).enhanced;
    expect(refused.fieldErrors).toEqual({ email: "Please enter a valid email address", message: "Please tell us how we can help" });
  });

  it("limits one email from one address to five an hour; the owner from elsewhere still gets through", async () => {
    expect(rateLimits.supportRequest.perEmail.limit).toBe(5);
    const email = uniqueEmail("limited");
    const ip = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await inPlace("/help-center/contact", { name: "Ana", email, message: `Try ${i}` }, ip)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await inPlace("/help-center/contact", { name: "Ana", email, message: "Again" }, ip);
    expect(((await limited.json()) as { enhanced: { formError: string } }).enhanced.formError).toBe(
      "Too many messages from your connection. Please wait a few minutes and try again.",
    );
    expect((await inPlace("/help-center/contact", { name: "Ana", email, message: "From home" }, freshAddress())).status).toBe(200);
    expect(requestsOf(email)).toHaveLength(6);
    expect(eventsOf(email)).toHaveLength(6);
  });
});
