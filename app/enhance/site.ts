import { launchBannerStorageKey } from "~/lib/banner";
import { enhancedFieldName } from "~/lib/forms";
import { enhanceForms } from "./forms";
import { makeDismissible } from "./toast";

/**
 * What every document loads (root.tsx; DESIGN §5.6, §5.7):
 * the behaviours the spec gives JavaScript in the shared layout. Everything here also
 * works without it; this only adds.
 */
enhanceHeader();
enhanceLaunchBanner();
enhanceForms();
for (const toast of document.querySelectorAll<HTMLElement>("[data-toaster] [data-toast]")) makeDismissible(toast);

/** White header with a shadow past its `data-shadow-after` px; menus close on an outside click or Escape. */
function enhanceHeader() {
  const header = document.querySelector<HTMLElement>("header[data-shadow-after]");
  if (!header) return;
  const threshold = Number(header.dataset.shadowAfter);
  const update = () => {
    header.dataset.scrolled = window.scrollY > threshold ? "true" : "false";
  };
  update();
  window.addEventListener("scroll", update, { passive: true });

  const openMenus = () => [...header.querySelectorAll<HTMLDetailsElement>("details[data-menu][open]")];
  document.addEventListener("click", (event) => {
    for (const menu of openMenus()) if (!menu.contains(event.target as Node)) menu.open = false;
  });
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
function enhanceLaunchBanner() {
  const banner = document.querySelector<HTMLElement>("[data-launch-banner]");
  const form = banner?.querySelector("form");
  if (!banner || !form) return;
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
