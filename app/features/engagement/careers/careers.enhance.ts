import { applicationErrors, formatMegabytes, type ApplicationMessages } from "~/features/engagement/careers/schema";
import type { EnhancedReply } from "~/lib/enhanced-reply";
import { enhancedFieldName } from "~/lib/forms";
import { DialogHooks } from "~/components/ui/dialog.hooks";
import { FormHooks } from "~/components/ui/form.hooks";
import type { Behaviours } from "~/enhance/behaviour";
import { closeRouteDialog } from "~/enhance/dialog";
import { applyReply, clearFieldError, inPlaceUrl, showBusy, showFieldError } from "~/enhance/forms";
import { CareersHooks as hooks } from "./careers.hooks";

/**
 * The application form (spec 2 §2.2, §5; decision 0014).
 * It works as a plain multipart post; this adds the shared
 * schema's messages under the fields before anything is sent (and again as the visitor
 * corrects them), the post in place through XMLHttpRequest because fetch reports no upload
 * progress (a 5 MB resume takes half a minute on a slow line), a labelled <progress> and the
 * disabled 'Submitting...' button meanwhile, the action's `enhanced` reply shown in place,
 * and on success the toast and the dialog closing. Not app/enhance/forms.ts's behaviour
 * "form": that posts with fetch, and falls back to a plain post, which would send the file
 * a second time.
 */
export function startApplication(root: HTMLElement): void {
  if (!(root instanceof HTMLFormElement)) return;
  const form = root;
  // The Apply Now buttons are plain links, so the page beneath the dialog loads at its top;
  // closing the dialog should leave the visitor at the positions they chose from.
  if (form.closest(`dialog[${DialogHooks.dialog}]`)) document.getElementById("open-positions")?.scrollIntoView();
  const source = document.getElementById(`${form.id}-messages`)?.textContent;
  if (!form.getAttribute(FormHooks.route) || !source) return;
  const url = inPlaceUrl(form);
  const messages = JSON.parse(source) as ApplicationMessages;
  const lang = document.documentElement.lang.startsWith("pt") ? "pt" : "en";
  const alert = document.querySelector<HTMLElement>(`[${hooks.alert}="${form.id}"]`);
  const progressBox = document.querySelector<HTMLElement>(`[${hooks.progress}="${form.id}"]`);
  const progress = progressBox?.querySelector("progress");
  const progressLabel = progressBox?.querySelector("p");
  const resume = form.elements.namedItem("resume");
  const chooseAgain = resume instanceof HTMLInputElement ? document.getElementById(`${resume.id}-again`) : null;

  // The note is for the browser's plain post, which shows no progress in the page.
  document.getElementById(`${form.id}-slow`)?.remove();
  form.querySelector("button[type=submit]")?.removeAttribute("aria-describedby");

  const noAnswer: EnhancedReply = {
    toast: { kind: "error", title: messages.failedTitle, description: messages.failedText },
    formError: messages.failedText,
  };
  const show = (reply: EnhancedReply) => {
    applyReply(form, reply);
    if (alert) alert.hidden = !reply.formError;
  };
  let checked = false;

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (form.getAttribute(FormHooks.busy) === "true") return;
    checked = true;
    const errors = applicationErrors(new FormData(form));
    if (Object.keys(errors).length > 0) {
      show({ fieldErrors: Object.fromEntries(Object.entries(errors).map(([name, key]) => [name, messages.errors[key] ?? key])) });
      return;
    }
    send();
  });

  // As conform did: once the form was sent, each field's message follows what is typed.
  const revalidate = (event: Event) => {
    const field = event.target;
    // A file chosen now is kept by the browser: the request to choose it again is answered.
    if (field === resume && field instanceof HTMLInputElement && chooseAgain?.isConnected) {
      chooseAgain.remove();
      const described = (field.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id && id !== chooseAgain.id);
      field.setAttribute("aria-describedby", described.join(" "));
    }
    if (!checked || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || !field.name) return;
    const key = applicationErrors(new FormData(form))[field.name];
    if (key) showFieldError(form, field as Field, messages.errors[key] ?? key);
    else if (field.getAttribute("aria-invalid") === "true") clearFieldError(field as Field);
  };
  form.addEventListener("input", revalidate);
  form.addEventListener("change", revalidate);

  function showProgress(loaded: number, total: number) {
    if (!progressBox || !progress || !progressLabel) return;
    progress.max = total;
    progress.value = loaded;
    progressLabel.textContent = messages.uploading
      .replace("{sent}", formatMegabytes(loaded, lang))
      .replace("{total}", formatMegabytes(total, lang));
    progressBox.hidden = false;
  }

  function send() {
    const body = new FormData(form);
    body.set(enhancedFieldName, "1");
    const restore = showBusy(form);
    const request = new XMLHttpRequest();
    const finish = (reply: EnhancedReply) => {
      restore();
      if (progressBox) progressBox.hidden = true;
      show(reply);
      const dialog = form.closest("dialog");
      // Spec 2 §2.2: the dialog closes on success (after the same 300 ms fade as Close).
      if (reply.reset && dialog) closeRouteDialog(dialog);
    };
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) showProgress(event.loaded, event.total);
    });
    request.addEventListener("load", () => finish(readReply(request) ?? noAnswer));
    request.addEventListener("error", () => finish(noAnswer));
    request.addEventListener("timeout", () => finish(noAnswer));
    request.open("POST", url);
    request.setRequestHeader("Accept", "application/json");
    request.send(body);
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/** The action's `enhanced` reply; nothing for a thrown response or a page that is not its JSON. */
function readReply(request: XMLHttpRequest): EnhancedReply | undefined {
  const thrown = ["X-Remix-Catch", "X-Remix-Error", "X-Remix-Redirect"].some((name) => request.getResponseHeader(name));
  if (thrown || !(request.getResponseHeader("Content-Type") ?? "").startsWith("application/json")) return undefined;
  try {
    return (JSON.parse(request.responseText) as { enhanced?: EnhancedReply }).enhanced;
  } catch {
    return undefined;
  }
}

export default { [hooks.module]: startApplication } satisfies Behaviours;
