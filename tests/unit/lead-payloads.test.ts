import { describe, expect, it } from "vitest";
import { leadDataProblems, leadEventData } from "~/leads/contract";
import { auditRequestPayload, roadmapCommentPayload, subscriptionPayload, supportRequestPayload, unsubscriptionPayload } from "~/leads/payloads";

// One builder per lead (app/leads/payloads.ts, decision 0058): both backends store its payload as
// it is and add only the id and the time where the contract marks them. What D1 sends is these
// bytes; they must be the bytes the D1 adapter wrote before the payload was built once.

const stamp = { id: "0b9c7a52-2d0f-4a53-9d8e-1c2b3a4d5e6f", at: "2026-12-02T04:00:00.000Z" };
const source = { utm_source: "newsletter", utm_medium: "email", utm_campaign: "june", utm_term: null, utm_content: null, click_id: "fbclid", referrer_host: null, heard_about: null, heard_about_other: null };

describe("a lead's event data from its payload", () => {
  it("puts the database's id and time where the contract says, every key in the contract's order", () => {
    const payload = auditRequestPayload({ propertyUrl: "https://casa.example/", name: "Ana", email: "ana@example.com", locale: "pt", from: { page: { path: "/features/x", lang: "en" }, source } });
    expect(JSON.stringify(leadEventData("audit_request.created", payload, stamp))).toBe(
      `{"id":"${stamp.id}","property_url":"https://casa.example/","name":"Ana","email":"ana@example.com","locale":"pt","created_at":"${stamp.at}",` +
        `"page":{"path":"/features/x","lang":"en"},"source":${JSON.stringify(source)}}`,
    );
  });

  it("stamps the consent's time too, and leaves the id out of a type without one", () => {
    const payload = subscriptionPayload({
      email: "maria@example.com",
      name: "Maria",
      phone: null,
      isWaitlist: false,
      featureInterest: "Newsletter",
      locale: "pt",
      consentText: "Aceito.",
      consentVersion: "2026-11-22",
      consentPath: "/pt/blog",
      unsubscribeUrl: "https://stayloop.example/u/a.b",
    });
    const data = leadEventData("newsletter.subscribed", payload, stamp);
    expect(JSON.stringify(data)).toBe(
      `{"email":"maria@example.com","name":"Maria","phone":null,"is_waitlist":false,"feature_interest":"Newsletter","locale":"pt","consent_text":"Aceito.",` +
        `"subscribed_at":"${stamp.at}","consent":{"version":"2026-11-22","text":"Aceito.","locale":"pt","path":"/pt/blog","at":"${stamp.at}"},` +
        `"page":null,"source":null,"unsubscribe_url":"https://stayloop.example/u/a.b"}`,
    );
    expect(leadDataProblems("newsletter.subscribed", data)).toEqual([]);
    expect(leadEventData("newsletter.unsubscribed", unsubscriptionPayload({ email: " Maria@Example.com " }), stamp)).toEqual({ email: "maria@example.com", unsubscribed_at: stamp.at });
  });

  it("keeps the site's own comment id (the moderation links name it)", () => {
    const payload = roadmapCommentPayload({ id: "11111111-2222-4333-8444-555555555555", itemId: 4, authorName: "Ana", content: "Hi" });
    const data = leadEventData("roadmap_comment.created", payload, { id: "ignored", at: stamp.at });
    expect(data).toMatchObject({ id: "11111111-2222-4333-8444-555555555555", created_at: stamp.at, status: "published", approve_url: null, hide_url: null });
    expect(leadDataProblems("roadmap_comment.created", data)).toEqual([]);
  });
});

describe("the builders clean values once, for both databases", () => {
  it("trim, lower-case the address, and make an empty optional text null", () => {
    expect(supportRequestPayload({ name: " Ana ", email: " ANA@Example.com ", subject: "  ", message: " Hi ", articleSlug: "", locale: "en" })).toEqual({
      name: "Ana",
      email: "ana@example.com",
      subject: null,
      message: "Hi",
      article_slug: null,
      locale: "en",
      page: null,
      source: null,
    });
  });

  it("give a nameless comment 'Anonymous' and a sign-up without an interest 'Newsletter'", () => {
    expect(roadmapCommentPayload({ itemId: 1, authorName: "   ", content: "x" })).toMatchObject({ author_name: "Anonymous", id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const signUp = { email: "a@b.co", name: "A", phone: " ", isWaitlist: true, featureInterest: " ", locale: "en", consentText: "t", consentVersion: "v", consentPath: "/", unsubscribeUrl: "https://s.example/u" } as const;
    expect(subscriptionPayload(signUp)).toMatchObject({ phone: null, feature_interest: "Newsletter" });
  });
});
