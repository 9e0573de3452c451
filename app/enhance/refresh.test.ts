import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { refreshParts } from "./refresh";

// The page's changed parts after a post in place (forms.ts): swapped for the same ids of one
// fresh GET, so the server's rendering stays the only one.

const fetch = vi.fn();
const page = (count: number) => `<!doctype html><html><body><p id="count">${count} votes</p><form id="vote"><button id="vote-button">Vote</button></form><p id="other">new</p></body></html>`;

beforeEach(() => {
  fetch.mockReset();
  vi.stubGlobal("fetch", fetch);
  window.history.replaceState(null, "", "/roadmap/12?page=2");
  document.body.innerHTML = '<p id="count">3 votes</p><form id="vote"><button id="vote-button">Vote</button></form><p id="other">old</p>';
});
afterEach(() => vi.unstubAllGlobals());

describe("refresh", () => {
  it("swaps only the named parts, keeps the focus on the swapped button, and returns the new parts", async () => {
    fetch.mockResolvedValueOnce(new Response(page(4)));
    document.getElementById("vote-button")!.focus();
    const parts = await refreshParts({ ids: ["count", "vote"] });
    expect(parts?.map((part) => part.id)).toEqual(["count", "vote"]);
    expect(document.getElementById("count")!.textContent).toBe("4 votes");
    expect(document.getElementById("other")!.textContent).toBe("old");
    expect(document.activeElement).toBe(document.getElementById("vote-button"));
    const [url, init] = fetch.mock.calls[0] as [URL, RequestInit];
    expect(url.href).toBe(window.location.href);
    expect(init.cache).toBe("no-store");
  });

  it("reads the page the post leads to and puts its address in the bar", async () => {
    fetch.mockResolvedValueOnce(new Response(page(5)));
    await refreshParts({ ids: ["count"], from: "/roadmap/12?page=1#comments" });
    expect((fetch.mock.calls[0] as [URL])[0].pathname + (fetch.mock.calls[0] as [URL])[0].search).toBe("/roadmap/12?page=1");
    expect(window.location.pathname + window.location.search + window.location.hash).toBe("/roadmap/12?page=1#comments");
    expect(document.getElementById("count")!.textContent).toBe("5 votes");
  });

  it("answers null and changes nothing when the page cannot be read", async () => {
    fetch.mockResolvedValueOnce(new Response("down", { status: 503 }));
    expect(await refreshParts({ ids: ["count"] })).toBeNull();
    fetch.mockRejectedValueOnce(new TypeError("offline"));
    expect(await refreshParts({ ids: ["count"] })).toBeNull();
    expect(document.getElementById("count")!.textContent).toBe("3 votes");
  });
});
