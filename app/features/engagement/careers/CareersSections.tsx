import { useTranslation } from "~/lib/translation";
import { TitledSection } from "~/components/layout/PageSection";

const valueKeys = ["innovation", "customerFocus", "collaboration", "flexibility"] as const;
const valueIcons: Record<(typeof valueKeys)[number], string> = {
  innovation: "M12 3a6 6 0 0 0-3.5 10.9V17h7v-3.1A6 6 0 0 0 12 3Zm-2.5 16h5m-4 2h3",
  customerFocus: "M12 21s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.6-7 10-7 10Z",
  collaboration: "M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM2 20c0-3 2.7-5 6-5s6 2 6 5m-2-4.6c1-.3 2.4-.4 4-.4 3.3 0 6 2 6 5",
  flexibility: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4v5l3 3",
};
const headingClass = "text-3xl font-bold text-slate-900";
const benefitKeys = ["salary", "remote", "hours", "health", "vacation", "development"] as const;

/** 'Why Work With Us': the four values (spec 2 §2.2). */
export function WhyWorkWithUs() {
  const { t } = useTranslation("careers");
  return (
    <TitledSection
      titleId="careers-values"
      title={t("values.heading")}
      lead={t("values.intro")}
      containerClass="py-16"
      headingClass={headingClass}
      leadClass="mt-3 max-w-2xl text-slate-700"
    >
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {valueKeys.map((key) => (
          <li key={key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <svg width="40" height="40" viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="rounded-lg bg-teal-50 p-2">
              <path d={valueIcons[key]} fill="none" stroke="#0f766e" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`values.${key}.title`)}</h3>
            <p className="mt-2 text-sm text-slate-700">{t(`values.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** 'Benefits & Perks' (spec 2 §2.2). */
export function BenefitsAndPerks() {
  const { t } = useTranslation("careers");
  return (
    <TitledSection
      titleId="careers-benefits"
      title={t("benefits.heading")}
      className="bg-slate-50"
      containerClass="py-16"
      headingClass={headingClass}
    >
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {benefitKeys.map((key) => (
          <li key={key} className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm">
            <span aria-hidden="true" className="mt-1 text-lg font-bold text-teal-700">
              ✓
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{t(`benefits.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-700">{t(`benefits.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** 'Our Culture': a text block (spec 2 §2.2). */
export function OurCulture() {
  const { t } = useTranslation("careers");
  return (
    <TitledSection titleId="careers-culture" title={t("culture.heading")} containerClass="max-w-3xl py-16" headingClass={headingClass}>
      <div className="mt-6 space-y-4 text-lg text-slate-700">
        <p>{t("culture.p1")}</p>
        <p>{t("culture.p2")}</p>
        <p>{t("culture.p3")}</p>
      </div>
    </TitledSection>
  );
}
