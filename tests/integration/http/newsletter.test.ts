import { describe, expect, it } from "vitest";
import type { EnhancedReply } from "~/lib/enhanced-reply";
import { baseUrl, clientAddress, cookiesFrom, postForm, queryD1, uniqueEmail } from "./support";

type Row = { email: string; name: string; is_waitlist: number; feature_interest: string; locale: string; consent_text: string; phone: string | null };
const stored = (email: string) => queryD1<Row>(`SELECT * FROM newsletter_subscribers WHERE email = '${email}'`);

/** The start tag of the footer form's input named `name` in a page. */
const inputTag = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html.slice(html.indexOf('id="newsletter-footer"')))?.[0] ?? "";

/** Posts like a browser without JavaScript and follows the redirect, returning the page shown. */
async function subscribeWithoutJs(fields: Record<string, string>, ip = clientAddress()) {
  const response = await postForm("/resources/newsletter", { source: "footer", redirectTo: "/#newsletter-footer", ...fields }, {
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
    // The message is the field's description, as a screen reader announces it.
    expect(inputTag(html, "email")).toMatch(/aria-describedby="[^"]*newsletter-footer-email-error/);
    expect(queryD1(`SELECT * FROM newsletter_subscribers WHERE email LIKE 'bea%'`)).toEqual([]);
  });

  it("asks for a name next to the field on the page the form was sent from, keeping the email, and stores nothing", async () => {
    const email = uniqueEmail("no-name");
    const { location, html } = await subscribeWithoutJs({ name: "", email, redirectTo: "/about#newsletter-footer" });
    expect(location).toBe("/about#newsletter-footer");
    expect(html).toContain("Name required");
    expect(html).toMatch(/id="newsletter-footer-name-error"[^>]*>Please enter your name</);
    expect(inputTag(html, "name")).toMatch(/aria-invalid="true"/);
    expect(inputTag(html, "name")).toMatch(/aria-describedby="[^"]*newsletter-footer-name-error/);
    expect(inputTag(html, "email")).toContain(`value="${email}"`);
    expect(html).not.toContain("Subscribed!");
    expect(stored(email)).toEqual([]);
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

  it("refuses a foreign Origin alone and a cross-site Sec-Fetch-Site alone, and takes the same post from the site itself", async () => {
    const ip = clientAddress();
    // What the footer form sends: its own anchor (the server knows no DOM ids, decision 0034).
    const post = (email: string, headers: Record<string, string>) =>
      fetch(`${baseUrl()}/resources/newsletter`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip, ...headers },
        body: new URLSearchParams({ source: "footer", name: "Eve", email, redirectTo: "/#newsletter-footer" }).toString(),
      });
    const fromEvil = uniqueEmail("evil-origin");
    const byOrigin = await post(fromEvil, { Origin: "https://evil.example" });
    expect(byOrigin.status).toBe(403);
    expect(await byOrigin.text()).toContain("this form can only be sent from the StayLoop website");
    const crossSite = uniqueEmail("cross-site");
    expect((await post(crossSite, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);

    const sameOrigin = uniqueEmail("same-origin");
    const accepted = await post(sameOrigin, { Origin: baseUrl(), "Sec-Fetch-Site": "same-origin" });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get("Location")).toBe("/#newsletter-footer");
    expect([...stored(fromEvil), ...stored(crossSite), ...stored(sameOrigin)].map((row) => row.email)).toEqual([sameOrigin]);
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
    // Only what app/enhance/forms.ts reads: the toast's text and the form to clear.
    expect(await response.json()).toEqual({
      enhanced: { toast: { kind: "success", title: "Subscribed!", description: "You've been added to our newsletter" }, reset: true },
    });
    expect(stored(email)).toHaveLength(1);
  });

  it("answers 400 with field errors and the typed values", async () => {
    const response = await postForm(
      "/resources/newsletter",
      { source: "footer", name: "", email: "nope", redirectTo: "/", _enhanced: "1" },
      { "CF-Connecting-IP": clientAddress() },
    );
    expect(response.status).toBe(400);
    const { enhanced } = (await response.json()) as { enhanced: EnhancedReply };
    expect(enhanced.fieldErrors).toEqual({ name: "Please enter your name", email: "Please enter a valid email address" });
    expect(enhanced.toast).toMatchObject({ kind: "error", title: "Name required" });
    // The page keeps what was typed: the form is not cleared.
    expect(enhanced.reset).toBe(false);
  });

  it("stores the referral waitlist with its feature interest and phone", async () => {
    const email = uniqueEmail("wait");
    const response = await postForm(
      "/resources/newsletter",
      { source: "referral-waitlist", name: "Lia", email, phone: " +351 912 345 678 ", redirectTo: "/", _enhanced: "1" },
      { "CF-Connecting-IP": clientAddress() },
    );
    const { enhanced } = (await response.json()) as { enhanced: EnhancedReply };
    expect(enhanced.toast?.title).toBe("Added to Waitlist!");
    expect(stored(email)[0]).toMatchObject({ is_waitlist: 1, feature_interest: "Referral Program", phone: "+351 912 345 678" });
  });
});

