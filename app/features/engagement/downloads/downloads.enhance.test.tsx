import { afterEach, describe, expect, it, vi } from "vitest";
import dialog from "~/enhance/dialog.enhance";
import forms from "~/enhance/site.enhance";
import { mount, visibleText } from "~/enhance/testing";
import DownloadsPage from "~/routes/($lang).downloads";
import DownloadDialog from "~/routes/($lang).downloads.$slug";
import downloads from "./downloads.enhance";

// Free downloads as a visitor with JavaScript uses them (spec 2 §2.11): the server's markup of
// the list page and of the download dialog, driven by the visitor; the download form is posted
// in place by app/enhance/forms.ts (the action's answer mocked) and finished by this module.

const resource = (slug: string, name: string, category: string) => ({ id: slug, slug, name, description: `About ${name}.`, category, thumbnailUrl: null });

function listPage() {
  const loaderData = {
    filter: { q: "", category: "" },
    resources: [resource("pricing-playbook", "Seasonal Pricing Playbook", "Guides"), resource("welcome-template", "Welcome Email Template", "Templates")],
    categories: ["Guides", "Templates"],
    failed: false,
  };
  return mount(<DownloadsPage />, downloads, { at: "/downloads", loaderData });
}

describe("downloads: the filters", () => {
  it("applies a new category at once and says 'Loading resources...' in place of the list until it arrives", () => {
    const body = listPage();
    const form = body.querySelector<HTMLFormElement>("form[role=search]")!;
    const sent: string[] = [];
    form.addEventListener("submit", (event) => {
      sent.push(new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString());
      event.preventDefault(); // what the browser then does (load ?category=Templates) is not this module's
    });
    expect(visibleText(body)).toContain("Seasonal Pricing Playbook");
    expect(visibleText(body)).not.toContain("Loading resources...");

    const category = body.querySelector("select")!;
    category.value = "Templates";
    category.dispatchEvent(new Event("change", { bubbles: true }));

    expect(sent).toEqual(["q=&category=Templates"]);
    expect(visibleText(body)).toContain("Loading resources...");
    expect(visibleText(body)).not.toContain("Seasonal Pricing Playbook");

    // Back to this page from the browser's memory (happy-dom has no PageTransitionEvent).
    window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
    expect(visibleText(body)).not.toContain("Loading resources...");
    expect(visibleText(body)).toContain("Seasonal Pricing Playbook");
  });
});

function dialogPage(lang: "en" | "pt" = "en") {
  const at = `${lang === "pt" ? "/pt" : ""}/downloads/pricing-playbook?category=Guides`;
  const loaderData = { state: "found", resource: { slug: "pricing-playbook", name: "Seasonal Pricing Playbook" }, fileUrl: null, expired: false };
  const body = mount(<DownloadDialog />, [forms, dialog, downloads], { lang, at, loaderData });
  const form = body.querySelector<HTMLFormElement>("form#download-pricing-playbook")!;
  const field = (name: string) => form.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
  field("name").value = "Ana Souza";
  field("email").value = "ana@example.com";
  return { body, form, field, modal: body.querySelector("dialog")!, submit: form.querySelector<HTMLButtonElement>("button[type=submit]")! };
}

afterEach(() => vi.useRealTimers());

const fileUrl = "/downloads/pricing-playbook/file?download=signed";
const stored = { reset: true, fileUrl, toast: { kind: "success", title: "Success!", description: "Your download is ready." } };

describe("downloads: the download form", () => {
  it("starts the file's download from the page, opens no tab, and closes the dialog back on the list with its filter", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const { modal, form, submit } = dialogPage();
    const post = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ enhanced: stored }));
    const open = vi.spyOn(window, "open");
    const followed: { href: string | null; download: string | null }[] = [];
    // What the browser would do with the link (download the attachment) is not this module's.
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      followed.push({ href: this.getAttribute("href"), download: this.getAttribute("download") });
    });
    expect(modal.open).toBe(true);

    form.requestSubmit(submit);
    expect(submit.textContent).toBe("Processing...");

    await vi.waitFor(() => expect(followed).toEqual([{ href: fileUrl, download: "" }]));
    expect(Object.fromEntries([...(post.mock.calls[0]![1]!.body as FormData)].filter(([name]) => name === "name" || name === "email"))).toEqual({ name: "Ana Souza", email: "ana@example.com" });
    // A tab opened after the post has answered is a popup WebKit blocks (decision 0048).
    expect(open).not.toHaveBeenCalled();
    // The dialog fades out for 300 ms, once its module (already loaded on the page) is imported.
    await vi.waitFor(() => {
      vi.advanceTimersByTime(300);
      expect(modal.open).toBe(false);
    });
    expect(window.location.pathname + window.location.search).toBe("/downloads?category=Guides");
  });

  it("a refused request shows the error box with its heading, keeps what was typed and opens nothing", async () => {
    const { body, field, submit } = dialogPage();
    const reason = "Too many requests. Please wait a few minutes and try again.";
    vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ enhanced: { formError: reason } }));
    const open = vi.spyOn(window, "open");
    const follow = vi.spyOn(HTMLAnchorElement.prototype, "click");
    const box = body.querySelector<HTMLElement>("[role=alert]")!;
    expect(box.hidden).toBe(true);

    submit.click();

    await vi.waitFor(() => expect(box.hidden).toBe(false));
    expect([...box.children].map((line) => line.textContent)).toEqual(["Error", reason]);
    expect(field("email").value).toBe("ana@example.com");
    expect(submit.disabled).toBe(false);
    expect(open).not.toHaveBeenCalled();
    expect(follow).not.toHaveBeenCalled();
  });
});
