import { htmlLang } from "~/lib/i18n";
import { useLang } from "~/components/ui/links";
import { faqPageData } from "~/features/marketing/home/structured-data";
import { jsonLdText, organizationData, webSiteData } from "~/lib/organization";
import type { FaqItem } from "./Faq";

/**
 * JSON-LD for the home page: who publishes the site, the site's name, and the FAQ the page
 * shows. It is data, never run, so the CSP has nothing to allow for it (decision 0032).
 */
export function StructuredData({ origin, faq }: { origin: string; faq: FaqItem[] }) {
  const lang = useLang();
  const blocks = [organizationData(origin), webSiteData(origin, htmlLang[lang]), faqPageData(faq, htmlLang[lang])];
  return (
    <>
      {blocks.map((block) => (
        <script key={block["@type"]} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(block) }} />
      ))}
    </>
  );
}