describe("abuse and failure", () => {
  /** An enhanced post, as the form sends it with JavaScript, from `ip`. */
  const postFrom = (ip: string, fields: Record<string, string>) =>
    postForm("/resources/newsletter", { source: "footer", name: "Someone", redirectTo: "/", _enhanced: "1", ...fields }, {
      "CF-Connecting-IP": ip,
    });

  it("lets 20 people behind one address sign up within a minute, from every newsletter form", async () => {
    // A carrier's NAT: one address for the footer, blog, tutorial and waitlist forms alike.
    const ip = "203.0.113.20";
    const sources = ["footer", "blog", "tutorials", "referral-waitlist"] as const;
    const emails = Array.from({ length: 20 }, (_, i) => uniqueEmail(`crowd${i}`));
    const started = Date.now();
    const statuses = await Promise.all(
      emails.map(async (email, i) => (await postFrom(ip, { email, name: `Person ${i}`, source: sources[i % 4]! })).status),
    );
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(statuses).toEqual(emails.map(() => 200));
    const rows = queryD1<{ email: string }>(
      `SELECT email FROM newsletter_subscribers WHERE email IN (${emails.map((email) => `'${email}'`).join(", ")})`,
    );
    expect(rows).toHaveLength(20);
  }, 90_000);

  it("cuts a script posting 300 times from one address off after 40, and keeps the input", async () => {
    const ip = "203.0.113.21";
    const label = `script${Date.now().toString(36)}`;
    const responses: Response[] = [];
    for (let round = 0; round < 30; round++) {
      responses.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, i) => postFrom(ip, { name: "Flood", email: `${label}-${round * 10 + i}@example.com` })),
        )),
      );
    }
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(40);
    expect(statuses.filter((status) => status === 429)).toHaveLength(260);
    expect(queryD1<{ n: number }>(`SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE email LIKE '${label}-%'`)[0]?.n).toBe(40);
    const refused = responses[statuses.lastIndexOf(429)]!;
    const { enhanced } = (await refused.json()) as { enhanced: EnhancedReply };
    expect(enhanced.toast).toEqual({ kind: "error", title: "Too many attempts", description: "Please wait a few minutes and try again." });
    expect(enhanced.formError).toBe("Please wait a few minutes and try again.");
    // The page keeps what was typed.
    expect(enhanced.reset).toBe(false);
    // Another address is not affected.
    expect((await postFrom(clientAddress(), { name: "Calm", email: uniqueEmail("calm") })).status).toBe(200);
  }, 180_000);

  it("counts IPv6 clients by their /64: one network shares a limit, the next /64 does not", async () => {
    const label = `six${Date.now().toString(36)}`;
    const statuses: number[] = [];
    // A phone picks a new address inside its /64 for every post.
    for (let i = 0; i < 41; i++) {
      statuses.push((await postFrom(`2001:db8:5:1:${(i + 1).toString(16)}::1`, { email: `${label}-${i}@example.com` })).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(40);
    expect(statuses.at(-1)).toBe(429);
    expect((await postFrom("2001:db8:5:1:ffff:ffff:ffff:ffff", { email: `${label}-x@example.com` })).status).toBe(429);
    expect((await postFrom("2001:db8:5:2::1", { email: `${label}-y@example.com` })).status).toBe(200);
  }, 120_000);

  it("lets one email be sent five times an hour from one address, and never locks its owner out from theirs (issue 23 item 7)", async () => {
    const email = uniqueEmail("owner");
    const stranger = "192.0.2.77";
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await postFrom(stranger, { email, name: `Take ${i}` })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(stored(email)).toEqual([expect.objectContaining({ name: "Take 4" })]);
    // The owner of the address signs up from their own connection, without JavaScript too.
    const { html } = await subscribeWithoutJs({ name: "Owner", email }, "192.0.2.78");
    expect(html).not.toContain("Too many attempts");
    expect(stored(email)).toEqual([expect.objectContaining({ name: "Owner" })]);
  }, 90_000);

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
