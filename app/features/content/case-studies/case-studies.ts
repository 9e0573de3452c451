/**
 * One case study shows a fixed stock image instead of the one stored with it (spec 2
 * §2.12): the Casa Mar Azul story, whose own photos were taken before the renovation it
 * describes. See docs/decisions/0207-case-studies-and-comparisons.md.
 */
export const caseStudyImageOverrides: Readonly<Record<string, string>> = {
  "casa-mar-azul-repeat-guests": "/images/content/case-studies/stock-coastal-villa.svg",
};

export function caseStudyCardImage(slug: string, stored: string | null): string | null {
  return caseStudyImageOverrides[slug] ?? stored;
}
