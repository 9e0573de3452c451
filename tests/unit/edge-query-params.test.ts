import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cacheKeyFor, isCacheableRequest } from "~/server/edge/page-cache.server";
import { visitorCookieName } from "~/server/visitor.server";
import { parseBillingPeriod } from "~/features/marketing/pricing/pricing";
import { parseContentType } from "~/features/marketing/features/ai-demo";
import { cleanSearch as cleanSearchOf, isTrackingParameter, trackingParameters, withCleanUrl as withCleanUrlOf } from "~/server/edge/query-params.server";
import { siteRouteTable } from "./site-routes";

const { routes, data } = await siteRouteTable();
const pageOf = (url: string) => routes.match(new URL(url, "https://stayloop.io").pathname);
const cleanSearch = (url: URL) => cleanSearchOf(url, pageOf(url.href));
const withCleanUrl = (request: Request) => withCleanUrlOf(request, pageOf(request.url));
const keyOf = (path: string, cookie?: string) => {
  const request = new Request(`https://stayloop.io${path}`, cookie ? { headers: { Cookie: cookie } } : {});
  return new URL(cacheKeyFor(request, pageOf(request.url), "v1", "https://stayloop.io").url);
};

describe("cache keys follow what a page reads (issue 18, decision 0026)", () => {
  it("leaves campaign and click ids out of the key", () => {
    const plain = keyOf("/pricing").href;
    expect(keyOf("/pricing?fbclid=IwAR0abc").href).toBe(plain);
    expect(keyOf("/pricing?gclid=Cj0K&utm_source=google&utm_medium=cpc&utm_campaign=spring").href).toBe(plain);
    expect(keyOf("/pricing?msclkid=9f8e&mc_cid=1a2b&mc_eid=3c4d").href).toBe(plain);
    expect(keyOf("/pt/blog?utm_source=newsletter&UTM_Medium=email").href).toBe(keyOf("/pt/blog").href);
    expect(keyOf("/about?_ga=2.1.2.3&_gl=1*abc&ttclid=x&twclid=y&li_fat_id=z&igshid=w&yclid=v&gbraid=u&wbraid=t").href).toBe(
      keyOf("/about").href,
    );
  });

  it("ignores parameters no page reads, so a flood of unique query strings shares one copy", () => {
    const plain = keyOf("/about").href;
    for (let i = 0; i < 20; i += 1) expect(keyOf(`/about?${crypto.randomUUID()}=${crypto.randomUUID()}`).href).toBe(plain);
    expect(keyOf("/blog/some-post?category=x&page=2").href).toBe(keyOf("/blog/some-post").href);
  });

  it("keeps the parameters a page reads, in a fixed order, first value only", () => {
    expect(keyOf("/blog?tag=guests&utm_source=x&category=marketing").search).toBe("?category=marketing&tag=guests");
    expect(keyOf("/blog?category=marketing&tag=guests").href).toBe(keyOf("/blog?tag=guests&category=marketing").href);
    expect(keyOf("/blog?category=a&category=b").search).toBe("?category=a");
    expect(keyOf("/pt/tutorials?category=setup&tag=x").search).toBe("?category=setup");
    expect(keyOf("/help-center?fbclid=1&q=calendar").search).toBe("?q=calendar");
    expect(keyOf("/help-center/some-article?view=popular&category=billing").search).toBe("?category=billing&view=popular");
    // The Contact Support form reads what the visitor looked for and the article, nothing else (decision 0212).
    expect(keyOf("/pt/help-center/contact?utm_source=x&article=set-brand-voice&view=popular&q=sync").search).toBe("?q=sync&article=set-brand-voice");
    expect(keyOf("/downloads?category=guides&q=email&ref=x").search).toBe("?q=email&category=guides");
    expect(keyOf("/?billing=yearly&gclid=1").search).toBe("?billing=yearly");
    expect(keyOf("/pt?billing=monthly").search).toBe("?billing=monthly");
    expect(keyOf("/roadmap/12?before=40&utm_campaign=x").search).toBe("?before=40");
    expect(keyOf("/features/ai-content-creation?type=seasonalOffer").search).toBe("?type=seasonalOffer");
    expect(keyOf("/blog/?category=x").search).toBe("?category=x");
  });

  it("leaves out a value the page does not know, which renders its default", () => {
    expect(keyOf("/pricing?billing=annual").href).toBe(keyOf("/pricing").href);
    expect(keyOf(`/pricing?billing=${crypto.randomUUID()}`).href).toBe(keyOf("/pricing").href);
    expect(keyOf("/features/ai-content-creation?type=newsletter").search).toBe("");
    expect(keyOf("/help-center?view=all&q=x").search).toBe("?q=x");
  });

  it("knows the values the pages' own parsers know: each renders itself, anything else the default", () => {
    const known = (path: string, name: string) => pageOf(path).parameters.find(([parameter]) => parameter === name)?.[1];
    for (const path of ["/", "/pricing", "/pt/pricing"]) {
      expect(known(path, "billing")).toEqual(["monthly", "yearly"]);
      for (const value of known(path, "billing")!) expect(parseBillingPeriod(value)).toBe(value);
    }
    expect(parseBillingPeriod("annual")).toBe(parseBillingPeriod(null));
    const types = known("/features/ai-content-creation", "type")!;
    expect(types).toHaveLength(3);
    for (const value of types) expect(parseContentType(value)).toBe(value);
    expect(known("/help-center", "view")).toEqual(["popular"]);
  });

  it("still keys by page, language and banner choice", () => {
    expect(keyOf("/blog").href).not.toBe(keyOf("/pt/blog").href);
    expect(keyOf("/blog?category=a").href).not.toBe(keyOf("/blog?category=b").href);
    expect(keyOf("/blog").href).not.toBe(keyOf("/blog", "launch_banner_hidden=1").href);
  });

  it("hands the page a request whose address is already clean", () => {
    const request = new Request("https://stayloop.io/blog?utm_source=fb&category=tips&fbclid=abc", {
      headers: { "Accept-Language": "pt" },
    });
    const clean = withCleanUrl(request);
    expect(clean.url).toBe("https://stayloop.io/blog?category=tips");
    expect(clean.headers.get("Accept-Language")).toBe("pt");
    const already = new Request("https://stayloop.io/blog?category=tips");
    expect(withCleanUrl(already)).toBe(already);
    expect(cleanSearch(new URL("https://stayloop.io/downloads/kit?download=t0k&expired"))).toBe("?download=t0k&expired=");
  });

  it("writes a space as %20 and a plus as %2B, so a clean search link is left as it came", () => {
    expect(cleanSearch(new URL("https://stayloop.io/help-center?q=My%20calendar%20is%20not%20syncing&fbclid=x"))).toBe(
      "?q=My%20calendar%20is%20not%20syncing",
    );
    expect(cleanSearch(new URL("https://stayloop.io/help-center?q=c%2B%2B+tips"))).toBe("?q=c%2B%2B%20tips");
    const untouched = new Request("https://stayloop.io/help-center?q=My%20calendar");
    expect(withCleanUrl(untouched)).toBe(untouched);
  });

  it("names every usual tracking parameter, and no page reads one", () => {
    for (const name of ["utm_source", "utm_content", "fbclid", "gclid", "gbraid", "wbraid", "msclkid", "mc_cid", "mc_eid", "_ga", "_gl", "yclid", "igshid", "ttclid", "twclid", "li_fat_id"]) {
      expect(isTrackingParameter(name)).toBe(true);
    }
    expect(isTrackingParameter("category")).toBe(false);
    for (const route of data.routes) {
      for (const name of Object.keys(route.page.query ?? {})) expect(isTrackingParameter(name), `${route.id} ${name}`).toBe(false);
    }
    expect(new Set(trackingParameters).size).toBe(trackingParameters.length);
  });
});

