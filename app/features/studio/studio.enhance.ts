import { StudioHooks } from "./studio.hooks";

/**
 * What JavaScript adds to a piece's form (DESIGN §11; every action works without it):
 * - a live preview of the body, rendered by the server's own renderer and sanitiser through the
 *   page's action (the Preview button's post, sent in place a moment after typing stops);
 * - a warning before leaving with unsaved changes;
 * - Ctrl+S (⌘S) saves.
 * Nothing else of the app is imported, so the public pages' modules and chunks stay as they are.
 */
const previewDelayMs = 700;

function startStudioForm(root: HTMLElement) {
  if (!(root instanceof HTMLFormElement)) return;
  const form = root;
  const region = document.getElementById(form.getAttribute(StudioHooks.preview) ?? "");
  const target = region?.querySelector<HTMLElement>(`[${StudioHooks.previewBody}]`);
  const body = form.querySelector<HTMLTextAreaElement>(`[${StudioHooks.body}]`);
  const route = form.getAttribute(StudioHooks.route);
  let dirty = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;

  form.addEventListener("input", (event) => {
    dirty = true;
    if (event.target === body && region && target && route) {
      clearTimeout(timer);
      timer = setTimeout(() => void renderPreview(), previewDelayMs);
    }
  });
  form.addEventListener("submit", () => {
    dirty = false;
  });
  window.addEventListener("beforeunload", (event) => {
    if (!dirty || !form.isConnected) return;
    event.preventDefault();
    // Older browsers show the prompt only when returnValue is set.
    event.returnValue = "";
  });
  form.addEventListener("keydown", (event) => {
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "s") {
      event.preventDefault();
      form.querySelector<HTMLButtonElement>(`[${StudioHooks.save}]`)?.click();
    }
  });

  async function renderPreview() {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") fields.append(name, value);
    fields.set("intent", "preview");
    try {
      const response = await fetch(`${location.pathname}?_data=${encodeURIComponent(route!)}`, { method: "POST", body: fields, signal: controller.signal });
      if (!response.ok) return;
      const reply = (await response.json()) as { preview?: { html: string | null; text: string } | null };
      if (!reply.preview || controller.signal.aborted) return;
      // The server's renderer and sanitiser made this HTML, as for the Preview button's page.
      if (reply.preview.html !== null) target!.innerHTML = reply.preview.html;
      else target!.textContent = reply.preview.text;
      region!.hidden = false;
    } catch {
      // Offline or aborted by a newer keystroke: the Preview button still works.
    }
  }
}

export default { [StudioHooks.module]: startStudioForm };
