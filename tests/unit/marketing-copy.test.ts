import { describe, expect, it } from "vitest";
import { featurePageCopy, legalDocument } from "~/features/marketing/loaders.server";
import { featureSlugs } from "~/lib/site";

/** Every string inside a value, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("feature page copy, as the loaders send it", () => {
  it.each(featureSlugs.flatMap((slug) => [[slug, "en"], [slug, "pt"]] as const))("%s (%s) has no placeholder left", async (slug, lang) => {
    const copy = await featurePageCopy(lang === "pt" ? { lang: "pt" } : {}, slug);
    expect(copy.lang).toBe(lang);
    expect(copy.meta.title.length).toBeGreaterThan(10);
    expect(copy.meta.description.length).toBeGreaterThan(50);
    expect(copy.page.keyFeatures.length).toBeGreaterThan(2);
    for (const text of strings(copy)) expect(text, text).not.toMatch(/{{|}}|\bTODO\b|[Ll]orem ipsum/);
  });

  it("fills in the 7-day trial", async () => {
    expect((await featurePageCopy({}, "email-campaigns")).layout.trialNote).toBe("7-day free trial · No credit card required");
    expect((await featurePageCopy({ lang: "pt" }, "email-campaigns")).layout.trialNote).toBe(
      "Teste grátis de 7 dias · Sem cartão de crédito",
    );
  });

  it("answers 404 for a language prefix other than /pt", async () => {
    await expect(featurePageCopy({ lang: "fr" }, "email-campaigns")).rejects.toMatchObject({ status: 404 });
  });
});

describe("legal documents (spec 2 §2.3)", () => {
  it.each([
    ["privacy", "en", "Last updated: November 28, 2026"],
    ["terms", "en", "Last updated: April 3, 2025"],
    ["cookies", "en", "Last updated: April 3, 2025"],
    ["privacy", "pt", "Última atualização: 28 de novembro de 2026"],
    ["terms", "pt", "Última atualização: 3 de abril de 2025"],
  ] as const)("%s (%s) says '%s'", async (name, lang, label) => {
    const doc = await legalDocument(lang === "pt" ? { lang: "pt" } : {}, name);
    expect(doc.updatedLabel).toBe(label);
    for (const text of strings(doc)) expect(text, text).not.toMatch(/{{|}}|\bTODO\b|[Ll]orem ipsum/);
  });

  it("the privacy policy keeps log data up to 12 months, is not for under-13s and takes deletion requests by email", async () => {
    const text = strings((await legalDocument({}, "privacy")).document).join("\n");
    expect(text).toContain("We keep log data for up to 12 months");
    expect(text).toContain("not intended for users under 13");
    expect(text).toMatch(/delete your personal data.*send an email to privacy@stayloop\.io/);
    for (const permission of [
      "Insights",
      "Page content management",
      "Instagram publishing",
      "Engagement insights",
      "Call-to-action buttons",
      "Basic profile",
      "Business assets",
      "Public content",
    ]) {
      expect(text).toContain(permission);
    }
  });

  it("the terms advertise the 7-day trial without a credit card", async () => {
    const text = strings((await legalDocument({}, "terms")).document).join("\n");
    expect(text).toContain("free for 7 days, without a credit card");
  });

  it("the cookie policy lists the cookies the site actually sets", async () => {
    const doc = await legalDocument({}, "cookies");
    const names = strings(doc.document.sections).join("\n");
    for (const cookie of ["lang", "launch_banner_hidden", "__flash", "launchBannerHidden"]) expect(names).toContain(cookie);
  });
});
