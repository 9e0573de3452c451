import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "~/components/ui/Toaster";
import { NewsletterForm } from "~/features/newsletter/NewsletterForm";
import type { EnhancedReply } from "~/lib/enhanced-reply";
import { FormHooks } from "~/components/ui/form.hooks";
import { click, mount, serverMarkup, visibleText } from "./testing";
import site from "./site.enhance";

// A form posted in place (DESIGN §7), on the footer's newsletter form as the server renders
// it, with the status region: what the visitor sees while and after the post.

let answer: () => Promise<Response>;
const fetch = vi.fn((..._args: unknown[]) => answer());
const reply = (enhanced: EnhancedReply) => () => Promise.resolve(Response.json({ enhanced }));

beforeEach(() => {
  fetch.mockClear();
  vi.stubGlobal("fetch", fetch);
  mount(
    <>
      <NewsletterForm source="footer" submitLabel="Subscribe" />
      <Toaster flash={null} templates />
    </>,
    site,
    { at: "/pricing" },
  );
});
afterEach(() => vi.unstubAllGlobals());

const form = () => document.querySelector("form")!;
const field = (name: string) => form().querySelector<HTMLInputElement>(`input[name=${name}]`)!;
const submit = () => form().querySelector<HTMLButtonElement>("button[type=submit]")!;
const toasts = () => visibleText(document.querySelector("[role=status]")!);
function fill(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) field(name).value = value;
}

describe("forms: a post in place", () => {
  it("posts with _enhanced=1, shows the busy label meanwhile, then the toast and empty fields", async () => {
    let answered!: (response: Response) => void;
    answer = () => new Promise((resolve) => (answered = resolve));
    fill({ name: "Ana", email: "ana@example.com" });
    click(submit());

    expect(submit().disabled).toBe(true);
    expect(submit().textContent).toBe("…");
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(new URL(url).pathname).toBe("/resources/newsletter");
    expect(Object.fromEntries(init.body as FormData)).toMatchObject({ name: "Ana", email: "ana@example.com", _enhanced: "1", source: "footer" });

    answered(Response.json({ enhanced: { toast: { kind: "success", title: "Subscribed!", description: "Welcome aboard." }, reset: true } }));
    await vi.waitFor(() => expect(toasts()).toContain("Subscribed!"));
    expect(toasts()).toContain("Welcome aboard.");
    expect(field("email").value).toBe("");
    expect(submit().disabled).toBe(false);
    expect(submit().textContent).toBe("Subscribe");
  });

  it("shows a refused field's message under it, focuses it, and drops the message once the field is valid", async () => {
    answer = reply({ fieldErrors: { email: "Please enter a valid email address." } });
    fill({ name: "Ana", email: "ana@" });
    click(submit());
    await vi.waitFor(() => expect(field("email").getAttribute("aria-invalid")).toBe("true"));
    const message = document.getElementById(`${field("email").id}-error`)!;
    expect(message.textContent).toBe("Please enter a valid email address.");
    expect(field("email").getAttribute("aria-describedby")?.split(" ")).toContain(message.id);
    expect(document.activeElement).toBe(field("email"));
    expect(field("email").value).toBe("ana@");

    field("email").value = "ana@example.com";
    field("email").dispatchEvent(new Event("input", { bubbles: true }));
    expect(document.getElementById(message.id)).toBeNull();
    expect(field("email").hasAttribute("aria-invalid")).toBe(false);
  });

  it("shows a message about the whole form where the form keeps it", async () => {
    answer = reply({ formError: "Too many attempts. Try again in a minute." });
    fill({ name: "Ana", email: "ana@example.com" });
    click(submit());
    await vi.waitFor(() => expect(visibleText(form())).toContain("Too many attempts. Try again in a minute."));
  });

  it("sends the form the plain way when the answer cannot be read", async () => {
    answer = () => Promise.reject(new TypeError("offline"));
    const plain = vi.fn();
    // After the module's own listener: records whether the browser would post, and stops happy-dom from navigating.
    form().addEventListener("submit", (event) => {
      plain(event.defaultPrevented);
      event.preventDefault();
    });
    fill({ name: "Ana", email: "ana@example.com" });
    click(submit());
    await vi.waitFor(() => expect(plain).toHaveBeenCalledWith(false));
    // First tried in place (the module's own submit was prevented), then sent as it is.
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(plain.mock.calls).toEqual([[true], [false]]);
    expect(form().querySelector("input[name=_enhanced]")).toBeNull();
    expect(submit().disabled).toBe(false);
  });

  it("swaps the parts the post changed for the server's fresh copies, whose forms post in place again", async () => {
    const id = form().id;
    // The form names the parts an in-place post may change (the roadmap's forms do in their markup).
    form().setAttribute(FormHooks.refresh, id);
    const fresh = `<html><body>${serverMarkup(<NewsletterForm source="footer" submitLabel="Subscribe again" />)}</body></html>`;
    fetch.mockImplementationOnce(() => Promise.resolve(Response.json({ enhanced: { reset: true, refresh: {} } })));
    fetch.mockImplementationOnce(() => Promise.resolve(new Response(fresh, { headers: { "Content-Type": "text/html" } })));
    fill({ name: "Ana", email: "ana@example.com" });
    click(submit());
    await vi.waitFor(() => expect(submit().textContent).toBe("Subscribe again"));
    expect(new URL(fetch.mock.calls[1]![0] as string).pathname).toBe("/pricing");

    answer = reply({ toast: { kind: "success", title: "Subscribed!" } });
    fill({ name: "Bia", email: "bia@example.com" });
    click(submit());
    await vi.waitFor(() => expect(toasts()).toContain("Subscribed!"));
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

describe("forms: where the visitor came from (decision 0050)", () => {
  const openedFrom = (referrer: string) => {
    Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
    mount(<NewsletterForm source="footer" submitLabel="Subscribe" />, site, { at: "/pricing" });
  };
  afterEach(() => Reflect.deleteProperty(document, "referrer"));

  it("posts the other site's host, only its host, when the page was opened from another site", async () => {
    openedFrom("https://www.google.com/search?q=stayloop");
    answer = reply({ reset: true });
    fill({ name: "Ana", email: "ana@example.com" });
    click(submit());
    const [, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(Object.fromEntries(init.body as FormData)).toMatchObject({ _referrer_host: "www.google.com" });
    expect(JSON.stringify(Object.fromEntries(init.body as FormData))).not.toContain("q=stayloop");
  });

  it("posts no host when the page was opened from this site or typed in", () => {
    for (const referrer of [`${location.origin}/features/referral-program`, ""]) {
      openedFrom(referrer);
      expect(form().querySelector("input[name=_referrer_host]")).toBeNull();
    }
  });
});
