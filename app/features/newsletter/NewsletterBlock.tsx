import type { NewsletterSource } from "~/features/newsletter/schema";
import { NewsletterForm } from "./NewsletterForm";

/** The 'Get Updates' sign-up under blog and tutorial pages (spec 2 §2.5, §2.9). */
export function NewsletterBlock({
  source,
  heading,
  text,
  submitLabel,
}: {
  source: Extract<NewsletterSource, "blog" | "tutorials">;
  heading: string;
  text: string;
  submitLabel: string;
}) {
  const id = `newsletter-heading-${source}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-10">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <p className="mt-2 text-slate-700">{text}</p>
      <div className="mt-6">
        <NewsletterForm source={source} submitLabel={submitLabel} />
      </div>
    </section>
  );
}
