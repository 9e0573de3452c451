import { describe, expect, it } from "vitest";
import { rateLimits } from "~/server/abuse.server";
import { baseUrl, clientAddress, cookiesFrom, enhancementModulesOf, postForm, queryD1, uniqueEmail } from "./support";

// The free-audit form, the AI demo and the referral waitlist, posted as browsers send
// them, with what the backend stored checked in the test site's D1.

interface AuditRow {
  id: string;
  property_url: string;
  name: string;
  email: string;
  locale: string;
  status: string;
  created_at: string;
}
const auditRows = (email: string) => queryD1<AuditRow>(`SELECT * FROM audit_requests WHERE email = '${email}'`);

/** A plain (no-JavaScript) post to the audit form, following the redirect to the page it lands on. */
async function requestAudit(fields: Record<string, string>, redirectTo = "/#audit-request") {
  const response = await postForm("/resources/audit", { redirectTo, ...fields }, { "CF-Connecting-IP": clientAddress() });
  expect(response.status).toBe(303);
  const location = response.headers.get("Location") ?? "";
  const page = await fetch(new URL(location, baseUrl()), { headers: { Cookie: `lang=en; ${cookiesFrom(response)}` } });
  return { location, html: await page.text() };
}

describe("free-audit form without JavaScript (spec 1 §2.3, §5, §8)", () => {
  it("stores a valid request and comes back to the form with the success text and empty fields", async () => {
    const email = uniqueEmail("audit");
    const { location, html } = await requestAudit({
      propertyUrl: "  airbnb.com/rooms/48213 ",
      name: "  Joana Ribeiro ",
      email: email.toUpperCase(),
    });
    expect(location).toBe("/#audit-request");
    expect(html).toMatch(
      /data-audit-outcome="success">Thank you! Your audit request has been successfully submitted. We&#x27;ll be in touch within 24 hours.</,
    );
    expect(html).not.toMatch(/<input[^>]*name="(propertyUrl|name|email)"[^>]*value="[^"]+"/);
    const rows = auditRows(email);
    expect(rows).toEqual([
      expect.objectContaining({ property_url: "https://airbnb.com/rooms/48213", name: "Joana Ribeiro", email, locale: "en", status: "new" }),
    ]);
    expect(Date.now() - new Date(rows[0]!.created_at).getTime()).toBeLessThan(5 * 60_000);
  });

  it("stores the language of the page it was sent from", async () => {
    const email = uniqueEmail("auditoria");
    const { location, html } = await requestAudit(
      { propertyUrl: "https://www.vrbo.com/9876543", name: "Luís", email },
      "/pt?billing=yearly#audit-request",
    );
    expect(location).toBe("/pt?billing=yearly#audit-request");
    expect(html).toMatch(/data-audit-outcome="success">Obrigado! Sua solicitação de auditoria foi enviada com sucesso./);
    expect(auditRows(email)).toEqual([expect.objectContaining({ locale: "pt", property_url: "https://www.vrbo.com/9876543" })]);
  });

  it.each([
    [{ propertyUrl: "", name: "Ana", email: "ana-empty-url@example.com" }, "propertyUrl", "Property URL is required"],
    [{ propertyUrl: "my beach flat", name: "Ana", email: "ana-bad-url@example.com" }, "propertyUrl", "Please enter a valid URL"],
    [{ propertyUrl: "https://airbnb.com/rooms/1", name: " ", email: "ana-no-name@example.com" }, "name", "Name is required"],
    [{ propertyUrl: "https://airbnb.com/rooms/1", name: "Ana", email: "" }, "email", "Email is required"],
    [{ propertyUrl: "https://airbnb.com/rooms/1", name: "Ana", email: "ana.example.com" }, "email", "Please enter a valid email address"],
  ])("refuses %j with '%s: %s' next to the field, keeping what was typed", async (fields, field, message) => {
    const { html } = await requestAudit(fields);
    expect(html).toMatch(new RegExp(`id="audit-request-${field}-error"[^>]*>${message}<`));
    expect(html).toMatch(new RegExp(`<input[^>]*name="${field}"[^>]*aria-invalid="true"`));
    for (const [name, value] of Object.entries(fields)) {
      if (value.trim()) expect(html).toMatch(new RegExp(`<input[^>]*name="${name}"[^>]*value="${value}"`));
    }
    // The success message's place is in the page, empty and hidden (the enhancement fills it in place).
    expect(html).toMatch(/<p hidden=""[^>]*data-audit-outcome="success"><\/p>/);
    if (fields.email) expect(auditRows(fields.email)).toEqual([]);
  });

  it("answers JSON to a post JavaScript sent in place", async () => {
    const email = uniqueEmail("enhanced");
    const ok = await postForm(
      "/resources/audit",
      { propertyUrl: "https://casa-azul.pt", name: "Rita", email, _enhanced: "1", redirectTo: "/" },
      { "CF-Connecting-IP": clientAddress() },
    );
    expect(ok.status).toBe(200);
    // Only what app/enhance/forms.ts reads: the text beside the form, and the fields cleared.
    expect(await ok.json()).toEqual({
      enhanced: {
        formSuccess: "Thank you! Your audit request has been successfully submitted. We'll be in touch within 24 hours.",
        reset: true,
      },
    });
    expect(auditRows(email)).toHaveLength(1);

    const refused = await postForm(
      "/resources/audit",
      { propertyUrl: "nope", name: "Rita", email, _enhanced: "1", redirectTo: "/" },
      { "CF-Connecting-IP": clientAddress() },
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ enhanced: { fieldErrors: { propertyUrl: "Please enter a valid URL" }, reset: false } });
  });

  it("tells a bot that fills the hidden field it succeeded, and stores nothing", async () => {
    const email = uniqueEmail("bot");
    const { html } = await requestAudit({ propertyUrl: "https://spam.example.com", name: "Bot", email, website: "https://spam.example" });
    expect(html).toMatch(/data-audit-outcome="success">Thank you!/);
    expect(auditRows(email)).toEqual([]);
  });

  it("stops one address's requests past the hour's limit, keeping what was typed", async () => {
    const ip = clientAddress();
    const post = (n: number) =>
      postForm(
        "/resources/audit",
        { propertyUrl: `https://example.com/rooms/${n}`, name: "Flood", email: `flood-${n}-${ip}@example.com`, _enhanced: "1", redirectTo: "/" },
        { "CF-Connecting-IP": ip },
      );
    const { limit } = rateLimits.audit.perAddress;
    for (let n = 1; n <= limit; n += 1) expect((await post(n)).status).toBe(200);
    const refused = await post(limit + 1);
    expect(refused.status).toBe(429);
    // The failure is said beside the form, and what was typed stays (no reset).
    expect(await refused.json()).toEqual({ enhanced: { formError: "Please wait a few minutes and try again.", reset: false } });
    expect(auditRows(`flood-${limit + 1}-${ip}@example.com`)).toEqual([]);
  }, 120_000);

  it("comes back to the anchor the page's forms name (the server knows none)", async () => {
    const html = await (await fetch(`${baseUrl()}/pt?billing=yearly`, { headers: { Cookie: "lang=pt" } })).text();
    expect(html).toMatch(/<input type="hidden" name="redirectTo" value="\/pt\?billing=yearly#audit-request"\/>/);
    expect(html).toMatch(/<input type="hidden" name="redirectTo" value="\/pt\?billing=yearly#newsletter-footer"\/>/);
    expect(html).toContain('id="audit-request"');
    expect(html).toContain('id="newsletter-footer"');
  });

  it("never redirects off the site", async () => {
    const response = await postForm("/resources/audit", { redirectTo: "//evil.example/x", propertyUrl: "", name: "", email: "" });
    expect(response.headers.get("Location")).toBe("/");
  });
});

