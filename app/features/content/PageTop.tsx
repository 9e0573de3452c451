import type { ReactNode } from "react";
import { LocalLink } from "~/components/ui/links";

/** The page heading of the content library: one h1 style for lists and documents. */
export function PageTitle({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <h1 className={`text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl ${className}`}>{children}</h1>;
}

/** A list page of the content library (blog, tutorials, case studies, comparisons): heading, intro, then the list. */
export function ListPage({ heading, intro, children }: { heading: string; intro: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-3xl">
        <PageTitle>{heading}</PageTitle>
        <p className="mt-4 text-lg text-slate-700">{intro}</p>
      </header>
      {children}
    </div>
  );
}

/** The "← Back to …" link at the top of a document. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <LocalLink to={to} className="inline-flex items-center gap-1 font-semibold text-teal-800 hover:underline">
      <span aria-hidden="true">←</span> {label}
    </LocalLink>
  );
}
