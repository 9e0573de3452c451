import { expect, inject } from "vitest";
// @ts-expect-error -- plain ESM script shared with the e2e tests
import { queryLocalD1 } from "../../../scripts/local-backend.mjs";

export const baseUrl = () => inject("baseUrl");

/** Rows of a SQL query against the test site's local D1 database. */
export function queryD1<T = Record<string, unknown>>(sql: string): T[] {
  return queryLocalD1(inject("persistTo"), sql) as T[];
}

let addressCounter = 0;
/** A client address of its own, so each test has its own rate-limit buckets. */
export function clientAddress() {
  addressCounter += 1;
  return `198.51.100.${(addressCounter % 250) + 1}`;
}

export function uniqueEmail(label: string) {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** A same-origin form post, as a browser without JavaScript sends it. */
export function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return postFormTo(baseUrl(), path, fields, headers);
}

/** postForm to a copy of the site a test file started itself (its own variables). */
export function postFormTo(site: string, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(site + path, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: site,
      "Sec-Fetch-Site": "same-origin",
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The cookies a response sets, as a Cookie header for the next request. */
export function cookiesFrom(response: Response) {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/**
 * The app/enhance/ modules a document runs, by name and in order ("site", "lists"…),
 * after checking that it runs no React app (decisions 0012–0017): no Remix context, no
 * /build/ script, and nothing preloaded but the modules' shared chunks.
 */
export function enhancementModulesOf(html: string): string[] {
  expect(html).not.toContain("__remixContext");
  const preloads = [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
  for (const href of preloads) expect(href).toMatch(/^\/enhance\/chunk-[A-Z0-9]+\.js$/);
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!);
  return scripts.map((src) => /^\/enhance\/([a-z-]+)-[A-Z0-9]+\.js$/.exec(src)?.[1] ?? src);
}
