import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "~/components/ui/Toaster";
import { click, mount, visibleText } from "./testing";
import site from "./site.enhance";
import { showToast, toastLifetimeMs } from "./toast";

// The status region with JavaScript (DESIGN §5): the server's flash toast and the toasts any
// module asks for, each with a close button, gone after 7 s.

const flash = { id: "f1", kind: "success" as const, title: "newsletter.toast.subscribedTitle", description: "newsletter.toast.subscribedText" };
const region = () => document.querySelector<HTMLElement>("[role=status]")!;
const cards = () => [...region().children].filter((child) => child.tagName !== "TEMPLATE");

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("toast", () => {
  it("gives the server's flash toast its close button, and it leaves after 7 s", () => {
    mount(<Toaster flash={flash} templates />, site);
    expect(visibleText(region())).toContain("Subscribed!");
    const close = region().querySelector("button")!;
    expect(close.hidden).toBe(false);
    vi.advanceTimersByTime(toastLifetimeMs - 1);
    expect(cards()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(cards()).toHaveLength(0);
  });

  it("shows a toast a module asks for, in the server's markup, and closes it on its button", () => {
    mount(<Toaster flash={null} templates />, site, { lang: "pt" });
    showToast({ kind: "error", title: "Falhou", description: "Tente de novo." });
    const [card] = cards();
    expect([...card!.querySelectorAll("p")].map((line) => line.textContent)).toEqual(["Falhou", "Tente de novo."]);
    expect(card!.getAttribute("data-toast")).toBe("error");
    expect(card!.querySelector("button")!.getAttribute("aria-label")).toBe("Fechar notificação");
    click(card!.querySelector("button span")!);
    expect(cards()).toHaveLength(0);
  });

  it("keeps the three newest, and a toast without description has no empty line", () => {
    mount(<Toaster flash={null} templates />, site);
    for (const title of ["one", "two", "three", "four"]) showToast({ kind: "success", title });
    expect(cards().map((card) => card.querySelector("p")!.textContent)).toEqual(["two", "three", "four"]);
    expect(cards()[0]!.querySelectorAll("p")).toHaveLength(1);
  });
});
