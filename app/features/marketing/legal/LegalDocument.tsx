import { Fragment, type ReactNode } from "react";
import { useTranslation } from "~/lib/translation";
import { LocalLink } from "~/components/ui/links";
import { ScrollRegion } from "~/components/ui/ScrollRegion";
import type { LegalDocumentCopy, LegalDocumentName, LegalSection } from "~/features/marketing/copy";
import { Container } from "~/components/layout/PageSection";

export interface LegalDocumentProps {
  name: LegalDocumentName;
  document: LegalDocumentCopy;
  updatedLabel: string;
  updatedIso: string;
  contentsLabel: string;
  otherPoliciesLabel: string;
}

const emailPattern = /([a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+)/gi;

/** Text with every email address in it turned into a mailto link. */
export function withEmailLinks(text: string): ReactNode {
  const parts = text.split(emailPattern);
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={`mailto:${part}`} className="font-medium text-teal-800 underline">
        {part}
      </a>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

const sectionId = (index: number) => `section-${index + 1}`;

/** Privacy, terms and cookies (spec 2 §2.3): a static document with its date and contents. */
export function LegalDocument({ name, document, updatedLabel, updatedIso, contentsLabel, otherPoliciesLabel }: LegalDocumentProps) {
  const { t } = useTranslation();
  const sections = document.sections as LegalSection[];
  const others = (["privacy", "terms", "cookies"] as const).filter((other) => other !== name);
  return (
    <article className="py-12 sm:py-16" aria-labelledby="legal-title">
      <Container className="max-w-3xl">
        <header className="border-b border-slate-200 pb-8">
          <h1 id="legal-title" className="text-4xl font-extrabold tracking-tight text-slate-900">
            {document.title}
          </h1>
          <p className="mt-3 text-slate-700" data-last-updated>
            <time dateTime={updatedIso}>{updatedLabel}</time>
          </p>
          {document.intro.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-6 text-lg text-slate-800">
              {withEmailLinks(paragraph)}
            </p>
          ))}
        </header>

        <nav aria-labelledby="legal-contents" className="mt-8 rounded-2xl bg-slate-50 p-6">
          <h2 id="legal-contents" className="text-sm font-semibold uppercase tracking-wide text-slate-700">
            {contentsLabel}
          </h2>
          <ol className="mt-3 list-decimal space-y-1 pl-5 text-slate-800 sm:columns-2">
            {sections.map((section, index) => (
              <li key={section.title}>
                <a href={`#${sectionId(index)}`} className="text-teal-800 hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {sections.map((section, index) => (
          <section key={section.title} aria-labelledby={sectionId(index)} className="mt-10">
            <h2 id={sectionId(index)} className="scroll-mt-24 text-2xl font-bold text-slate-900">
              {index + 1}. {section.title}
            </h2>
            <SectionBody section={section} table={document.table} />
          </section>
        ))}

        <footer className="mt-12 border-t border-slate-200 pt-6">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-700">{otherPoliciesLabel}</h2>
          <ul className="mt-3 flex flex-wrap gap-4">
            {others.map((other) => (
              <li key={other}>
                <LocalLink to={`/${other}`} className="font-medium text-teal-800 underline">
                  {t(`footer.${other}`)}
                </LocalLink>
              </li>
            ))}
          </ul>
        </footer>
      </Container>
    </article>
  );
}

function SectionBody({ section, table }: { section: LegalSection; table: LegalDocumentCopy["table"] }) {
  const text = "mt-4 text-slate-800 leading-relaxed";
  return (
    <>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph.slice(0, 40)} className={text}>
          {withEmailLinks(paragraph)}
        </p>
      ))}
      {section.definitions ? (
        <dl className="mt-4 space-y-4">
          {section.definitions.map((definition) => (
            <div key={definition.term} className="rounded-xl border border-slate-200 p-4">
              <dt className="font-semibold text-slate-900">{definition.term}</dt>
              <dd className="mt-1 text-slate-800">{withEmailLinks(definition.text)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {section.items ? (
        <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-800">
          {section.items.map((item) => (
            <li key={item}>{withEmailLinks(item)}</li>
          ))}
        </ul>
      ) : null}
      {section.cookies && table ? (
        <ScrollRegion label={table.caption} className="mt-4 rounded-xl border border-slate-200">
          <table className="w-full min-w-[36rem] text-left text-sm" data-cookie-table>
            <caption className="sr-only">{table.caption}</caption>
            <thead className="bg-slate-50">
              <tr>
                {(["name", "purpose", "duration", "type"] as const).map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-semibold text-slate-900">
                    {table[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {section.cookies.map((cookie) => (
                <tr key={cookie.name} className="border-t border-slate-100 align-top">
                  <th scope="row" className="px-4 py-3 font-mono text-xs font-semibold text-slate-900">
                    {cookie.name}
                  </th>
                  <td className="px-4 py-3 text-slate-800">{cookie.purpose}</td>
                  <td className="px-4 py-3 text-slate-800">{cookie.duration}</td>
                  <td className="px-4 py-3 text-slate-800">{cookie.type}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
      {section.closing?.map((paragraph) => (
        <p key={paragraph.slice(0, 40)} className={text}>
          {withEmailLinks(paragraph)}
        </p>
      ))}
    </>
  );
}
