import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "~/components/ui/Toaster";
import site from "~/enhance/site.enhance";
import { click, mount, visibleText } from "~/enhance/testing";
import type { Lang } from "~/lib/i18n";
import { featurePageCopy } from "../loaders.server";
import { aiDemoTiming } from "./ai-demo";
import aiDemo from "./ai-demo.enhance";
import { AiDemo, type AiDemoState } from "./AiDemo";
import { celebrate } from "./confetti";

// 'Try It Yourself' with JavaScript (spec 2 §2.17, §4): the server's demo and status region,
// played in the page; nothing is posted. The confetti (canvas) is replaced by a spy.
vi.mock("./confetti", () => ({ celebrate: vi.fn() }));

const first: AiDemoState = { contentType: "seasonalOffer", prompt: null, generated: false, posted: false, error: null };
async function open(lang: Lang = "en") {
  const { page } = await featurePageCopy(lang === "pt" ? { lang } : {}, "ai-content-creation");
  const body = mount(
    <>
      <AiDemo copy={page.demo} state={first} />
      <Toaster flash={null} templates />
    </>,
    [site, aiDemo],
    { lang, at: lang === "pt" ? "/pt/features/ai-content-creation" : "/features/ai-content-creation" },
  );
  const prompt = body.querySelector("textarea")!;
  const button = (name: RegExp) => [...body.querySelectorAll("button")].find((each) => name.test(each.textContent ?? ""))!;
  const output = () => visibleText(body.querySelector("[aria-live=polite]:not([role])")!);
  const toasts = () => visibleText(body.querySelector("[role=status]")!);
  return { page, body, prompt, button, output, toasts };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("ai-demo: the demo plays in the page", () => {
  it("fills in a content type's sample prompt when it is chosen, without loading a page", async () => {
    const { page, body, prompt } = await open();
    const attractions = [...body.querySelectorAll("a")].find((a) => a.textContent === page.demo.types.localAttractions.label)!;
    expect(click(attractions)).toBe(false);
    expect(prompt.value).toBe(page.demo.types.localAttractions.prompt);
    expect(attractions.getAttribute("aria-current")).toBe("true");
    expect(body.querySelectorAll("a[aria-current=true]")).toHaveLength(1);
  });

  it("generates: 'Generating…' for 1.5 s, then the type's post and the Post button", async () => {
    const { page, button, output } = await open();
    expect(output()).toContain(page.demo.placeholder);
    click(button(/Generate Content/));
    expect(button(/Generating…/).disabled).toBe(true);
    vi.advanceTimersByTime(aiDemoTiming.generateMs - 1);
    expect(output()).not.toContain(page.demo.types.seasonalOffer.result.slice(0, 30));
    vi.advanceTimersByTime(1);
    expect(output()).toContain(page.demo.types.seasonalOffer.result.slice(0, 30));
    expect(button(/Generate Content/).disabled).toBe(false);
    expect(button(/Post to Instagram/).closest("[hidden]")).toBeNull();
  });

  it("refuses an empty prompt with the message under it and an error toast", async () => {
    const { page, prompt, button, toasts } = await open();
    prompt.value = "";
    prompt.dispatchEvent(new Event("input", { bubbles: true }));
    expect(button(/Generate Content/).disabled).toBe(true);
    prompt.value = "   ";
    prompt.dispatchEvent(new Event("input", { bubbles: true }));
    click(button(/Generate Content/));
    expect(prompt.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("ai-demo-prompt-error")!.textContent).toBe(page.demo.errors.promptRequired);
    expect(toasts()).toContain(page.demo.errors.promptRequired);
  });

  it("posts to Instagram with the success toast and the confetti, in Portuguese too", async () => {
    const { page, button, toasts } = await open("pt");
    click(button(new RegExp(page.demo.generate)));
    vi.advanceTimersByTime(aiDemoTiming.generateMs);
    click(button(new RegExp(page.demo.postToInstagram)));
    expect(toasts()).toContain(page.demo.posted.title);
    expect(toasts()).toContain(page.demo.posted.text);
    await vi.waitFor(() => expect(celebrate).toHaveBeenCalledTimes(1));
  });
});