describe("AI demo without JavaScript (spec 2 §2.17, §5)", () => {
  const post = (fields: Record<string, string>, path = "/features/ai-content-creation") =>
    postForm(path, fields, { "CF-Connecting-IP": clientAddress(), Cookie: "lang=en" });

  it("Generate shows the canned text of the chosen content type", async () => {
    const response = await post({ intent: "generate", contentType: "localAttractions", prompt: "Three things near the cabin" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Three reasons to stay one more night at the cabin");
    expect(html).toMatch(/<textarea[^>]*>Three things near the cabin<\/textarea>/);
    expect(html).toContain(">Post to Instagram<");
  });

  it("an empty prompt is refused with 'Please enter a prompt'", async () => {
    const response = await post({ intent: "generate", contentType: "seasonalOffer", prompt: "   " });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(/id="ai-demo-prompt-error"[^>]*>Please enter a prompt</);
    // The panel's states for app/features/marketing/features/ai-demo.enhance.ts wait in a <template>; none is shown.
    expect(html.replace(/<template\b[\s\S]*?<\/template>/g, "")).not.toContain("data-ai-demo-result");
  });

  it("Post to Instagram says it was posted, as a simulation, in Portuguese on /pt", async () => {
    const response = await post({ intent: "post", contentType: "seasonalOffer", prompt: "Oferta de inverno" }, "/pt/features/ai-content-creation");
    const html = await response.text();
    expect(html).toContain("Publicado no Instagram!");
    expect(html).toContain("O inverno é o nosso segredo favorito");
  });
});

describe("AI demo page loads no React, only its module (decision 0013)", () => {
  it.each(["/features/ai-content-creation", "/pt/features/ai-content-creation"])("%s", async (path) => {
    const response = await fetch(baseUrl() + path, { headers: { Cookie: "lang=en" } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(enhancementModulesOf(html)).toEqual(["site", "ai-demo"]);
    const scripts = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]!);
    for (const src of scripts) expect((await fetch(baseUrl() + src)).status, src).toBe(200);
    // What the module plays from: each content type's sample prompt and canned post, and the panel's states.
    expect(html).toMatch(/data-content-type="seasonalOffer" data-prompt="[^"]+" data-result="[^"]+"/);
    expect(html).toMatch(/<template data-ai-demo-states="true"><div[^>]*data-ai-demo-generating/);
    expect(html).toContain('data-busy-label="');
  });
});

describe("referral waitlist (spec 2 §2.17, §3)", () => {
  it("stores the visitor as a Referral Program waitlist signup, with the optional phone", async () => {
    const email = uniqueEmail("waitlist");
    const response = await postForm(
      "/resources/newsletter",
      { source: "referral-waitlist", name: "Camila", email, phone: "+55 21 99876-5432", redirectTo: "/features/referral-program#newsletter-referral-waitlist" },
      { "CF-Connecting-IP": clientAddress() },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/features/referral-program#newsletter-referral-waitlist");
    const html = await (await fetch(baseUrl() + "/features/referral-program", { headers: { Cookie: `lang=en; ${cookiesFrom(response)}` } })).text();
    expect(html).toContain("Added to Waitlist!");
    expect(html).toContain("You&#x27;ve been added to our waitlist");
    expect(queryD1(`SELECT name, phone, is_waitlist, feature_interest FROM newsletter_subscribers WHERE email = '${email}'`)).toEqual([
      { name: "Camila", phone: "+55 21 99876-5432", is_waitlist: 1, feature_interest: "Referral Program" },
    ]);
  });
});
