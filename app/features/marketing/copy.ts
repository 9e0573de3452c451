import type featurePages from "~/locales/en/featurePages.json";
import type legal from "~/locales/en/legal.json";

/**
 * The shapes of the texts feature and legal pages receive as loader data (the server
 * reads them from the "featurePages" and "legal" namespaces in the page's language).
 */
export type FeaturePagesCopy = (typeof featurePages)["pages"];
export type FeatureLayoutCopy = (typeof featurePages)["layout"];
export type FeaturePageCopy<S extends keyof FeaturePagesCopy> = FeaturePagesCopy[S];

export type LegalDocumentName = "privacy" | "terms" | "cookies";
/** Every legal document has the privacy policy's shape; the cookie policy adds its table. */
export type LegalDocumentCopy = typeof legal.privacy & Partial<Pick<typeof legal.cookies, "table">>;
export type LegalSection = LegalDocumentCopy["sections"][number] & {
  items?: string[];
  closing?: string[];
  definitions?: Array<{ term: string; text: string }>;
  cookies?: Array<{ name: string; purpose: string; duration: string; type: string }>;
};
