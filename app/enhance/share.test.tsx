import { describe, expect, it, vi } from "vitest";
import { ShareButtons } from "~/features/content/articles/ShareButtons";
import { click, mount } from "./testing";
import site from "./site.enhance";

// The share links of an article (spec 2 §2.6) as a visitor with JavaScript uses them: the
// server's markup of the links, started by the layout's module as on the page.

const labels = { heading: "Share", twitter: "Twitter", facebook: "Facebook", linkedin: "LinkedIn", newTab: "(opens in a new tab)" };
const link = (name: string) => [...document.querySelectorAll("a")].find((a) => a.textContent?.startsWith(name))!;

/**
 * Whether the page leaves the click to the browser. The test then stops it: happy-dom would
 * open the network's page in a new window, over the network.
 */
function leftToBrowser(element: Element, init: MouseEventInit = {}): boolean {
  let left = false;
  const last = (event: Event) => {
    left = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener("click", last, { once: true });
  click(element, init);
  return left;
}

function article() {
  const body = mount(
    <main>
      <h1>A 90-day plan</h1>
      <ShareButtons url="https://stayloop.example/blog/ninety-day-plan" title="A 90-day plan" labels={labels} />
    </main>,
    site,
  );
  body.querySelector("main")!.insertAdjacentHTML("beforeend", '<a href="/blog">Blog</a>');
  Object.assign(window, { screenX: 100, screenY: 50, outerWidth: 1400, outerHeight: 900 });
  return vi.spyOn(window, "open").mockReturnValue(null);
}

describe("share links: a 600×400 popup", () => {
  it("opens the network's share page in a popup centred on the window, instead of a new tab", () => {
    const open = article();
    expect(leftToBrowser(link("LinkedIn"))).toBe(false);
    expect(open).toHaveBeenCalledOnce();
    const [address, name, features] = open.mock.calls[0]!;
    expect(String(address)).toBe(link("LinkedIn").href);
    expect(String(address)).toContain(encodeURIComponent("https://stayloop.example/blog/ninety-day-plan"));
    expect(name).toBe("share");
    expect(features).toBe("width=600,height=400,left=500,top=300,noreferrer");
  });

  it("leaves a modified click, another button and every other link to the browser", () => {
    const open = article();
    expect(leftToBrowser(link("Twitter"), { ctrlKey: true })).toBe(true);
    expect(leftToBrowser(link("Twitter"), { shiftKey: true })).toBe(true);
    expect(leftToBrowser(link("Facebook"), { button: 1 })).toBe(true);
    expect(leftToBrowser(link("Blog"))).toBe(true);
    expect(open).not.toHaveBeenCalled();
  });
});
