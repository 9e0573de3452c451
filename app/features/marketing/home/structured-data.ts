/**
 * The home page's own structured data: its FAQ. The Organization and the WebSite come from
 * app/lib/organization.ts. The spec's SoftwareApplication with a rating of 4.8 from 127
 * reviews is not marked up: no review of ours says so and the page cannot show it with a
 * source (decision 0046).
 */
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
