/**
 * Structured data of the home page (spec 1 §2.3, §9): the product as a free software
 * application (price 0 USD, rated 4.8 from 127 reviews) and the FAQ.
 */
export const productRating = { ratingValue: 4.8, reviewCount: 127, bestRating: 5, worstRating: 1 } as const;
export const productOffer = { price: 0, priceCurrency: "USD" } as const;

export function softwareApplicationData({
  url,
  image,
  description,
  offerDescription,
  inLanguage,
}: {
  url: string;
  image: string;
  description: string;
  offerDescription: string;
  inLanguage: string;
}) {
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: "StayLoop",
    applicationCategory: "BusinessApplication",
    applicationSubCategory: "Marketing automation for vacation rentals",
    operatingSystem: "Web",
    url,
    image,
    description,
    inLanguage,
    offers: { "@type": "Offer", ...productOffer, description: offerDescription },
    aggregateRating: { "@type": "AggregateRating", ...productRating },
  };
}

export function faqPageData(items: ReadonlyArray<{ question: string; answer: string }>, inLanguage: string) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage,
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the tag. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
