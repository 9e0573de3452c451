import { describe, expect, it } from "vitest";
import { analyzeHelpQuery, correctTypo, editDistance, maxSearchWords, typoBudget } from "~/backend/d1/help-query.server";
import { searchPrefixes } from "~/lib/search-stems";

// The query analysis both adapters share (docs/decisions/0208-help-search.md).

const words = (query: string) => analyzeHelpQuery(query).map((w) => w.word);
const index = (...terms: string[]) => terms.map((term, i) => ({ term, documents: terms.length - i }));

describe("analyzeHelpQuery", () => {
  it("folds case and accents and splits on anything that is not a letter or digit", () => {
    expect(words("Calendário NÃO sincroniza!")).toEqual(["calendario", "sincroniza"]);
    expect(words("sync/calendar, (now)")).toEqual(["sync", "calendar", "now"]);
  });

  it("joins hyphenated words, as the index holds them joined too", () => {
    expect(words("E-mails automáticos")).toEqual(["emails", "automaticos"]);
    expect(words("check-in pre-arrival")).toEqual(["checkin", "prearrival"]);
    // A hyphen that is not between two letters is only a separator.
    expect(words("- calendar -sync")).toEqual(["calendar", "sync"]);
  });

  it("leaves out English and Portuguese stop words and repeats; stop words alone ask for nothing", () => {
    expect(words("how do I invite my team to the team")).toEqual(["invite", "team"]);
    expect(words("como faço para convidar a minha equipe")).toEqual(["convidar", "equipe"]);
    expect(words("guest's e mail")).toEqual(["guest", "mail"]);
    expect(analyzeHelpQuery("the of and")).toEqual([]);
    expect(analyzeHelpQuery("  ")).toEqual([]);
  });

  it("matches words under three letters exactly, longer ones by their stems as word beginnings", () => {
    expect(analyzeHelpQuery("7 dias")).toEqual([
      { word: "7", prefixes: [], exact: "7" },
      { word: "dias", prefixes: ["dias"], exact: null },
    ]);
    expect(analyzeHelpQuery("downgrading")[0]?.prefixes).toEqual(["downgrad"]);
  });

  it("looks up at most a few words of a pasted text", () => {
    expect(analyzeHelpQuery(Array.from({ length: 30 }, (_, i) => `word${i}`).join(" "))).toHaveLength(maxSearchWords);
  });
});

describe("searchPrefixes", () => {
  it("stems English (Porter) and Portuguese (Snowball, accents first) and keeps the shortest beginnings", () => {
    expect(searchPrefixes("logins")).toEqual(["login"]);
    expect(searchPrefixes("cadastrar")).toEqual(["cadastr"]);
    expect(searchPrefixes("automações")).toEqual(["autom"]);
    expect(searchPrefixes("calendar")).toEqual(["calend"]);
  });

  it("drops stems under four letters, which would match unrelated words", () => {
    expect(searchPrefixes("beta")).toEqual(["beta"]);
    expect(searchPrefixes("conta")).toEqual(["cont"]);
  });
});

describe("typos", () => {
  it("allows no edit under four letters, one up to seven, two from eight", () => {
    expect([typoBudget("jkl"), typoBudget("zzzz"), typoBudget("pricng"), typoBudget("calandar")]).toEqual([0, 1, 1, 2]);
  });

  it("counts inserts, deletes, substitutions and swapped neighbours, stopping past the bound", () => {
    expect(editDistance("calandar", "calendar", 2)).toBe(1);
    expect(editDistance("emials", "emails", 1)).toBe(1);
    expect(editDistance("refferal", "referral", 2)).toBe(2);
    expect(editDistance("kitten", "sitting", 3)).toBe(3);
    expect(editDistance("xqzvw", "queue", 1)).toBe(2);
    expect(editDistance("a", "abcdef", 2)).toBe(3);
  });

  it("corrects to the closest index words, commonest first", () => {
    expect(correctTypo("calandar", index("calendar", "calendars", "cancel"))).toEqual(["calendar"]);
    expect(correctTypo("maintenence", index("maintenance", "maintain"))).toEqual(["maintenance"]);
  });

  it("compares stems too: a typo of a plural's stem is found", () => {
    expect(correctTypo("invoce", index("invoices", "invite"))).toEqual(["invoices"]);
  });

  it("never corrects a word the index holds, a short word or nonsense", () => {
    expect(correctTypo("whatsapp", index("whatsapp", "whatsap"))).toEqual([]);
    expect(correctTypo("jkl", index("jk", "jkle"))).toEqual([]);
    expect(correctTypo("xqzvw", index("queue", "quiz"))).toEqual([]);
    expect(correctTypo("zzzz", index("zone", "zoom"))).toEqual([]);
  });
});
