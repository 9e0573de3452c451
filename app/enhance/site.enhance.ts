import { BannerHooks } from "~/components/layout/banner.hooks";
import { HeaderHooks } from "~/components/layout/header.hooks";
import { FormHooks } from "~/components/ui/form.hooks";
import { ShareHooks } from "~/components/ui/share.hooks";
import { ToastHooks, ToasterHooks } from "~/components/ui/toast.hooks";
import { launchBannerStorageKey } from "~/lib/banner";
import { enhancedFieldName } from "~/lib/forms";
import { createAll, type Behaviours } from "./behaviour";
import { startForm } from "./forms";
import { startShare } from "./share";
import { startToast, startToaster } from "./toast";

/**
 * What every document loads (root.tsx; DESIGN §5.6, §5.7): the behaviours the spec gives
 * JavaScript in the shared layout, and the start of every behaviour of the page. Everything
 * here also works without it; this only adds.
 */

/**
 * White header with a shadow past its `shadowAfter` px; menus close on an outside click, on
 * Escape, and when keyboard focus moves on out of them, so an open menu never covers the next
 * focus stop (WCAG 2.4.11, decision 0045); a menu that closes closes the lists open inside it.
 */
export function startHeader(header: HTMLElement): void {
  const threshold = Number(header.getAttribute(HeaderHooks.shadowAfter));
  const update = () => header.setAttribute(HeaderHooks.scrolled, String(window.scrollY > threshold));
  update();
  window.addEventListener("scroll", update, { passive: true });

  const openMenus = () => [...header.querySelectorAll<HTMLDetailsElement>(`details[${HeaderHooks.menu}][open]`)];
  document.addEventListener("click", (event) => {
    for (const menu of openMenus()) if (!menu.contains(event.target as Node)) menu.open = false;
  });
  for (const menu of header.querySelectorAll<HTMLDetailsElement>(`details[${HeaderHooks.menu}]`)) {
    // A closed menu closes what was open inside it (the narrow menu's Features list), so it
    // opens again as it first did, and nothing stays open behind it (issue 44 item 3).
    menu.addEventListener("toggle", () => {
      if (!menu.open) for (const inner of menu.querySelectorAll("details[open]")) inner.removeAttribute("open");
    });
    menu.addEventListener("focusout", (event) => {
      // No next element (a click on nothing, the window losing focus): the click handler decides.
      const next = event.relatedTarget;
      if (menu.open && next instanceof Node && !menu.contains(next)) menu.open = false;
    });
  }
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const menu of openMenus()) {
      menu.open = false;
      menu.querySelector("summary")?.focus();
    }
  });
}

/**
 * Closing the banner saves 'true' under launchBannerHidden (spec 2 §2.18) and posts in
 * place for the cookie that keeps the server from rendering it. A dismissal remembered
 * only in local storage (cookies cleared) hides it and restores the cookie.
 */
export function startLaunchBanner(banner: HTMLElement): void {
  const form = banner.querySelector("form");
  if (!form) return;
  const dismiss = () => {
    banner.remove();
    const body = new FormData(form);
    body.set(enhancedFieldName, "1");
    void fetch(form.action, { method: "POST", body }).catch(() => undefined);
  };
  if (readStorage() === "true") {
    dismiss();
    return;
  }
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    try {
      window.localStorage.setItem(launchBannerStorageKey, "true");
    } catch {
      // Storage refused (private mode): the cookie alone remembers the dismissal.
    }
    dismiss();
  });
}

function readStorage() {
  try {
    return window.localStorage.getItem(launchBannerStorageKey);
  } catch {
    return null;
  }
}

export default {
  [HeaderHooks.module]: startHeader,
  [BannerHooks.module]: startLaunchBanner,
  [FormHooks.module]: startForm,
  [ToasterHooks.module]: startToaster,
  [ToastHooks.module]: startToast,
  [ShareHooks.module]: startShare,
} satisfies Behaviours;

// Module scripts all run, in order, before DOMContentLoaded: by then the page's own modules
// have registered their behaviours too.
document.addEventListener("DOMContentLoaded", () => createAll());
