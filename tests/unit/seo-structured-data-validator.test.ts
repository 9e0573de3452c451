import { describe, expect, it } from "vitest";
import { htmlBlocks, longDate, markedUpFacts, missingFacts, requiredProblems } from "../e2e/support/structured-data";
import { jobPostingData } from "~/features/engagement/careers/job-posting";
import { faqPageData } from "~/features/marketing/home/structured-data";
import { organizationData, webSiteData } from "~/lib/organization";
import { breadcrumbListData } from "~/lib/breadcrumbs";

/**
 * The checks tests/e2e/page-sweep.spec.ts runs on every page (decision 0046), shown
 * refusing what Google's documentation refuses, and accepting what the site now writes.
 */
const origin = "https://stayloop.example";

describe("requiredProblems: Google's required properties", () => {
  it("accepts the blocks the site writes", () => {
    expect(requiredProblems(organizationData(origin), origin)).toEqual([]);
    expect(requiredProblems(webSiteData(origin, "en"), origin)).toEqual([]);
    expect(requiredProblems(faqPageData([{ question: "Q?", answer: "A." }], "en"), origin)).toEqual([]);
    expect(requiredProblems(breadcrumbListData([{ label: "Home", to: "/" }, { label: "Page" }], { origin, lang: "en" }), origin)).toEqual([]);
  });

  it("refuses the home page's old block: a software application with a price and a rating, but the rating is the only thing it had", () => {
    const old = {
      "@context": "https://schema.org",
      "@type": "SoftwareApplication",
      name: "StayLoop",
      offers: { "@type": "Offer", price: 0, priceCurrency: "USD" },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.8, reviewCount: 127 },
    };
    // Sound by Google's required properties...
    expect(requiredProblems(old, origin)).toEqual([]);
    // ...but without its rating it is not, and a rating must be on the page.
    const { aggregateRating: _rating, ...unrated } = old;
    expect(requiredProblems(unrated, origin)).toEqual(["SoftwareApplication: aggregateRating or review"]);
    const facts = markedUpFacts(old, "en");
    expect(missingFacts(facts, "StayLoop. 7-day free trial. Plans from $19 a month.", []).map((fact) => fact.what)).toEqual([
      "SoftwareApplication.offers.price",
      "SoftwareApplication.aggregateRating.ratingValue",
      "SoftwareApplication.aggregateRating count",
    ]);
  });

  it("refuses a JobPosting without datePosted, a remote one without applicant countries, and a closing date before its posting", () => {
    const headings = { responsibilities: "Do", qualifications: "Have", hours: "Hours" };
    const job = {
      id: "a",
      title: "Engineer",
      description: "Build.",
      responsibilities: [],
      qualifications: [],
      workHours: null,
      location: "Remote",
      employmentType: "FULL_TIME",
      remote: true,
      postedAt: "2026-11-10T09:00:00.000Z",
      validThrough: null,
      applicantLocations: ["PT"],
      salary: null,
    };
    const posting = jobPostingData({ job, origin, lang: "en", organization: { name: "StayLoop", logoPath: "/logo.png" }, headings });
    expect(requiredProblems(posting, origin)).toEqual([]);
    const { datePosted: _posted, ...undated } = posting;
    expect(requiredProblems(undated, origin)).toContain("JobPosting: datePosted is ISO 8601");
    expect(requiredProblems({ ...posting, applicantLocationRequirements: [] }, origin)).toEqual([
      "JobPosting: jobLocation with an address, or TELECOMMUTE with applicantLocationRequirements",
    ]);
    expect(requiredProblems({ ...posting, validThrough: "2026-11-01" }, origin)).toEqual(["JobPosting: validThrough is after datePosted"]);
    expect(requiredProblems({ ...posting, description: "Engineer" }, origin)).toEqual(["JobPosting: description is not the title"]);
  });

  it("refuses a breadcrumb whose positions skip or whose middle step has no link, an SVG logo, a WebSite away from the root, and a type it does not know", () => {
    const crumbs = breadcrumbListData([{ label: "Home", to: "/" }, { label: "Blog", to: "/blog" }, { label: "Post" }], { origin, lang: "en" });
    const items = crumbs.itemListElement;
    expect(requiredProblems({ ...crumbs, itemListElement: [items[0], { ...items[1], position: 3 }, items[2]] }, origin)).toEqual([
      "BreadcrumbList: item 2 has position 2",
    ]);
    expect(requiredProblems({ ...crumbs, itemListElement: [items[0], { ...items[1], item: undefined }, items[2]] }, origin)).toEqual([
      "BreadcrumbList: item 2 has an absolute item URL",
    ]);
    expect(requiredProblems({ ...organizationData(origin), logo: `${origin}/favicon.svg` }, origin)).toEqual(["Organization: logo is a raster image"]);
    expect(requiredProblems({ ...webSiteData(origin, "en"), url: `${origin}/pt` }, origin)).toEqual(["WebSite: url is the domain's home page"]);
    expect(requiredProblems({ "@context": "https://schema.org", "@type": "Event", name: "Launch" }, origin)[0]).toMatch(/^Event: a type this check does not know/);
  });
});

describe("markedUpFacts: what a block claims must be on the page", () => {
  it("says dates as the page does, in its language", () => {
    expect(longDate("2026-09-15T09:00:00.000Z", "en")).toBe("September 15, 2026");
    expect(longDate("2026-10-06", "pt")).toBe("6 de outubro de 2026");
  });

  it("finds a JobPosting's list items, hours, salary and countries in the page's language", () => {
    const posting = {
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Engenheiro",
      datePosted: "2026-11-10",
      description: "<p>Construir.</p><h3>Horário</h3><p>40 horas &amp; mais</p>",
      workHours: "40 horas & mais",
      hiringOrganization: { "@type": "Organization", name: "StayLoop" },
      applicantLocationRequirements: [{ "@type": "Country", name: "Germany" }],
      baseSalary: { "@type": "MonetaryAmount", currency: "EUR", value: { "@type": "QuantitativeValue", minValue: 70000, maxValue: 90000, unitText: "YEAR" } },
    };
    const texts = markedUpFacts(posting, "pt").map((fact) => ("text" in fact ? fact.text : fact.link));
    expect(texts).toEqual(
      expect.arrayContaining(["Engenheiro", "10 de novembro de 2026", "StayLoop", "Construir.", "Horário", "40 horas & mais", "Alemanha"]),
    );
    expect(texts.some((value) => /70\.000/.test(value))).toBe(true);
    expect(htmlBlocks(posting.description)).toEqual(["Construir.", "Horário", "40 horas & mais"]);
  });

  it("wants an organization's profiles linked from the page", () => {
    const facts = markedUpFacts(organizationData(origin), "en");
    expect(missingFacts(facts, "StayLoop", ["https://www.facebook.com/stayloophq"]).map((fact) => ("link" in fact ? fact.link : fact.text))).toEqual([
      "https://www.instagram.com/stayloophq",
      "https://www.pinterest.com/stayloophq",
    ]);
  });
});
