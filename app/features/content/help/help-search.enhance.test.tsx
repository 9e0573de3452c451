import { describe, expect, it, vi } from "vitest";
import { click, mount, serverMarkup, visibleText } from "~/enhance/testing";
import { HelpArticleList, type HelpListItem } from "./HelpArticleList";
import { HelpSearch } from "./HelpSearch";
import helpSearch from "./help-search.enhance";
import { liveSearchHeader } from "./suggestions";

// The help center's live search as a visitor with JavaScript uses it (spec 2 §2.7): the
// server's markup of the search box, this module started on it, typing and keys. The
// dropdown reads the same page the form would show: here the server's markup of that page's
// result list, as the fetch answers it.

const calendar: HelpListItem = {
  slug: "calendar-not-syncing",
  path: "/help-center/calendar-not-syncing",
  title: "My calendar is not syncing",
  summary: "Check the channel connection.",
  categoryName: "Bookings & Channels",
  found: {
    title: [{ text: "My ", mark: false }, { text: "calendar", mark: true }, { text: " is not syncing", mark: false }],
    snippet: [{ text: "When the ", mark: false }, { text: "calendar", mark: true }, { text: " shows old dates…", mark: false }],
  },
};
const ical: HelpListItem = { slug: "ical-links", path: "/help-center/ical-links", title: "iCal links", summary: "Export a calendar.", categoryName: "Bookings & Channels" };

/** The help center's page of results as the server sends it. */
const resultsPage = (articles: HelpListItem[]) =>
  new Response(`<!doctype html><html><body><main>${serverMarkup(<HelpArticleList heading="Search results" articles={articles} />)}</main></body></html>`, {
    headers: { "Content-Type": "text/html" },
  });

function searchBox(lang: "en" | "pt" = "en") {
  const path = lang === "pt" ? "/pt/help-center" : "/help-center";
  const body = mount(<HelpSearch query="" basePath="/help-center" />, helpSearch, { lang, at: path });
  const input = body.querySelector<HTMLInputElement>("input[name=q]")!;
  /** What the list the box controls shows ("" while it is closed). */
  const dropdown = () => {
    const popup = document.getElementById(input.getAttribute("aria-controls")!)!.parentElement!;
    return popup.hidden ? "" : visibleText(popup);
  };
  /** The dropdown's lines of text as shown, one per paragraph. */
  const lines = () => [...document.getElementById(input.getAttribute("aria-controls")!)!.parentElement!.querySelectorAll("p:not([hidden])")].map(visibleText);
  return { body, input, dropdown, lines };
}

