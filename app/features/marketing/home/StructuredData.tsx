import { useTranslation } from "react-i18next";
import { htmlLang } from "~/lib/i18n";
import { useLang } from "~/components/ui/links";
import { shareImage } from "~/features/marketing/meta";
import { faqPageData, jsonLdText, softwareApplicationData } from "~/features/marketing/home/structured-data";
import { trial } from "~/lib/site";
import type { FaqItem } from "./Faq";

/**
 * JSON-LD for the home page. It is data, never run, so the CSP has nothing to allow for it
 * (decision 0032).
 */
export function StructuredData({ origin, path, faq }: { origin: string; path: string; faq: FaqItem[] }) {
  const { t } = useTranslation("home");
  const lang = useLang();
  const blocks = [
    softwareApplicationData({
      url: origin + path,
      image: origin + shareImage.path,
      description: t("meta.appDescription"),
      offerDescription: t("hero.trialNote", { days: trial.days }),
      inLanguage: htmlLang[lang],
    }),
    faqPageData(faq, htmlLang[lang]),
  ];
  return (
    <>
      {blocks.map((block) => (
        <script
          key={block["@type"]}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdText(block) }}
        />
      ))}
    </>
  );
}
