import { describe, expect, it } from "vitest";
import { baseUrl, clientAddress, cookiesFrom, postForm, queryD1, uniqueEmail } from "./support";

type Row = { email: string; name: string; is_waitlist: number; feature_interest: string; locale: string; consent_text: string; phone: string | null };
const stored = (email: string) => queryD1<Row>(`SELECT * FROM newsletter_subscribers WHERE email = '${email}'`);

/** Posts like a browser without JavaScript and follows the redirect, returning the page shown. */
async function subscribeWithoutJs(fields: Record<string, string>, ip = clientAddress()) {
  const response = await postForm("/resources/newsletter", { source: "footer", redirectTo: "/", ...fields }, {
    "CF-Connecting-IP": ip,
  });
  expect(response.status).toBe(303);
  const location = response.headers.get("Location") ?? "";
  const page = await fetch(new URL(location, baseUrl()), { headers: { Cookie: cookiesFrom(response) } });
  return { location, html: await page.text(), page };
}

describe("footer newsletter without JavaScript (spec 1 §4–§8)", () => {
  it("subscribes, stores every field, and says so on the page it returns to", async () => {
    const email = uniqueEmail("nojs");
    const { location, html } = await subscribeWithoutJs({ name: "  Helena ", email: `  ${email.toUpperCase()} ` });
    expect(location).toBe("/#newsletter-footer");
    expect(html).toContain("Subscribed!");
    expect(html).toContain("You&#x27;ve been added to our newsletter");
    expect(stored(email)).toEqual([
      expect.objectContaining({
        email,
        name: "Helena",
        phone: null,
        is_waitlist: 0,
        feature_interest: "Newsletter",
        locale: "en",
        consent_text: "By subscribing you agree to receive StayLoop emails. You can unsubscribe at any time.",
      }),
    ]);
  });

  it("updates a known email and says 'Preferences Updated!'", async () => {
    const email = uniqueEmail("again");
    await subscribeWithoutJs({ name: "Rui", email });
    const { html } = await subscribeWithoutJs({ name: "Rui Costa", email });
    expect(html).toContain("Preferences Updated!");
    expect(stored(email)).toEqual([expect.objectContaining({ name: "Rui Costa" })]);
  });

  it("keeps what was typed and shows the message next to the field on a bad email", async () => {
    const { html } = await subscribeWithoutJs({ name: "Bea", email: "bea-at-example.com" });
    expect(html).toContain("Invalid email");
    expect(html).toMatch(/id="newsletter-footer-email-error"[^>]*>Please enter a valid email address</);
    expect(html).toMatch(/<input[^>]*name="name"[^>]*value="Bea"/);
    expect(html).toMatch(/<input[^>]*name="email"[^>]*value="bea-at-example.com"/);
    expect(html).toMatch(/<input[^>]*name="email"[^>]*aria-invalid="true"/);
    expect(queryD1(`SELECT * FROM newsletter_subscribers WHERE email LIKE 'bea%'`)).toEqual([]);
  });

  it("asks for a name, in Portuguese on Portuguese pages, and stores the page language", async () => {
    const email = uniqueEmail("pt");
    const { html } = await subscribeWithoutJs({ name: "   ", email, redirectTo: "/pt" });
    expect(html).toContain("Nome obrigatório");
    expect(html).toContain("Por favor, insira seu nome");
    expect(html).toMatch(new RegExp(`<input[^>]*name="email"[^>]*value="${email}"`));

    const ok = await subscribeWithoutJs({ name: "Joana", email, redirectTo: "/pt" });
    expect(ok.html).toContain("Inscrição confirmada!");
    expect(stored(email)[0]).toMatchObject({ locale: "pt", consent_text: expect.stringContaining("Ao se inscrever") });
  });

  it("stores nothing when the honeypot is filled, and looks like success", async () => {
    const email = uniqueEmail("bot");
    const { html } = await subscribeWithoutJs({ name: "Bot", email, website: "https://spam.example" });
    expect(html).toContain("Subscribed!");
    expect(stored(email)).toEqual([]);
  });

  it("refuses a cross-origin post and stores nothing", async () => {
    const email = uniqueEmail("csrf");
    const response = await postForm(
      "/resources/newsletter",
      { source: "footer", name: "Eve", email, redirectTo: "/" },
      { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    );
    expect(response.status).toBe(403);
    expect(stored(email)).toEqual([]);
  });
});

describe("footer newsletter with JavaScript (in-place post)", () => {
  it("answers JSON with the outcome and a reset form", async () => {
    const email = uniqueEmail("js");
    const response = await postForm(
      "/resources/newsletter",
      { source: "blog", name: "Tom", email, redirectTo: "/blog", _enhanced: "1" },
      { "CF-Connecting-IP": clientAddress() },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { toast: { title: string }; result: unknown };
    expect(body.toast.title).toBe("newsletter.toast.subscribedTitle");
    // Conform's reply for a form to clear: no initial values.
    expect(body.result).toEqual({ initialValue: null });
    expect(stored(email)).toHaveLength(1);
  });

  it("answers 400 with field errors and the typed values", async () => {
    const response = await postForm(
      "/resources/newsletter",
      { source: "footer", name: "", email: "nope", redirectTo: "/", _enhanced: "1" },
      { "CF-Connecting-IP": clientAddress() },
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    expect(body.result.error).toMatchObject({ name: ["nameRequired"], email: ["invalidEmail"] });
    expect(body.result.initialValue.email).toBe("nope");
  });

  it("stores the referral waitlist with its feature interest and phone", async () => {
    const email = uniqueEmail("wait");
    const response = await postForm(
      "/resources/newsletter",
      { source: "referral-waitlist", name: "Lia", email, phone: " +351 912 345 678 ", redirectTo: "/", _enhanced: "1" },
      { "CF-Connecting-IP": clientAddress() },
    );
    const body = (await response.json()) as { toast: { title: string } };
    expect(body.toast.title).toBe("newsletter.toast.waitlistTitle");
    expect(stored(email)[0]).toMatchObject({ is_waitlist: 1, feature_interest: "Referral Program", phone: "+351 912 345 678" });
  });
});

describe("abuse and failure", () => {
  it("rate-limits one client address per 10 minutes and keeps the input", async () => {
    const ip = clientAddress();
    const post = () =>
      postForm(
        "/resources/newsletter",
        { source: "footer", name: "Flood", email: "flood@example.com", redirectTo: "/", _enhanced: "1" },
        { "CF-Connecting-IP": ip },
      );
    for (let i = 0; i < 12; i++) expect((await post()).status).toBe(200);
    const refused = await post();
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { toast: { title: string }; result: { initialValue: Record<string, string> } };
    expect(body.toast.title).toBe("abuse.rateLimitedTitle");
    expect(body.result.initialValue.name).toBe("Flood");
    // Another address is not affected.
    const other = await postForm(
      "/resources/newsletter",
      { source: "footer", name: "Calm", email: uniqueEmail("calm"), redirectTo: "/", _enhanced: "1" },
      { "CF-Connecting-IP": clientAddress() },
    );
    expect(other.status).toBe(200);
  });

  it("says 'Subscription failed' and keeps the input when the backend fails", async () => {
    queryD1("ALTER TABLE newsletter_subscribers RENAME TO newsletter_subscribers_away");
    try {
      const { html } = await subscribeWithoutJs({ name: "Nina", email: "nina@example.com" });
      expect(html).toContain("Subscription failed");
      expect(html).toContain("Please try again later");
      expect(html).toMatch(/<input[^>]*name="email"[^>]*value="nina@example.com"/);
    } finally {
      queryD1("ALTER TABLE newsletter_subscribers_away RENAME TO newsletter_subscribers");
    }
  });
});
