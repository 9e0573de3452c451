import { describe, expect, it } from "vitest";
import { click, mount, visibleText } from "~/enhance/testing";
import { ArticleListPage } from "./ArticleListPage";
import type { ContentCardData } from "./ContentCard";
import lists from "./lists.enhance";

// The blog list as a visitor with JavaScript uses it (spec 2 §2.5): the server's markup of the
// list page, this module started on it, clicks on the category filter and on a card. A
// category is a plain link the browser follows; until the next page arrives, the list shows
// the skeletons and the filter marks the choice.

const card = (slug: string, title: string): ContentCardData => ({
  slug,
  title,
  excerpt: `About ${title}.`,
  imageUrl: null,
  author: "Ana Souza",
  date: "November 2, 2026",
  dateTime: "2026-11-02",
  category: { name: "Direct bookings", slug: "direct-bookings" },
});

const categories = [
  { slug: "direct-bookings", name: "Direct bookings" },
  { slug: "guest-loyalty", name: "Guest loyalty" },
];

function blog({ lang = "en", category = null }: { lang?: "en" | "pt"; category?: string | null } = {}) {
  const path = `${lang === "pt" ? "/pt" : ""}/blog${category ? `?category=${category}` : ""}`;
  const loaderData = {
    basePath: "/blog",
    categorySlug: category,
    tag: null,
    categories,
    articles: [card("ninety-day-plan", "A 90-day plan"), card("repeat-guests", "Repeat guests")],
    articlesFailed: false,
    errors: [],
  };
  return mount(<ArticleListPage name="blog" Newsletter={() => null} />, lists, { lang, at: path, loaderData });
}

const filterLink = (name: string) => [...document.querySelectorAll("nav a")].find((a) => a.textContent === name)!;
const current = () => [...document.querySelectorAll("nav a[aria-current=page]")].map((a) => a.textContent);
const skeletonCards = () => document.querySelectorAll("[aria-busy=true] li").length;

describe("lists: a new category on the blog", () => {
  it("marks the category and shows six loading cards in place of the list until the next page arrives", () => {
    const body = blog();
    expect(current()).toEqual(["All Categories"]);
    expect(visibleText(body)).toContain("A 90-day plan");
    expect(visibleText(body)).not.toContain("Loading articles…");

    const followed = click(filterLink("Guest loyalty"));

    // The browser follows the link: the module only shows what it waits for.
    expect(followed).toBe(true);
    expect(current()).toEqual(["Guest loyalty"]);
    expect(skeletonCards()).toBe(6);
    expect(visibleText(body)).toContain("Loading articles…");
    expect(visibleText(body)).not.toContain("A 90-day plan");
  });

  it("leaves an article's link alone: the list stays as it is while the article loads", () => {
    const body = blog({ category: "direct-bookings" });
    click(document.querySelector<HTMLAnchorElement>('a[href="/blog/repeat-guests"]')!);
    expect(current()).toEqual(["Direct bookings"]);
    expect(skeletonCards()).toBe(0);
    expect(visibleText(body)).toContain("Repeat guests");
  });

  it("leaves a Ctrl-click (new tab) alone", () => {
    const body = blog();
    click(filterLink("Guest loyalty"), { ctrlKey: true });
    expect(current()).toEqual(["All Categories"]);
    expect(visibleText(body)).toContain("A 90-day plan");
  });

  it("shows its own list again when the browser restores the page from its back/forward cache", () => {
    const body = blog({ lang: "pt", category: "direct-bookings" });
    click(filterLink("Todas as categorias"));
    expect(visibleText(body)).toContain("Carregando artigos…");
    expect(current()).toEqual(["Todas as categorias"]);

    // happy-dom has no PageTransitionEvent: an Event with its one field.
    window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));

    expect(current()).toEqual(["Direct bookings"]);
    expect(skeletonCards()).toBe(0);
    expect(visibleText(body)).not.toContain("Carregando artigos…");
    expect(visibleText(body)).toContain("A 90-day plan");
  });
});
