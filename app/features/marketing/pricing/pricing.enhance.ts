import type { Behaviours } from "~/enhance/behaviour";
import { PricingHooks as hooks } from "./pricing.hooks";

/**
 * The instant monthly/yearly switch (spec 1 §4). The toggle's links (`?billing=`) already
 * work as page loads; here a click shows the other period's prices at once (both are in the
 * page), keeps the address in step without a reload, and bounces the maximum-discount badge
 * for its `bounceMs` when yearly is chosen.
 */
export function startPricing(section: HTMLElement): void {
  const badge = section.querySelector<HTMLElement>(`[${hooks.badge}]`);
  const links = `a[${hooks.link}]`;
  let timer: number | undefined;
  const bounce = (on: boolean) => {
    if (!badge) return;
    window.clearTimeout(timer);
    badge.setAttribute(hooks.bouncing, "false");
    if (!on) return;
    // Reading the layout between the two states restarts the animation.
    void badge.offsetWidth;
    badge.setAttribute(hooks.bouncing, "true");
    timer = window.setTimeout(() => badge.setAttribute(hooks.bouncing, "false"), Number(badge.getAttribute(hooks.bounceMs)));
  };
  if (badge?.getAttribute(hooks.bouncing) === "true") bounce(true);

  section.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest(links) : null;
    const period = link?.getAttribute(hooks.link);
    if (!link || !period || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    for (const other of section.querySelectorAll(links)) {
      if (other === link) other.setAttribute("aria-current", "true");
      else other.removeAttribute("aria-current");
    }
    for (const variant of section.querySelectorAll<HTMLElement>(`[${hooks.variant}]`)) {
      variant.hidden = variant.getAttribute(hooks.variant) !== period;
    }
    section.querySelector(`[${hooks.current}]`)?.setAttribute(hooks.current, period);
    const url = new URL(window.location.href);
    url.searchParams.set("billing", period);
    window.history.replaceState(window.history.state, "", url);
    bounce(period === "yearly");
  });
}

export default { [hooks.module]: startPricing } satisfies Behaviours;
