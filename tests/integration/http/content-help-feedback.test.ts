import { describe, expect, it } from "vitest";
import { dataUrl, follow, freshAddress, noReuse, postForm, sameOrigin, visible } from "../../fixtures/engagement/http";
import { rateLimits } from "~/server/abuse.server";
import type { HelpFeedbackRow } from "../../fixtures/help-feedback";
import { baseUrl, cookiesFrom, enhancementModulesOf, queryD1 } from "./support";

// "Was this article helpful?" under every help article (docs/decisions/0211-helpful-feedback.md),
// on the built site with its local D1: what a visitor without JavaScript gets back, what a
// post sent in place gets, and what is stored.

const articleRoute = "routes/($lang).help-center.$slug";
const textOf = (html: string) => visible(html).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(baseUrl() + path, { redirect: "manual", headers: { ...noReuse, ...headers } });

const rowsOf = (slug: string) =>
  queryD1<Pick<HelpFeedbackRow, "article_slug" | "visitor_key" | "locale" | "helpful" | "comment">>(`SELECT article_slug, visitor_key, locale, helpful, comment FROM help_feedback WHERE article_slug = '${slug}' ORDER BY updated_at`);
const visitorCookieOf = (response: Response) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith("stayloop_visitor="))?.split(";")[0] ?? "";
/** The step the dialog shows: the one of the three that is not hidden. */
const shownStep = (html: string) =>
  [...html.matchAll(/<(?:form|p)\b[^>]*data-feedback-step="(\w+)"[^>]*>/g)].filter((m) => !/\bhidden=""/.test(m[0])).map((m) => m[1]);

describe("the feedback block of a help article", () => {
  it("asks under the article, as a labelled group of two buttons that post in place to the dialog's route", async () => {
    const html = await (await get("/help-center/getting-started")).text();
    expect(enhancementModulesOf(html)).toEqual(["site", "help-search", "dialog", "help-feedback"]);
    expect(shownStep(html)).toEqual(["ask"]);
    expect(textOf(html)).toMatch(/Was this article helpful\? Yes No/);
    expect(html).toMatch(/<fieldset><legend[^>]*>Was this article helpful\?<\/legend>/);
    const forms = [...html.matchAll(/<form\b[^>]*data-feedback-step[^>]*>/g)].map((m) => m[0]);
    expect(forms).toHaveLength(2);
    for (const form of forms) {
      expect(form).toContain('method="post"');
      expect(form).toContain('action="/help-center/getting-started"');
      expect(form).toContain(`data-enhance-route="${articleRoute}"`);
    }
    expect(textOf(await (await get("/pt/help-center/getting-started")).text())).toMatch(/Este artigo foi útil\? Sim Não/);
  });
});

