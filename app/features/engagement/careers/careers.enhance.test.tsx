import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import dialog from "~/enhance/dialog.enhance";
import forms from "~/enhance/site.enhance";
import { mount, visibleText } from "~/enhance/testing";
import ApplyDialog from "~/routes/($lang).careers.apply.$jobId";
import careers from "./careers.enhance";

// The application dialog as a visitor with JavaScript uses it (spec 2 §2.2, §5): the server's
// markup of the apply route, this module started on its form, the fields filled and sent. The
// upload goes through XMLHttpRequest (fetch reports no upload progress); the test plays the
// server's side of it.

/** One upload, answered by the test: its progress, the action's answer, or no answer. */
class Upload extends EventTarget {
  static sent: Upload[] = [];
  readonly upload = new EventTarget();
  method = "";
  url = "";
  body: FormData | null = null;
  responseText = "";
  private responseHeaders: Record<string, string> = {};
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    Upload.sent.push(this);
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event("progress"), { lengthComputable: true, loaded, total }));
  }
  answer(body: object) {
    this.responseHeaders = { "content-type": "application/json" };
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event("load"));
  }
  fail() {
    this.dispatchEvent(new Event("error"));
  }
}

beforeEach(() => {
  Upload.sent = [];
  vi.stubGlobal("XMLHttpRequest", Upload);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const job = { id: "sdr-latam", title: "Sales Development Representative", department: "Sales", location: "Latin America (Remote)", type: "Independent Contractor" };

function applyDialog(lang: "en" | "pt" = "en") {
  const at = `${lang === "pt" ? "/pt" : ""}/careers/apply/sdr-latam`;
  const body = mount(<ApplyDialog />, [forms, dialog, careers], { lang, at, loaderData: { job }, routeId: "routes/($lang).careers.apply.$jobId" });
  document.documentElement.lang = lang;
  const form = body.querySelector<HTMLFormElement>("form#apply-sdr-latam")!;
  const field = (name: string) => form.querySelector<HTMLInputElement>(`[name=${name}]`)!;
  const fill = () => {
    field("fullName").value = "Ana Souza";
    field("email").value = "ana@example.com";
    const resume = new DataTransfer();
    resume.items.add(new File([new Uint8Array(2 * 1024 * 1024)], "ana-souza.pdf", { type: "application/pdf" }));
    field("resume").files = resume.files;
  };
  return { body, form, field, fill, modal: body.querySelector("dialog")!, submit: form.querySelector<HTMLButtonElement>("button[type=submit]")! };
}

/** The upload's progress bar as shown: its label, or null while it is hidden. */
function progressShown() {
  const bar = document.querySelector("progress")!;
  if (bar.closest("[hidden]")) return null;
  return { label: document.getElementById(bar.getAttribute("aria-labelledby")!)!.textContent, value: bar.value, max: bar.max };
}

const errorOf = (field: HTMLElement) => document.getElementById(`${field.id}-error`)?.textContent ?? null;

describe("careers: the application form", () => {
  it("says what is missing before sending anything, and each message follows what is then typed", () => {
    const { body, form, field, submit } = applyDialog();
    expect(visibleText(body)).not.toContain("Large files can take a while");

    form.requestSubmit(submit);

    expect(Upload.sent).toHaveLength(0);
    expect(errorOf(field("fullName"))).toBe("Full name is required");
    expect(errorOf(field("email"))).toBe("Email is required");
    expect(errorOf(field("resume"))).toBe("Resume/CV is required");
    expect(field("fullName").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field("fullName"));

    field("email").value = "ana@";
    field("email").dispatchEvent(new Event("input", { bubbles: true }));
    field("fullName").value = "Ana Souza";
    field("fullName").dispatchEvent(new Event("input", { bubbles: true }));
    expect(errorOf(field("fullName"))).toBe(null);
    expect(field("fullName").hasAttribute("aria-invalid")).toBe(false);
    expect(errorOf(field("email"))).toBe("Invalid email address");
  });

  it("sends in place showing the upload's progress, then closes the dialog on success", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const { form, field, fill, modal, submit } = applyDialog();
    fill();

    form.requestSubmit(submit);

    const [upload] = Upload.sent;
    expect(upload?.method).toBe("POST");
    // The route's data request: the action answers JSON instead of the page.
    const address = new URL(upload!.url);
    expect(address.pathname).toBe("/careers/apply/sdr-latam");
    expect(address.search).toBe(`?${new URLSearchParams({ _data: "routes/($lang).careers.apply.$jobId" })}`);
    expect(upload?.body?.get("_enhanced")).toBe("1");
    expect((upload?.body?.get("resume") as File).name).toBe("ana-souza.pdf");
    expect(submit.textContent).toBe("Submitting...");
    expect(submit.disabled).toBe(true);

    expect(progressShown()).toBe(null);
    upload!.progress(1024 * 1024, 2 * 1024 * 1024);
    expect(progressShown()).toEqual({ label: "Uploading… 1.0 MB of 2.0 MB", value: 1024 * 1024, max: 2 * 1024 * 1024 });

    upload!.answer({ enhanced: { reset: true, toast: { kind: "success", title: "Application submitted" } } });
    expect(progressShown()).toBe(null);
    expect(field("fullName").value).toBe("");
    expect(submit.textContent).toBe("Submit Application");
    vi.advanceTimersByTime(300);
    expect(modal.open).toBe(false);
    expect(window.location.pathname).toBe("/careers");
  });

  it("an upload without an answer says so in the form, keeps what was typed, and can be sent again", () => {
    const { body, form, field, fill, modal, submit } = applyDialog("pt");
    fill();
    form.requestSubmit(submit);
    expect(submit.textContent).toBe("Enviando...");

    Upload.sent[0]!.fail();

    const alert = body.querySelector<HTMLElement>("form [role=alert]")!;
    expect(alert.hidden).toBe(false);
    expect([...alert.children].map((line) => line.textContent)).toEqual(["Falha no envio", "Tente novamente mais tarde"]);
    expect(field("fullName").value).toBe("Ana Souza");
    expect(submit.disabled).toBe(false);
    expect(modal.open).toBe(true);
  });
});
