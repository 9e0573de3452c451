import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mount } from "~/enhance/testing";
import { PieceForm } from "./PieceForm";
import studio from "./studio.enhance";

// A piece's form as staff with JavaScript use it (decision 0501): the server's markup of the
// form, this module started on it, typing in the body and pressing keys.

const form = () => (
  <PieceForm
    kind="blog"
    token="t0ken"
    fields={{ title: "A title", slug: "a-title", excerpt: "E", content: "Old body" }}
    errors={{}}
    basedOn={7}
    categories={[]}
    locale="en"
    conflict={null}
    preview={null}
    isNew={false}
  />
);
const body = () => document.querySelector<HTMLTextAreaElement>("#field-content")!;
const region = () => document.getElementById("body-preview")!;

function type(field: HTMLTextAreaElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("studio: the piece's form", () => {
  it("shows the body as the site renders it a moment after typing stops, through the page's action", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ preview: { html: "<h2>Hi</h2><p><strong>bold</strong></p>", text: "## Hi" } }), { headers: { "Content-Type": "application/json" } }));
    vi.stubGlobal("fetch", fetch);
    mount(form(), studio, { at: "/studio/content/blog/abc" });
    expect(region().hidden).toBe(true);

    type(body(), "## Hi");
    type(body(), "## Hi\n\n**bold**");
    await vi.advanceTimersByTimeAsync(800);

    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/studio/content/blog/abc?_data=routes%2Fstudio.content.%24kind.%24id");
    const sent = init.body as URLSearchParams;
    expect(sent.get("intent")).toBe("preview");
    expect(sent.get("content")).toBe("## Hi\n\n**bold**");
    expect(sent.get("_token")).toBe("t0ken");
    expect(sent.get("basedOn")).toBe("7");
    expect(region().hidden).toBe(false);
    expect(region().querySelector("strong")?.textContent).toBe("bold");
  });

  it("warns before leaving with unsaved changes, and not after saving", () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("{}")));
    mount(form(), studio, { at: "/studio/content/blog/abc" });
    const leave = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    type(body(), "Changed");
    expect(leave()).toBe(true);
    document.querySelector("form")!.dispatchEvent(new Event("submit", { cancelable: true }));
    expect(leave()).toBe(false);
  });

  it("saves on Ctrl+S", () => {
    mount(form(), studio, { at: "/studio/content/blog/abc" });
    const save = document.querySelector<HTMLButtonElement>("button[value=save]")!;
    const clicked = vi.fn((event: Event) => event.preventDefault());
    save.addEventListener("click", clicked);
    body().dispatchEvent(new KeyboardEvent("keydown", { key: "s", ctrlKey: true, bubbles: true, cancelable: true }));
    expect(clicked).toHaveBeenCalledTimes(1);
  });
});
