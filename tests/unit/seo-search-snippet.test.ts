import { describe, expect, it } from "vitest";
import { fitDescription, fitTitle } from "~/lib/search-snippet";

// What a search result shows (issue 44 item 6, decision 0063): titles of at most 60 characters,
// descriptions of at most 160, the page's own words first, never cut mid-word.
describe("fitTitle", () => {
  it("keeps a title that fits, site name and all", () => {
    expect(fitTitle("Pricing | StayLoop")).toBe("Pricing | StayLoop");
  });

  it("drops the section after the last separator before it cuts the page's own words", () => {
    expect(fitTitle("Senior Full-Stack Engineer (Remix & Cloudflare) — Careers at StayLoop")).toBe("Senior Full-Stack Engineer (Remix & Cloudflare)");
    expect(fitTitle("AI Content Creation for Vacation Rentals (Coming Soon) | StayLoop")).toBe("AI Content Creation for Vacation Rentals (Coming Soon)");
  });

  it("cuts own words that are still too long after the last whole word, with an ellipsis", () => {
    const title = fitTitle("Pequenos anfitriões precisam de programa de fidelidade? Sim — e aqui está um simples | Blog");
    expect(title).toBe("Pequenos anfitriões precisam de programa de fidelidade? Sim…");
    expect([...title].length).toBeLessThanOrEqual(60);
  });
});

describe("fitDescription", () => {
  it("keeps the whole sentences that fit", () => {
    const text =
      "AI-written marketing, email automations and a guest loyalty program for vacation-rental hosts. Depend less on OTAs and keep the 15% commission. 7-day free trial, no credit card.";
    expect(fitDescription(text)).toBe("AI-written marketing, email automations and a guest loyalty program for vacation-rental hosts. Depend less on OTAs and keep the 15% commission.");
  });

  it("cuts one long sentence after a whole word, with no dangling comma", () => {
    const fitted = fitDescription(`Guesty and StayLoop: in development with hosts who use Guesty, guests, stays and properties kept in sync every hour, ${"the same way as Hostaway today, ".repeat(3)}`);
    expect([...fitted].length).toBeLessThanOrEqual(160);
    expect(fitted).toMatch(/[^\s,]…$/);
    expect(fitted.startsWith("Guesty and StayLoop: in development")).toBe(true);
  });

  it("counts characters, not UTF-16 units, and folds whitespace", () => {
    expect(fitDescription("  Olá   anfitriões 🏖️  ")).toBe("Olá anfitriões 🏖️");
  });
});
