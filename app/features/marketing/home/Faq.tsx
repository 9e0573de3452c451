import type { SyntheticEvent } from "react";
import { useTranslation } from "~/lib/translation";
import { useDrawing } from "~/components/ui/sprite";
import { trial } from "~/lib/site";
import { HeaderSection } from "../Section";

export interface FaqItem {
  question: string;
  answer: string;
}

/** The five FAQ items, with the trial length filled in (also used by the structured data). */
export function useFaqItems(): FaqItem[] {
  const { t } = useTranslation("home");
  return t("faq.items", { returnObjects: true, days: trial.days }) as FaqItem[];
}

/**
 * Five collapsible answers, at most one open (spec 1 §2.3, §4). <details name="faq">
 * gives that without JavaScript in current browsers; the toggle handler does the same
 * where `name` is not supported. An open item closes when its question is clicked again.
 */
export function Faq() {
  const { t } = useTranslation("home");
  const items = useFaqItems();
  const plus = useDrawing("faq-plus", () => <path d="M10 4v12M4 10h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />);
  const closeOthers = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget;
    if (!opened.open) return;
    opened.parentElement?.parentElement?.querySelectorAll<HTMLDetailsElement>("details[open]").forEach((other) => {
      if (other !== opened) other.open = false;
    });
  };
  return (
    <HeaderSection id="faq" titleId="faq-title" eyebrow={t("faq.eyebrow")} title={t("faq.title")} className="py-20 sm:py-24" width="max-w-3xl">
      <ul className="mt-12 divide-y divide-slate-200 border-y border-slate-200">
        {items.map((item) => (
          <li key={item.question}>
            <details name="faq" onToggle={closeOthers} className="group">
              <summary className="faq-question">
                {item.question}
                <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="shrink-0 text-teal-800 transition group-open:rotate-45">
                  {plus}
                </svg>
              </summary>
              <p className="pb-6 pr-8 text-slate-700">{item.answer}</p>
            </details>
          </li>
        ))}
      </ul>
    </HeaderSection>
  );
}
