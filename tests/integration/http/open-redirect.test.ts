import { describe, expect, it } from "vitest";
import { corpus } from "../../fixtures/hostile/corpus";
import { baseUrl, clientAddress, postForm, uniqueEmail } from "./support";

/**
 * DESIGN §6: every redirect stays on the site's origin. The forms on every page post a
 * `redirectTo`; whatever it holds, and whatever taking off or putting on the language
 * prefix does to it, the Location answered is a path on this site.
 */

// Every value of the redirect corpus, same-site paths included: whatever comes in, the
// answer is a path on this site (the longest entries are past safeRedirectPath's cap).
const hostileTargets = corpus("redirects").filter((payload) => !payload.unparsable);

interface Endpoint {
  label: string;
  path: string;
  fields: () => Record<string, string>;
}

const endpoints: Endpoint[] = [
  { label: "to English", path: "/resources/language", fields: () => ({ lang: "en" }) },
  { label: "to Portuguese", path: "/resources/language", fields: () => ({ lang: "pt" }) },
  { label: "dismissed", path: "/resources/banner", fields: () => ({}) },
  // A refused sign-up (no email) and a stored one both come back to redirectTo.
  { label: "refused", path: "/resources/newsletter", fields: () => ({ source: "footer", name: "Ana" }) },
  {
    label: "subscribed",
    path: "/resources/newsletter",
    fields: () => ({ source: "footer", name: "Ana", email: uniqueEmail("redirect") }),
  },
  { label: "refused", path: "/resources/audit", fields: () => ({ name: "Ana" }) },
];

/** The address a browser would go to from this Location, and whether it is still this site. */
function expectSameOrigin(location: string | null) {
  expect(location).toBeTruthy();
  // A browser strips tabs and newlines from a URL before resolving it.
  const followed = new URL(location!.replace(/[\t\n\r]/g, ""), baseUrl());
  expect(followed.origin).toBe(new URL(baseUrl()).origin);
  expect(location).toMatch(/^\/(?![/\\])/);
}

describe.each(endpoints)("POST $path, $label", (endpoint) => {
  it.each(hostileTargets)("keeps Location on the site for redirectTo $id", async ({ value: redirectTo }) => {
    const response = await postForm(endpoint.path, { ...endpoint.fields(), redirectTo }, { "CF-Connecting-IP": clientAddress() });
    expect(response.status).toBe(303);
    expectSameOrigin(response.headers.get("Location"));
  });

  it("still returns to an ordinary page", async () => {
    const response = await postForm(
      endpoint.path,
      { ...endpoint.fields(), redirectTo: "/pt/blog?category=marketing" },
      { "CF-Connecting-IP": clientAddress() },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toMatch(/^\/(pt\/)?blog\?category=marketing(#[\w-]+)?$/);
  });
});
