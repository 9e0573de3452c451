import { describe, expect, it } from "vitest";
import { cleanHelpQuery, foldForSearch, matchesHelpQuery, searchHelpArticles } from "~/features/content/help/search";

const articles = [
  { slug: "calendar", title: "O calendário não está sincronizando", summary: "O que conferir quando uma reserva não aparece." },
  { slug: "billing", title: "Teste grátis e cobrança", summary: "Como funciona o teste de 7 dias." },
  { slug: "team", title: "Invite your team", summary: "Give co-hosts their own CALENDAR access." },
];

describe("help search (spec 2 §2.7)", () => {
  it("matches title or summary ignoring case and accents", () => {
    expect(searchHelpArticles(articles, "calendario").map((a) => a.slug)).toEqual(["calendar"]);
    expect(searchHelpArticles(articles, "Calendar").map((a) => a.slug)).toEqual(["calendar", "team"]);
    expect(searchHelpArticles(articles, "GRATIS").map((a) => a.slug)).toEqual(["billing"]);
    expect(searchHelpArticles(articles, "cobranca").map((a) => a.slug)).toEqual(["billing"]);
    expect(searchHelpArticles(articles, "7 dias").map((a) => a.slug)).toEqual(["billing"]);
  });

  it("also finds accented text from an accented query", () => {
    expect(matchesHelpQuery(articles[0]!, "Calendário")).toBe(true);
  });

  it("finds nothing for text in neither field, and nothing for an empty query", () => {
    expect(searchHelpArticles(articles, "refund")).toEqual([]);
    expect(searchHelpArticles(articles, "   ")).toEqual([]);
  });

  it("folds spacing and marks", () => {
    expect(foldForSearch("  Ação   Rápida ")).toBe("acao rapida");
  });

  it("cleans the query: trimmed, inner spaces collapsed, at most 100 characters", () => {
    expect(cleanHelpQuery("  sync   calendar ")).toBe("sync calendar");
    expect(cleanHelpQuery(null)).toBe("");
    expect(cleanHelpQuery("x".repeat(300))).toHaveLength(100);
  });
});
