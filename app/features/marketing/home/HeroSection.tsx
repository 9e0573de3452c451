import { useTranslation } from "~/lib/translation";
import { buttonClass } from "~/components/ui/buttons";
import { ExternalLink } from "~/components/ui/links";
import { appUrls, trial } from "~/lib/site";
import { Container } from "~/components/layout/PageSection";
import { PromoVideo } from "./PromoVideo";

export function HeroSection() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-teal-50 to-white">
      <Container className="grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-2 lg:py-24">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-teal-800">{t("hero.eyebrow")}</p>
          <h1 id="hero-title" className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {t("hero.title")}
          </h1>
          <p className="mt-6 text-lg text-slate-700">{t("hero.text")}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ExternalLink href={appUrls.signUp} className={buttonClass("primary", "lg")}>
              {t("hero.primary")}
            </ExternalLink>
            <ExternalLink href={appUrls.bookDemo} className={buttonClass("secondary", "lg")}>
              {t("hero.secondary")}
            </ExternalLink>
          </div>
          <p className="mt-4 text-sm text-slate-600">{t("hero.trialNote", { days: trial.days })}</p>
        </div>
        <PromoVideo />
      </Container>
    </section>
  );
}
