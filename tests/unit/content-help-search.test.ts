import { describe, expect, it } from "vitest";
import { foldForSearch, substringSearch } from "~/backend/help-search";
import type { HelpArticle } from "~/backend/types";
import { cleanHelpQuery } from "~/features/content/help/search";

const article = (slug: string, title: string, summary: string): HelpArticle => ({
  id: slug, slug, locale: "pt", title, summary, content: "", isPopular: false, createdAt: "", category: null,
});
const articles = [
  article("calendar", "O calendário não está sincronizando", "O que conferir quando uma reserva não aparece."),
  article("billing", "Teste grátis e cobrança", "Como funciona o teste de 7 dias."),
  article("team", "Invite your team", "Give co-hosts their own CALENDAR access."),
];
const searchHelpArticles = (list: HelpArticle[], query: string) => substringSearch(list, { query, locale: "pt", limit: 20 }).articles;

describe("help search (spec 2 §2.7)", () => {
  it("matches title or summary ignoring case and accents", () => {
    expect(searchHelpArticles(articles, "calendario").map((a) => a.slug)).toEqual(["calendar"]);
    expect(searchHelpArticles(articles, "Calendar").map((a) => a.slug)).toEqual(["calendar", "team"]);
    expect(searchHelpArticles(articles, "GRATIS").map((a) => a.slug)).toEqual(["billing"]);
    expect(searchHelpArticles(articles, "cobranca").map((a) => a.slug)).toEqual(["billing"]);
    expect(searchHelpArticles(articles, "7 dias").map((a) => a.slug)).toEqual(["billing"]);
  });

  it("also finds accented text from an accented query", () => {
    expect(searchHelpArticles(articles, "Calendário").map((a) => a.slug)).toEqual(["calendar"]);
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
