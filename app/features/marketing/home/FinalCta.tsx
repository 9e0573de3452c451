import { useTranslation } from "~/lib/translation";
import { buttonClass } from "~/components/ui/buttons";
import { ExternalLink } from "~/components/ui/links";
import { appUrls, trial } from "~/lib/site";
import { CtaBand } from "../Section";

/** The last call to action: sign up and land on the social configuration page (spec 1 §2.3). */
export function FinalCta() {
  const { t } = useTranslation("home");
  const copy = { title: t("finalCta.title"), text: t("finalCta.text"), note: t("finalCta.note", { days: trial.days }) };
  return (
    <CtaBand titleId="final-cta-title" {...copy} spacing="py-20 sm:py-24" large>
      <ExternalLink href={appUrls.signUpToSocialSetup} className={`${buttonClass("secondary", "lg")} mt-8 border-white`}>
        {t("finalCta.button")}
      </ExternalLink>
    </CtaBand>
  );
}
