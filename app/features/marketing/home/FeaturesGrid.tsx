import { useTranslation } from "~/lib/translation";
import { LocalLink } from "~/components/ui/links";
import { headerFeatureSlugs } from "~/lib/site";
import { Icon, featureIcons } from "../Icons";
import { HeaderSection } from "../Section";

/** Six cards, one per feature page of the header's menu (spec 1 §2.3). */
export function FeaturesGrid() {
  const { t } = useTranslation("home");
  const header = { eyebrow: t("features.eyebrow"), title: t("features.title"), subtitle: t("features.subtitle") };
  return (
    <HeaderSection id="features" titleId="features-title" {...header} className="py-20 sm:py-24">
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {headerFeatureSlugs.map((slug) => {
          const title = t(`common:features.${slug}.title`);
          return (
            <li key={slug}>
              <LocalLink
                to={`/features/${slug}`}
                className="feature-card group"
              >
                <span className="icon-tile">
                  <Icon name={featureIcons[slug]} className="h-6 w-6" />
                </span>
                <h3 className="mt-5 text-lg font-bold text-slate-900">{title}</h3>
                <p className="mt-2 flex-1 text-slate-700">{t(`features.cards.${slug}`)}</p>
                <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-teal-800">
                  {t("features.learnMore")}
                  <Icon name="arrowRight" className="h-4 w-4 transition group-hover:translate-x-1" />
                </span>
              </LocalLink>
            </li>
          );
        })}
      </ul>
    </HeaderSection>
  );
}
