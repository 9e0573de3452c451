/**
 * The instant monthly/yearly switch (spec 1 §4). The
 * toggle's links (`?billing=`) already work as page loads; here a click shows the other
 * period's prices at once (both are in the page), keeps the address in step without a
 * reload, and bounces the maximum-discount badge for its `data-bounce-ms` when yearly
 * is chosen.
 */
for (const section of document.querySelectorAll<HTMLElement>("[data-pricing]")) enhancePricing(section);

function enhancePricing(section: HTMLElement) {
  const badge = section.querySelector<HTMLElement>("[data-max-discount]");
  let timer: number | undefined;
  const bounce = (on: boolean) => {
    if (!badge) return;
    window.clearTimeout(timer);
    badge.dataset.bouncing = "false";
    if (!on) return;
    // Reading the layout between the two states restarts the animation.
    void badge.offsetWidth;
    badge.dataset.bouncing = "true";
    timer = window.setTimeout(() => (badge.dataset.bouncing = "false"), Number(badge.dataset.bounceMs));
  };
  if (badge?.dataset.bouncing === "true") bounce(true);

  section.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-billing]") : null;
    const period = link?.dataset.billing;
    if (!link || !period || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    for (const other of section.querySelectorAll<HTMLAnchorElement>("a[data-billing]")) {
      if (other.dataset.billing === period) other.setAttribute("aria-current", "true");
      else other.removeAttribute("aria-current");
    }
    for (const variant of section.querySelectorAll<HTMLElement>("[data-billing-variant]")) {
      variant.hidden = variant.dataset.billingVariant !== period;
    }
    section.querySelector<HTMLElement>("[data-billing-current]")?.setAttribute("data-billing-current", period);
    const url = new URL(window.location.href);
    url.searchParams.set("billing", period);
    window.history.replaceState(window.history.state, "", url);
    bounce(period === "yearly");
  });
}