describe("cookies that do not make a page personal", () => {
  const withCookie = (cookie: string) => isCacheableRequest(new Request("https://stayloop.io/blog", { headers: { Cookie: cookie } }), pageOf("/blog"));
  it("serves voters and visitors with analytics or Cloudflare cookies from the cache", () => {
    expect(withCookie(`${visitorCookieName}=abc; lang=pt`)).toBe(true);
    expect(withCookie("_ga=GA1.1.1.1; _ga_ABC123=GS1; _gid=x; _fbp=fb.1; __cf_bm=y; cf_clearance=z")).toBe(true);
  });
  it("still bypasses it for the flash after a post and for any cookie nobody listed", () => {
    expect(withCookie("__flash=abc")).toBe(false);
    expect(withCookie("_ga=1; __flash=abc")).toBe(false);
    expect(withCookie("visitor=xyz")).toBe(false);
  });
});

/** Every `searchParams.get("x")` / `.has("x")` of the server code and views. */
function parametersReadInApp(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry) && !entry.endsWith(".enhance.ts")) {
        const text = readFileSync(path, "utf8");
        for (const match of text.matchAll(/(?:searchParams|search|params)\)?\.(?:get|has)\("([^"]+)"\)/g)) {
          const name = match[1] ?? "";
          found.set(name, [...(found.get(name) ?? []), path]);
        }
      }
    }
  };
  walk(join(import.meta.dirname, "../../app/routes"));
  walk(join(import.meta.dirname, "../../app/features"));
  return found;
}

describe("the pages' own query parameters (handle.page.query)", () => {
  it("declare every query parameter a page reads, or the edge would drop it before the page sees it", () => {
    const declared = new Set(data.routes.flatMap((route) => Object.keys(route.page.query ?? {})));
    // Read by routes that are not cached pages: the download file's token (resources/), a post's redirect.
    const notPages = new Set(["token", "redirectTo"]);
    const read = parametersReadInApp();
    expect(read.size).toBeGreaterThan(5);
    for (const [name, files] of read) {
      if (!notPages.has(name)) expect(declared.has(name), `${name} is read in ${files.join(", ")}`).toBe(true);
    }
  });
});
