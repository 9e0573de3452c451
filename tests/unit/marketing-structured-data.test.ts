import { describe, expect, it } from "vitest";
import { faqPageData, jsonLdText, softwareApplicationData } from "~/features/marketing/home/structured-data";

describe("home page structured data (spec 1 §2.3, §9)", () => {
  it("describes a free software application rated 4.8 from 127 reviews", () => {
    const data = softwareApplicationData({
      url: "https://stayloop.io/",
      image: "https://stayloop.io/images/marketing/stayloop-share.png",
      description: "Marketing for hosts",
      offerDescription: "7-day free trial",
      inLanguage: "en",
    });
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "SoftwareApplication",
      name: "StayLoop",
      offers: { "@type": "Offer", price: 0, priceCurrency: "USD" },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.8, reviewCount: 127 },
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