describe("answering without JavaScript", () => {
  it("Yes: 303 back to the same dialog (its search kept), a thank-you, and one row with no address", async () => {
    const ip = freshAddress();
    const before = rowsOf("invite-team-members").length;
    const response = await postForm("/help-center/invite-team-members?q=team", { helpful: "yes" }, { "CF-Connecting-IP": ip });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/help-center/invite-team-members?q=team");
    expect(visitorCookieOf(response)).toMatch(/^stayloop_visitor=/);
    const { html } = await follow(response);
    expect(shownStep(html)).toEqual(["thanks"]);
    expect(textOf(html)).toContain("Thank you for your feedback!");
    expect(textOf(html)).toContain("Your answer helps us improve the help center.");
    const rows = rowsOf("invite-team-members");
    expect(rows).toHaveLength(before + 1);
    const row = rows.at(-1)!;
    expect(row).toMatchObject({ locale: "en", helpful: 1, comment: null });
    expect(row.visitor_key).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(ip);
  });

  it("No, then a comment: the comment step, then thanks; the same visitor's row is updated, not doubled", async () => {
    const ip = freshAddress();
    const before = rowsOf("set-brand-voice").length;
    const no = await postForm("/help-center/set-brand-voice", { helpful: "no" }, { "CF-Connecting-IP": ip });
    expect(no.status).toBe(303);
    const cookie = visitorCookieOf(no);
    const afterNo = await follow(no);
    expect(shownStep(afterNo.html)).toEqual(["comment"]);
    expect(textOf(afterNo.html)).toContain("Sorry this article didn’t help.");
    expect(afterNo.html).toMatch(/<label[^>]*>What were you looking for\? \(optional\)<\/label>/);

    const marker = `Missing the iCal step ${Date.now()}`;
    const sent = await postForm("/help-center/set-brand-voice", { helpful: "no", comment: `  ${marker}\u0000\u202E  ` }, { "CF-Connecting-IP": ip, Cookie: cookie });
    expect(sent.status).toBe(303);
    expect(visitorCookieOf(sent)).toBe("");
    expect(shownStep((await follow(sent)).html)).toEqual(["thanks"]);

    const rows = rowsOf("set-brand-voice");
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ helpful: 0, comment: marker, locale: "en" });

    // The same visitor changing their mind replaces the answer, comment and all.
    expect((await postForm("/help-center/set-brand-voice", { helpful: "yes" }, { "CF-Connecting-IP": ip, Cookie: cookie })).status).toBe(303);
    expect(rowsOf("set-brand-voice")).toHaveLength(before + 1);
    expect(rowsOf("set-brand-voice").at(-1)).toMatchObject({ helpful: 1, comment: null });
  });

  it("answers in Portuguese on /pt and stores the page's language", async () => {
    const before = rowsOf("property-maintenance").length;
    const response = await postForm("/pt/help-center/property-maintenance", { helpful: "no", comment: "" }, { "CF-Connecting-IP": freshAddress() });
    expect(response.headers.get("Location")).toBe("/pt/help-center/property-maintenance");
    const text = textOf((await follow(response)).html);
    expect(text).toContain("Obrigado pelo seu retorno!");
    expect(rowsOf("property-maintenance")).toHaveLength(before + 1);
    expect(rowsOf("property-maintenance").at(-1)).toMatchObject({ locale: "pt", helpful: 0, comment: null });
  });

  it("drops a post whose honeypot is filled, answering it as if stored", async () => {
    const before = rowsOf("booking-management").length;
    const response = await postForm("/help-center/booking-management", { helpful: "yes", website: "spam" }, { "CF-Connecting-IP": freshAddress() });
    expect(response.status).toBe(303);
    expect(shownStep((await follow(response)).html)).toEqual(["thanks"]);
    expect(rowsOf("booking-management")).toHaveLength(before);
  });
});