function type(input: HTMLInputElement, value: string) {
  input.focus();
  input.value = value;
  input.dispatchEvent(new Event("input", { bubbles: true }));
}
const press = (input: HTMLInputElement, key: string) => input.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
const options = () => [...document.querySelectorAll("[role=option]")];
const live = () => document.querySelector("[role=status]")!.textContent;
/** The dropdown's 'Contact Support' link (hidden unless nothing matches). */
const contactLink = () => [...document.querySelectorAll<HTMLAnchorElement>("form a")].find((link) => /Contact Support|Fale com o suporte/.test(link.textContent ?? ""))!;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("help-search: the dropdown of matches", () => {
  it("shows the matches of what is typed, from the page of results, as a combobox a screen reader follows", async () => {
    const { input, body } = searchBox();
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValue(resultsPage([calendar, ical]));
    expect(input.getAttribute("role")).toBe("combobox");
    expect(input.getAttribute("aria-expanded")).toBe("false");

    type(input, "calendar");
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(visibleText(body)).toContain("Loading search results...");

    await vi.waitFor(() => expect(options()).toHaveLength(2));
    expect(String(fetch.mock.calls[0]![0])).toBe("/help-center?q=calendar");
    expect(new Headers(fetch.mock.calls[0]![1]!.headers).get(liveSearchHeader)).toBe("1");
    expect([...options()[0]!.children].map((part) => part.textContent)).toEqual(["My calendar is not syncing", "When the calendar shows old dates…", "Bookings & Channels"]);
    expect(options()[0]!.querySelector("mark")?.textContent).toBe("calendar");
    expect(visibleText(body)).not.toContain("Loading search results...");
    expect(live()).toBe("2 articles");
  });

  it("moves through the matches with the arrows and opens the highlighted one with Enter", async () => {
    const { input } = searchBox();
    vi.spyOn(globalThis, "fetch").mockResolvedValue(resultsPage([calendar, ical]));
    type(input, "calendar");
    await vi.waitFor(() => expect(options()).toHaveLength(2));

    press(input, "ArrowDown");
    press(input, "ArrowDown");
    expect(options().map((option) => option.getAttribute("aria-selected"))).toEqual(["false", "true"]);
    expect(input.getAttribute("aria-activedescendant")).toBe(options()[1]!.id);
    press(input, "ArrowDown");
    expect(options().map((option) => option.getAttribute("aria-selected"))).toEqual(["true", "false"]);

    press(input, "Enter");
    expect(input.value).toBe("My calendar is not syncing");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(window.location.pathname + window.location.search).toBe("/help-center/calendar-not-syncing?q=My%20calendar%20is%20not%20syncing");
  });

  it("says so when nothing matches or the results cannot be read, and Escape closes the list", async () => {
    const { input, dropdown, lines } = searchBox("pt");
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(resultsPage([])).mockResolvedValueOnce(new Response("", { status: 503 }));
    type(input, "xyz");
    await vi.waitFor(() => expect(lines()).toEqual(['Nenhum artigo encontrado para "xyz"', "Nossa equipe de suporte pode responder. Fale com o suporte"]));
    expect(live()).toBe('Nenhum artigo encontrado para "xyz". Nossa equipe de suporte pode responder. Fale com o suporte');
    expect(contactLink().getAttribute("href")).toBe("/pt/help-center/contact?q=xyz");

    type(input, "wifi");
    // A search that could not be made is not one that found nothing: no Contact Support.
    await vi.waitFor(() => expect(dropdown()).toBe("Falha ao carregar os artigos"));

    const kept = press(input, "Escape");
    expect(kept).toBe(false);
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(dropdown()).toBe("");
    expect(input.value).toBe("wifi");
  });

  it("a search that finds nothing offers Contact Support with the typed query, and the list stays open while the link has the focus", async () => {
    const { input, body, dropdown, lines } = searchBox();
    vi.spyOn(globalThis, "fetch").mockImplementation(async (address) => resultsPage(String(address).includes("calendar") ? [calendar] : []));
    const outside = document.createElement("button");
    body.appendChild(outside);

    type(input, "  refund   policy ");
    await vi.waitFor(() => expect(lines()).toEqual(['No articles found for "refund policy"', "Our support team can answer it. Contact Support"]));
    expect(live()).toBe('No articles found for "refund policy". Our support team can answer it. Contact Support');
    expect(contactLink().getAttribute("href")).toBe("/help-center/contact?q=refund%20policy");

    // Tab takes the focus out of the box to the link: the list must still be there to follow it.
    contactLink().focus();
    await pause(200);
    expect(document.activeElement).toBe(contactLink());
    expect(dropdown()).toContain("Contact Support");
    expect(click(contactLink())).toBe(true);

    // Leaving the search closes the list.
    outside.focus();
    await pause(200);
    expect(dropdown()).toBe("");

    // A query with matches does not offer it.
    type(input, "calendar");
    await vi.waitFor(() => expect(options()).toHaveLength(1));
    expect(dropdown()).not.toContain("Contact Support");
    expect(live()).toBe("1 article");
  });

  it("the clear button empties the box in place while no search was made", () => {
    const { input } = searchBox();
    vi.spyOn(globalThis, "fetch").mockResolvedValue(resultsPage([]));
    const clear = document.querySelector<HTMLAnchorElement>('a[href="/help-center"]')!;
    expect(clear.hidden).toBe(true);
    type(input, "c");
    expect(clear.hidden).toBe(false);

    const followed = click(clear);

    expect(followed).toBe(false);
    expect(input.value).toBe("");
    expect(clear.hidden).toBe(true);
    expect(document.activeElement).toBe(input);
  });
});
