import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RouteDialog } from "~/components/ui/RouteDialog";
import dialogModule from "./dialog.enhance";
import { closeDelayMs } from "./dialog";
import { click, mount } from "./testing";

// A route dialog with JavaScript (DESIGN §5.3): the server renders it open over its parent
// page with Close as a link; the module makes it a modal that fades out to the parent's
// address without loading anything, and Back brings it again.

const page = (
  <>
    <a href="/roadmap/11" id="open-roadmap-11">Dark mode</a>
    <a href="/roadmap/12" id="open-roadmap-12">Offline payments</a>
    <RouteDialog title="Offline payments" closeTo="/roadmap">
      <p>Details</p>
    </RouteDialog>
  </>
);
const dialog = () => document.querySelector("dialog")!;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("dialog: a route dialog", () => {
  it("opens as a modal in place of the server's backdrop", () => {
    mount(page, dialogModule, { at: "/roadmap/12" });
    expect(dialog().open).toBe(true);
    expect(document.body.querySelectorAll("[data-dialog-overlay]")).toHaveLength(0);
  });

  it("closes on Close after a 300 ms fade, and the address becomes the parent page's", () => {
    mount(page, dialogModule, { at: "/roadmap/12" });
    const close = dialog().querySelector("a")!;
    expect(click(close)).toBe(false);
    expect(dialog().getAttribute("data-closing")).toBe("true");
    expect(dialog().open).toBe(true);
    vi.advanceTimersByTime(closeDelayMs);
    expect(dialog().open).toBe(false);
    expect(window.location.pathname).toBe("/roadmap");
  });

  it("closes the same way on Escape, in Portuguese to the Portuguese parent", () => {
    mount(page, dialogModule, { at: "/pt/roadmap/12", lang: "pt" });
    const cancel = new Event("cancel", { cancelable: true });
    dialog().dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    vi.advanceTimersByTime(closeDelayMs);
    expect(dialog().open).toBe(false);
    expect(window.location.pathname).toBe("/pt/roadmap");
  });

  it("leads back to the link that opened it: the Close link names it, and closing focuses it", () => {
    mount(page, dialogModule, { at: "/roadmap/12" });
    const close = dialog().querySelector("a")!;
    // Without JavaScript the browser focuses the fragment's target when the parent loads.
    expect(close.getAttribute("href")).toBe("/roadmap#open-roadmap-12");
    click(close);
    vi.advanceTimersByTime(closeDelayMs);
    expect(document.activeElement?.id).toBe("open-roadmap-12");
    // The address is the parent's own; the fragment is only for a page load.
    expect(window.location.href).toMatch(/\/roadmap$/);
  });

  it("comes back on Back to its address", () => {
    mount(page, dialogModule, { at: "/roadmap/12" });
    click(dialog().querySelector("a")!);
    vi.advanceTimersByTime(closeDelayMs);
    expect(dialog().open).toBe(false);
    window.history.replaceState(null, "", "/roadmap/12");
    window.dispatchEvent(new PopStateEvent("popstate"));
    expect(dialog().open).toBe(true);
    expect(dialog().hasAttribute("data-closing")).toBe(false);
  });
});