describe("hostile posts", () => {
  const slug = "channel-connections";

  it("refuses a made-up answer, a comment over 500 characters and a comment with a Yes with a 400, storing nothing", async () => {
    const before = rowsOf(slug).length;
    const maybe = await postForm(`/help-center/${slug}`, { helpful: "maybe" }, { "CF-Connecting-IP": freshAddress() });
    expect(maybe.status).toBe(400);
    const maybeHtml = await maybe.text();
    expect(shownStep(maybeHtml)).toEqual(["ask"]);
    expect(textOf(maybeHtml)).toContain("The answer was incomplete. Please reload the page and try again.");

    const long = "a".repeat(501);
    const tooLong = await postForm(`/help-center/${slug}`, { helpful: "no", comment: long }, { "CF-Connecting-IP": freshAddress() });
    expect(tooLong.status).toBe(400);
    const tooLongHtml = await tooLong.text();
    expect(shownStep(tooLongHtml)).toEqual(["comment"]);
    expect(textOf(tooLongHtml)).toContain("The comment can be at most 500 characters.");
    expect(tooLongHtml).toContain(`>${long}</textarea>`);
    expect(tooLongHtml).toMatch(/<textarea[^>]*aria-invalid="true"/);

    const yesWithComment = await postForm(`/help-center/${slug}`, { helpful: "yes", comment: "hi" }, { "CF-Connecting-IP": freshAddress() });
    expect(yesWithComment.status).toBe(400);
    expect(rowsOf(slug)).toHaveLength(before);
  });

  it("answers 404 for an unknown, unpublished or malformed article and stores no row", async () => {
    queryD1(
      "INSERT INTO help_articles (id, slug, locale, title, is_published) VALUES ('feedback-test-draft', 'feedback-test-draft', 'en', 'Draft', 0)",
    );
    try {
      for (const path of ["/help-center/no-such-article", "/help-center/feedback-test-draft", "/help-center/Bad%20Slug!", "/fr/help-center/getting-started"]) {
        const plain = await postForm(path, { helpful: "yes" }, { "CF-Connecting-IP": freshAddress() });
        expect(plain.status, path).toBe(404);
      }
      const inPlace = await fetch(dataUrl("/help-center/no-such-article", articleRoute), {
        method: "POST",
        headers: { ...sameOrigin(), "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshAddress() },
        body: "helpful=yes&_enhanced=1",
      });
      expect(inPlace.status).toBe(404);
      expect(((await inPlace.json()) as { enhanced: { formError: string } }).enhanced.formError).toBe("This article is no longer available.");
      expect(queryD1("SELECT * FROM help_feedback WHERE article_slug IN ('no-such-article', 'feedback-test-draft')")).toEqual([]);
    } finally {
      queryD1("DELETE FROM help_articles WHERE id = 'feedback-test-draft'");
    }
  });

  it("never answers a 5xx to an oversized, mistyped or malformed body", async () => {
    const post = (body: BodyInit, type: string | null) =>
      fetch(`${baseUrl()}/help-center/${slug}`, {
        method: "POST",
        redirect: "manual",
        headers: { ...sameOrigin(), "CF-Connecting-IP": freshAddress(), ...(type ? { "Content-Type": type } : {}) },
        body,
      });
    const answers = [
      await post(`helpful=no&comment=${"x".repeat(70 * 1024)}`, "application/x-www-form-urlencoded"),
      await post(JSON.stringify({ helpful: "yes" }), "application/json"),
      await post("helpful=yes", null),
      await post("--x\r\nbroken", "multipart/form-data; boundary=x"),
      await post("helpful=%E0%A4%A&comment=%", "application/x-www-form-urlencoded"),
    ];
    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    expect(answers.map((answer) => answer.status).slice(0, 3)).toEqual([413, 415, 415]);
  });
});

describe("posting in place", () => {
  it("answers the outcome as JSON, in the page's language, and stores the answer", async () => {
    const before = rowsOf("calendar-not-syncing").length;
    const response = await fetch(dataUrl("/pt/help-center/calendar-not-syncing", articleRoute), {
      method: "POST",
      headers: { ...sameOrigin(), "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshAddress() },
      body: "helpful=yes&_enhanced=1",
    });
    expect(response.status).toBe(200);
    const { enhanced } = (await response.json()) as { enhanced: { reset?: boolean; toast?: { title: string; description: string } } };
    expect(enhanced.reset).toBe(true);
    expect(enhanced.toast).toEqual({ kind: "success", title: "Obrigado!", description: "Sua resposta nos ajuda a melhorar a central de ajuda." });
    expect(rowsOf("calendar-not-syncing")).toHaveLength(before + 1);
    expect(cookiesFrom(response)).toMatch(/stayloop_visitor=/);
  });

  it("is rate limited per address: past the limit, 429 with the reason, and nothing more stored", async () => {
    const ip = freshAddress();
    const { limit } = rateLimits.helpFeedback.perAddress;
    const inPlace = () =>
      fetch(dataUrl("/help-center/guest-communication", articleRoute), {
        method: "POST",
        headers: { ...sameOrigin(), "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip },
        body: "helpful=yes&_enhanced=1",
      });
    for (let i = 0; i < limit; i++) expect((await inPlace()).status).toBe(200);
    const before = rowsOf("guest-communication").length;
    const refused = await inPlace();
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { enhanced: { formError: string } }).enhanced.formError).toBe(
      "Too many answers from your connection. Please wait a few minutes and try again.",
    );
    const plain = await postForm("/help-center/guest-communication", { helpful: "no" }, { "CF-Connecting-IP": ip });
    expect(plain.status).toBe(429);
    expect(textOf(await plain.text())).toContain("Too many answers from your connection.");
    expect(rowsOf("guest-communication")).toHaveLength(before);
  }, 120_000);
});
