import { subscribersWithEmails, uniqueEmail } from "./support/backend";
import { expect, test } from "./support/test";

test.describe("posts from other sites", () => {
  test("a cross-origin newsletter post is refused and stores nothing", async ({
    request,
    baseURL,
    clientAddress,
  }, testInfo) => {
    const origin = new URL(baseURL ?? "").origin;
    const post = (email: string, headers: Record<string, string>) =>
      request.post("/resources/newsletter", {
        headers: { "CF-Connecting-IP": clientAddress, ...headers },
        // What the footer form sends: its own anchor (the server knows no DOM ids, decision 0034).
        form: { source: "footer", name: "Eve", email, redirectTo: "/#newsletter-footer" },
        maxRedirects: 0,
      });

    const fromEvil = uniqueEmail(testInfo, "evil-origin");
    const refusedByOrigin = await post(fromEvil, { Origin: "https://evil.example" });
    expect(refusedByOrigin.status()).toBe(403);
    expect(await refusedByOrigin.text()).toContain("this form can only be sent from the StayLoop website");

    const crossSite = uniqueEmail(testInfo, "cross-site");
    const refusedBySecFetch = await post(crossSite, { "Sec-Fetch-Site": "cross-site" });
    expect(refusedBySecFetch.status()).toBe(403);

    // The same post from the site itself goes through, so the look-up below can find rows.
    const sameOrigin = uniqueEmail(testInfo, "same-origin");
    const accepted = await post(sameOrigin, { Origin: origin, "Sec-Fetch-Site": "same-origin" });
    expect(accepted.status()).toBe(303);
    expect(accepted.headers()["location"]).toBe("/#newsletter-footer");

    const stored = await subscribersWithEmails(fromEvil, crossSite, sameOrigin);
    expect(stored.map((row) => row.email)).toEqual([sameOrigin]);
  });
});
