import { describe, expect, it } from "vitest";
import { faqPageData } from "~/features/marketing/home/structured-data";
import { jsonLdText, organizationData, organizationLogo, webSiteData } from "~/lib/organization";

describe("home page structured data (spec 1 §2.3; decision 0046)", () => {
  it("names the organization with its logo and the profiles the footer links to", () => {
    expect(organizationData("https://stayloop.io")).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": "https://stayloop.io/#organization",
      name: "StayLoop",
      url: "https://stayloop.io/",
      logo: { "@type": "ImageObject", url: "https://stayloop.io/images/marketing/stayloop-logo.png", width: 512, height: 512 },
      sameAs: ["https://www.facebook.com/stayloophq", "https://www.instagram.com/stayloophq", "https://www.pinterest.com/stayloophq"],
    });
    // Google asks for a logo of at least 112 × 112 px.
    expect(Math.min(organizationLogo.width, organizationLogo.height)).toBeGreaterThanOrEqual(112);
  });

  it("names the website at the domain's root, published by that organization", () => {
    expect(webSiteData("https://stayloop.io", "pt-BR")).toEqual({
      "@context": "https://schema.org",
      "@type": "WebSite",
      "@id": "https://stayloop.io/#website",
      name: "StayLoop",
      url: "https://stayloop.io/",
      inLanguage: "pt-BR",
      publisher: { "@id": "https://stayloop.io/#organization" },
    });
  });

  it("lists the FAQ as questions and answers", () => {
    expect(faqPageData([{ question: "Q?", answer: "A." }], "pt-BR")).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      inLanguage: "pt-BR",
      mainEntity: [{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } }],
    });
  });

  it("cannot close its script tag", () => {
    const text = jsonLdText({ answer: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ answer: "</script><script>alert(1)</script>" });
  });
});
