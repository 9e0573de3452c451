import { describe, expect, it } from "vitest";
import en from "~/locales/en/common.json";
import pt from "~/locales/pt/common.json";
import { newsletterConsentVersion } from "~/features/newsletter/consent";
import { unsubscribeEmail, unsubscribeToken, unsubscribeUrl } from "~/features/newsletter/unsubscribe.server";
import { isOneClickUnsubscribe } from "~/server/edge/one-click-unsubscribe.server";
import { issueDownloadToken } from "~/features/engagement/downloads/token.server";

// Newsletter unsubscribe tokens (decision 0030): signed with SESSION_SECRET, no expiry, and
// exactly their addresses accept a cross-site POST.
const secret = "unit-test-secret-0123456789abcdef";

describe("unsubscribe tokens", () => {
  it("name the lower-cased email and verify with the same secret only", async () => {
    const token = await unsubscribeToken(secret, "Ana@Example.com");
    expect(await unsubscribeEmail(secret, token)).toBe("ana@example.com");
    expect(await unsubscribeEmail("another-secret-0123456789abcdef", token)).toBeNull();
  });

  it("refuse forged, changed, oversized and malformed tokens", async () => {
    const token = await unsubscribeToken(secret, "ana@example.com");
    const [payload, signature] = token.split(".") as [string, string];
    const other = (await unsubscribeToken(secret, "bob@example.com")).split(".")[0]!;
    for (const forged of [
      `${other}.${signature}`,
      `${payload}.${signature.replace(/^./, (c) => (c === "0" ? "1" : "0"))}`,
      `${payload}.${signature}.x`,
      `${payload}`,
      `${payload}.`,
      `!!!.${signature}`,
      `${"A".repeat(500)}.${signature}`,
      "",
      null,
      undefined,
    ]) {
      expect(await unsubscribeEmail(secret, forged)).toBeNull();
    }
  });

  it("is not a download token, nor a download token an unsubscribe token", async () => {
    const download = await issueDownloadToken(secret, "a@b");
    expect(await unsubscribeEmail(secret, download)).toBeNull();
  });

  it("builds the URL on the configured origin, in the subscriber's language", async () => {
    const url = await unsubscribeUrl({ secret, origin: "https://stayloop.io", email: "ana@example.com", lang: "pt" });
    expect(url).toMatch(/^https:\/\/stayloop\.io\/pt\/newsletter\/unsubscribe\/[A-Za-z0-9_-]+\.[0-9a-f]{64}$/);
    const en = await unsubscribeUrl({ secret, origin: "https://stayloop.io", email: "ana@example.com", lang: "en" });
    expect(new URL(en).pathname.startsWith("/newsletter/unsubscribe/")).toBe(true);
  });
});

describe("isOneClickUnsubscribe", () => {
  it("is true only for a POST to a signed unsubscribe address", async () => {
    const path = new URL(await unsubscribeUrl({ secret, origin: "https://s.example", email: "a@example.com", lang: "en" })).pathname;
    const post = (p: string, method = "POST") => isOneClickUnsubscribe(new Request(`https://s.example${p}`, { method }));
    expect(post(path)).toBe(true);
    expect(post(`/pt${path}`)).toBe(true);
    expect(post(path, "PUT")).toBe(false);
    for (const other of ["/resources/newsletter", "/newsletter/unsubscribe/", "/newsletter/unsubscribe/abc", `${path}/x`, `/x${path}`, "/resources/audit"]) {
      expect(post(other)).toBe(false);
    }
  });
});

describe("consent version", () => {
  it("changes with the sentence: these are the sentences of this version", () => {
    // Changing either sentence without a new newsletterConsentVersion fails here.
    expect({ version: newsletterConsentVersion, en: en.newsletter.consent, pt: pt.newsletter.consent }).toEqual({
      version: "2026-11-22",
      en: "By subscribing you agree to receive StayLoop emails. You can unsubscribe at any time.",
      pt: "Ao se inscrever, você aceita receber e-mails do StayLoop. Você pode cancelar a qualquer momento.",
    });
  });
});
