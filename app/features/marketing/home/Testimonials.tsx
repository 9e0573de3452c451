import { useTranslation } from "~/lib/translation";
import { InitialsAvatar, HeaderSection } from "../Section";

interface Testimonial {
  quote: string;
  author: string;
  role: string;
}

/** Three quotes from the 2024 beta program, with the disclaimer (spec 1 §2.3). */
export function Testimonials() {
  const { t } = useTranslation("home");
  const items = t("testimonials.items", { returnObjects: true }) as Testimonial[];
  const header = { eyebrow: t("testimonials.eyebrow"), title: t("testimonials.title") };
  return (
    <HeaderSection id="testimonials" titleId="testimonials-title" {...header} tone="dark" className="bg-teal-900 py-20 sm:py-24">
      <ul className="mt-14 grid gap-6 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.author}>
            <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-lg sm:p-8">
              <blockquote className="flex-1 text-slate-800">
                <p>“{item.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-4">
                <InitialsAvatar name={item.author} />
                <span>
                  <span className="block font-semibold text-slate-900">{item.author}</span>
                  <span className="block text-sm text-slate-700">{item.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-10 max-w-3xl text-center text-sm text-teal-100" data-testimonials-disclaimer>
        {t("testimonials.disclaimer")}
      </p>
    </HeaderSection>
  );
}
