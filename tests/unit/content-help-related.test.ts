import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { articleWords, relatedHelpArticles, type RelatableArticle } from "~/features/content/help/related";

// "Related articles" under a help article (issue 22 item 3, decision 0212): same category
// first, then by shared words, two to four.

const article = (slug: string, category: string | null, title: string, summary = "", isPopular = false): RelatableArticle => ({
  slug,
  title,
  summary,
  isPopular,
  category: category ? { slug: category } : null,
});

interface SeedRow {
  slug: string;
  locale: string;
  title: string;
  summary: string;
  is_popular?: number | boolean;
  category_id: string;
}
const seed = JSON.parse(readFileSync("seed/content-6-help-articles.json", "utf8")) as { rows: SeedRow[] };
/** The seeded English articles, in the list's order, as the dialog reads them. */
const seededEnglish = seed.rows
  .filter((row) => row.locale === "en")
  .map((row) => article(row.slug, row.category_id, row.title, row.summary, Boolean(row.is_popular)));

describe("the words an article is compared by", () => {
  it("folds case and accents, joins stems and hyphens, leaves out short words and numbers", () => {
    const words = articleWords({ title: "Managing Bookings", summary: "Check-in, e-mail and calendário: 30 min to do it" });
    expect([...words.keys()]).toEqual(expect.arrayContaining(["book", "checkin", "email", "calendari"]));
    expect(words.has("to")).toBe(false);
    expect(words.has("do")).toBe(false);
    expect(words.has("30")).toBe(false);
    expect(articleWords({ title: "booking", summary: "" }).keys().next().value).toBe(articleWords({ title: "", summary: "bookings" }).keys().next().value);
    // A title word weighs more than a summary word.
    expect(words.get("book")).toBeGreaterThan(words.get("email")!);
  });
});

describe("related help articles", () => {
  it("puts the same category first, each group by shared words, at most four", () => {
    const current = article("calendar-sync", "channels", "Calendar sync with Airbnb", "How the calendar sync works");
    const all = [
      current,
      article("airbnb-fees", "billing", "Airbnb fees explained", "What Airbnb charges"),
      article("connect-vrbo", "channels", "Connect Vrbo", "Link your Vrbo account"),
      article("calendar-conflicts", "channels", "Calendar conflicts", "When two calendar bookings overlap"),
      article("calendar-export", "data", "Export your calendar", "Download the calendar as iCal"),
      article("team", "account", "Invite your team", "Add people"),
      article("ical-sync", "channels", "iCal sync", "Sync any channel by iCal"),
    ];
    const related = relatedHelpArticles(current, all).map((a) => a.slug);
    expect(related).toHaveLength(4);
    // Same category: the one sharing the rarer title word ("sync", in one other article) before
    // the one sharing "calendar" (in two others), then the one sharing none.
    expect(related.slice(0, 3)).toEqual(["ical-sync", "calendar-conflicts", "connect-vrbo"]);
    // Then the best of the other categories by shared words.
    expect(["calendar-export", "airbnb-fees"]).toContain(related[3]);
    expect(related).not.toContain("calendar-sync");
    expect(related).not.toContain("team");
  });

  it("fills up to two with popular articles when nothing else relates, and never repeats a slug", () => {
    const current = article("a", "alone", "Zebra stripes", "");
    const all = [current, article("b", "x", "Unrelated one"), article("c", "y", "Unrelated two", "", true), article("c", "y", "Unrelated two again")];
    expect(relatedHelpArticles(current, all).map((a) => a.slug)).toEqual(["c", "b"]);
    expect(relatedHelpArticles(current, [current])).toEqual([]);
    expect(relatedHelpArticles(current, [current, article("b", "x", "Only one")]).map((a) => a.slug)).toEqual(["b"]);
  });

  it("an article without a category is related by words alone", () => {
    const current = article("refund", null, "Refund a guest", "Refunds for cancelled stays");
    const all = [current, article("cancel", "bookings", "Cancelled stays", "Guest cancellations and refunds"), article("logo", "brand", "Upload a logo"), article("x", null, "Other")];
    expect(relatedHelpArticles(current, all).map((a) => a.slug)[0]).toBe("cancel");
  });

  it("on the seeded help center every article gets two to four, its own category's first", () => {
    const categoryOf = new Map(seededEnglish.map((a) => [a.slug, a.category?.slug]));
    for (const current of seededEnglish) {
      const related = relatedHelpArticles(current, seededEnglish);
      expect(related.length).toBeGreaterThanOrEqual(2);
      expect(related.length).toBeLessThanOrEqual(4);
      const same = seededEnglish.filter((a) => a.slug !== current.slug && a.category?.slug === current.category?.slug).length;
      const flags = related.map((a) => categoryOf.get(a.slug) === current.category?.slug);
      // Same-category ones come first and are all there up to the limit.
      expect(flags).toEqual([...flags].sort((x, y) => Number(y) - Number(x)));
      expect(flags.filter(Boolean).length).toBe(Math.min(same, 4));
    }
    // The calendar article leads to the channel articles.
    expect(relatedHelpArticles(seededEnglish.find((a) => a.slug === "calendar-not-syncing")!, seededEnglish).map((a) => a.slug)).toEqual(
      expect.arrayContaining(["channel-connections", "booking-management"]),
    );
  });
});
