import type { RoutePage } from "./route-table.server";

/**
 * Which query parameters a page may see (issue 18, decision 0026). A page is rendered, and
 * cached, from its path plus only the parameters it reads, in a fixed order; everything
 * else (campaign and click ids, junk) is dropped before Remix or the cache see the request.
 * Which parameters a page reads, and the values it knows, it says in its route module
 * (`handle.page.query`, decision 0220).
 * The visitor's address bar keeps the full link, so analytics in the browser still reads
 * its campaign, but the HTML, the cache key and the backend never do.
 */

/**
 * Click ids and campaign tags added by ad networks, social networks and mail tools: the one
 * maintained list. No page reads them; listed so the benchmark and the tests can name them,
 * and so a page parameter can never collide with one by accident (a unit test checks the table).
 */
export const trackingParameterPrefixes = ["utm_", "pk_", "mtm_", "hsa_"] as const;
export const trackingParameters = [
  "fbclid", // Facebook, Instagram
  "gclid", // Google Ads
  "gclsrc",
  "gbraid", // Google Ads (iOS, app to web)
  "wbraid", // Google Ads (iOS, web to app)
  "dclid", // Google Display & Video
  "msclkid", // Microsoft Ads
  "mc_cid", // Mailchimp campaign
  "mc_eid", // Mailchimp member
  "_ga", // Google Analytics cross-domain linker
  "_gl", // Google tag linker
  "yclid", // Yandex
  "igshid", // Instagram share
  "igsh",
  "ttclid", // TikTok
  "twclid", // X (Twitter)
  "li_fat_id", // LinkedIn
  "epik", // Pinterest
  "rdt_cid", // Reddit
  "scid", // Snapchat
  "_hsenc", // HubSpot
  "_hsmi",
  "mkt_tok", // Marketo
  "oly_anon_id", // Omeda
  "oly_enc_id",
  "vero_id", // Vero
  "ref", // "ref=producthunt" and the like
  "ref_src",
  "s_kwcid", // Adobe
  "srsltid", // Google Merchant
] as const;

const trackingSet = new Set<string>(trackingParameters);

export function isTrackingParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return trackingSet.has(lower) || trackingParameterPrefixes.some((prefix) => lower.startsWith(prefix));
}

/**
 * The query string the page renders from: its own parameters in their fixed order, the
 * first value of each (pages read one), a value the page does not know left out (it renders
 * the page's default, so a flood of `?billing=<random>` is one copy, not one per value),
 * nothing else. "" when none is left.
 */
export function cleanSearch(url: URL, page: RoutePage): string {
  // Most requests carry no query at all: nothing to parse (a cache hit does this twice).
  if (!url.search) return "";
  const clean = new URLSearchParams();
  for (const [name, known] of page.parameters) {
    const value = url.searchParams.get(name);
    if (value !== null && (!known || known.includes(value))) clean.set(name, value);
  }
  // URLSearchParams writes a space as "+"; links and the address bar write it as "%20" (a
  // literal "+" is "%2B", so every "+" here is a space). Keeping "%20" leaves an untouched
  // link untouched.
  const search = clean.toString().replace(/\+/g, "%20");
  return search ? `?${search}` : "";
}

/** The same request with the clean query string, or the request itself when nothing changes. */
export function withCleanUrl(request: Request, page: RoutePage): Request {
  if (!request.url.includes("?")) return request;
  const url = new URL(request.url);
  const search = cleanSearch(url, page);
  if (search === url.search) return request;
  url.search = search;
  return new Request(url.toString(), request);
}

/**
 * Cookies that never change a cacheable page, beyond the site's own shared ones (language,
 * banner; page-cache.server.ts): the roadmap visitor id (read only by the roadmap item
 * dialog, which is never stored), and analytics and Cloudflare cookies the site does not
 * read. Any other cookie (the flash after a post, one nobody listed) still bypasses the cache.
 */
const ignoredCookies = new Set(["stayloop_visitor", "_gid", "_gat", "_fbp", "_fbc", "__cf_bm", "cf_clearance", "_cfuvid", "_gcl_au"]);
const ignoredCookiePrefixes = ["_ga", "_hj", "_pk_", "_clck", "_clsk", "ajs_"];

export function isIgnoredCookie(name: string): boolean {
  return ignoredCookies.has(name) || ignoredCookiePrefixes.some((prefix) => name.startsWith(prefix));
}
