import { LocalLink } from "~/components/ui/links";

/** The "Related Resources" link block of articles and tutorials (spec 2 §2.6, §2.10). */
export function RelatedResources({ heading, links }: { heading: string; links: Array<{ to: string; label: string }> }) {
  return (
    <section aria-labelledby="related-resources" className="rounded-2xl border border-teal-100 bg-teal-50 p-6">
      <h2 id="related-resources" className="text-lg font-bold text-slate-900">
        {heading}
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.to}>
            <LocalLink to={link.to} className="font-medium text-teal-800 hover:underline">
              {link.label}
            </LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
