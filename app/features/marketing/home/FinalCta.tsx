import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/ui/buttons";
import { ExternalLink } from "~/components/ui/links";
import { appUrls, trial } from "~/lib/site";
import { Container } from "../Section";

/** The last call to action: sign up and land on the social configuration page (spec 1 §2.3). */
export function FinalCta() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="final-cta-title" className="bg-gradient-to-br from-teal-700 to-teal-900 py-20 text-white sm:py-24">
      <Container className="max-w-3xl text-center">
        <h2 id="final-cta-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {t("finalCta.title")}
        </h2>
        <p className="mt-4 text-lg text-teal-50">{t("finalCta.text")}</p>
        <ExternalLink href={appUrls.signUpToSocialSetup} className={`${buttonClass("secondary", "lg")} mt-8 border-white`}>
          {t("finalCta.button")}
        </ExternalLink>
        <p className="mt-4 text-sm text-teal-100">{t("finalCta.note", { days: trial.days })}</p>
      </Container>
    </section>
  );
}
