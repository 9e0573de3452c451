/**
 * Where a lead came from (issue 32 item 1; docs/decisions/0050-lead-source.md), read from what
 * the browser already sends with the form post, with nothing stored on the visitor's device:
 *
 * - the page the form was sent from and the campaign parameters that page was opened with: the
 *   post's `Referer`, which a browser sends in full for a same-origin request under the site's
 *   `Referrer-Policy: strict-origin-when-cross-origin` (the edge hides those parameters from
 *   the render and the cache, decision 0026, but the address bar keeps them);
 * - the other site the visitor arrived from on that page: its host only, which the page's own
 *   script reads from `document.referrer` and adds to the post (`referrerHostField`); without
 *   JavaScript it is not known.
 *
 * Every value is cleaned and capped like a field; anything forged or absurd is dropped, never
 * refused: a lead without a source (a page opened with no campaign, from no other site) is
 * normal, and so is one whose page is unknown (a browser or extension that sends no Referer).
 */
import { referrerHostField } from "~/lib/forms";
import { heardAboutAnswer } from "~/lib/heard-about";
import type { LeadOrigin, LeadSource } from "~/leads/contract";
import { langFromPath } from "~/lib/i18n";

/** The campaign parameters kept, by their own names. */
export const campaignParameters = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/**
 * Ad platforms' click ids: only which one was present is kept, never its value (it identifies
 * one click, so one person's visit).
 */
export const clickIdParameters = ["gclid", "gbraid", "wbraid", "dclid", "fbclid", "msclkid", "ttclid", "twclid", "li_fat_id", "yclid", "epik", "rdt_cid"] as const;

const unknown: LeadOrigin = { page: null, source: null };

const maxPath = 300;
const maxCampaignValue = 100;

/** A campaign value as a person would write it: printable, one line, at most 100 characters. */
export function campaignValue(value: string | null): string | null {
  if (value === null) return null;
  const clean = value.normalize("NFC").trim();
  if (clean === "" || clean.length > maxCampaignValue) return null;
  // Letters, digits, spaces and the punctuation campaign tools write; no markup, no controls.
  if (!/^[\p{L}\p{N} ._\-+/:|,()!?&'@#%=]+$/u.test(clean)) return null;
  return clean;
}

/** A host name as DNS allows it (RFC 1123 labels), lower case, or null. */
export function hostName(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const host = value.trim().toLowerCase();
  if (host.length === 0 || host.length > 253) return null;
  const labels = host.split(".");
  if (labels.length < 2) return null;
  return labels.every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label)) ? host : null;
}

/**
 * Where a post to this site came from (`origin`: the site's own origin, `context.origin`): its
 * page, null when its `Referer` is absent, another site's, or not a page address; its source,
 * null when the page was opened with no campaign, no click id and from no other site.
 */
export function leadOriginOf(request: Request, formData: FormData, origin: string): LeadOrigin {
  const referer = request.headers.get("Referer");
  if (!referer || referer.length > 4000) return unknown;
  let address: URL;
  try {
    address = new URL(referer);
  } catch {
    return unknown;
  }
  if (address.origin !== origin) return unknown;
  const path = address.pathname;
  if (path.length > maxPath || !/^\/[A-Za-z0-9\-._~/%]*$/.test(path)) return unknown;
  const params = address.searchParams;
  const referrerHost = hostName(formData.get(referrerHostField));
  const source: LeadSource = {
    utm_source: campaignValue(params.get("utm_source")),
    utm_medium: campaignValue(params.get("utm_medium")),
    utm_campaign: campaignValue(params.get("utm_campaign")),
    utm_term: campaignValue(params.get("utm_term")),
    utm_content: campaignValue(params.get("utm_content")),
    click_id: clickIdParameters.find((name) => params.has(name)) ?? null,
    // The site itself is not where anyone came from.
    referrer_host: referrerHost && referrerHost !== new URL(origin).hostname ? referrerHost : null,
    heard_about: null,
    heard_about_other: null,
  };
  return {
    page: { path, lang: langFromPath(path) },
    source: Object.values(source).some((value) => value !== null) ? source : null,
  };
}

/** `from` with what the visitor answered to "How did you hear about us?" (either field may be absent). */
export function withHeardAbout(from: LeadOrigin, choice: string | undefined, other: string | undefined): LeadOrigin {
  const answer = heardAboutAnswer(choice, other);
  if (answer.heard_about === null) return from;
  const none: LeadSource = { utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null, click_id: null, referrer_host: null, heard_about: null, heard_about_other: null };
  return { page: from.page, source: { ...(from.source ?? none), ...answer } };
}

/**
 * `returnTo` with the campaign parameters of the page the post came from, when it returns to
 * that page: a post sent without JavaScript that is answered on its page again (a field to fix)
 * keeps them in the address bar, so the post that follows still says where the visitor came from.
 */
export function withCampaignOf(returnTo: string, from: LeadOrigin, request: Request): string {
  if (!from.page || !from.source) return returnTo;
  const [pathAndQuery, fragment] = returnTo.split("#", 2);
  const [path, query = ""] = (pathAndQuery ?? "").split("?", 2);
  if (path !== from.page.path) return returnTo;
  const sent = new URL(request.headers.get("Referer") ?? "").searchParams;
  const params = new URLSearchParams(query);
  for (const name of [...campaignParameters, ...clickIdParameters]) {
    const value = sent.get(name);
    if (value !== null && !params.has(name) && value.length <= maxCampaignValue * 2) params.set(name, value);
  }
  const search = params.toString();
  return `${path}${search ? `?${search}` : ""}${fragment !== undefined ? `#${fragment}` : ""}`;
}
