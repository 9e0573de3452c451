import { siteName, socialUrls } from "./site";

/**
 * Who publishes the site, as schema.org says it (Google Search Central, "Organization"
 * and "Site names" structured data; decision 0046): one Organization with its logo and its
 * social profiles, and one WebSite named after it, both on the home page. Articles, case
 * studies and job postings name the same organization (`publisher`, `hiringOrganization`).
 */

/** The logo as Google asks for it: a square raster of at least 112 px, drawn from the header's mark (public/favicon.svg). */
export const organizationLogo = { path: "/images/marketing/stayloop-logo.png", width: 512, height: 512 } as const;

const organizationId = (origin: string) => `${origin}/#organization`;

/** A reference to the organization the home page describes in full. */
export function organizationRef(origin: string) {
  return { "@type": "Organization", "@id": organizationId(origin), name: siteName, url: `${origin}/` };
}

export function organizationLogoData(origin: string) {
  return { "@type": "ImageObject", url: origin + organizationLogo.path, width: organizationLogo.width, height: organizationLogo.height };
}

/** The organization in full; its profiles are the footer's links. */
export function organizationData(origin: string) {
  return {
    "@context": "https://schema.org",
    ...organizationRef(origin),
    logo: organizationLogoData(origin),
    sameAs: Object.values(socialUrls),
  };
}

/** The site's name for search results; its `url` is the domain's root, as Google's site-name documentation asks. */
export function webSiteData(origin: string, inLanguage: string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${origin}/#website`,
    name: siteName,
    url: `${origin}/`,
    inLanguage,
    publisher: { "@id": organizationId(origin) },
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the tag. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
