import type { ReactNode } from "react";
import { Container, TitledSection } from "~/components/layout/PageSection";
import { ScrollRegion } from "~/components/ui/ScrollRegion";
import { Icon } from "./Icons";

/** The heading block that opens a marketing section: optional eyebrow, title, optional lead. */
export function SectionHeader({
  id,
  eyebrow,
  title,
  subtitle,
  level = 2,
  align = "center",
  tone = "light",
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  level?: 1 | 2;
  align?: "center" | "left";
  tone?: "light" | "dark";
}) {
  const Heading = level === 1 ? "h1" : "h2";
  const dark = tone === "dark";
  return (
    <div className={align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      {eyebrow ? (
        <p className={`text-sm font-semibold uppercase tracking-wide ${dark ? "text-teal-200" : "text-teal-800"}`}>{eyebrow}</p>
      ) : null}
      <Heading
        id={id}
        className={`mt-2 font-extrabold tracking-tight ${level === 1 ? "text-4xl sm:text-5xl" : "text-3xl sm:text-4xl"} ${
          dark ? "text-white" : "text-slate-900"
        }`}
      >
        {title}
      </Heading>
      {subtitle ? <p className={`mt-4 text-lg ${dark ? "text-slate-200" : "text-slate-700"}`}>{subtitle}</p> : null}
    </div>
  );
}

type DataAttributes = {
  [name: `data-${string}`]: string | boolean | undefined;
};

/** A section opened by a SectionHeader (eyebrow, title, lead), as the home and About pages open theirs. */
export function HeaderSection({
  id,
  titleId,
  className,
  width,
  children,
  eyebrow,
  title,
  subtitle,
  tone,
  ...data
}: {
  id?: string;
  titleId: string;
  className: string;
  width?: string;
  children: ReactNode;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  tone?: "light" | "dark";
} & DataAttributes) {
  return (
    <section id={id} aria-labelledby={titleId} className={className} {...data}>
      <Container className={width}>
        <SectionHeader id={titleId} eyebrow={eyebrow} title={title} subtitle={subtitle} tone={tone} />
        {children}
      </Container>
    </section>
  );
}

/**
 * A section under a centred h2 and optional lead, as the feature pages and /pricing give
 * theirs. `narrow` keeps the title and lead to the reading width inside a wide section.
 */
export function CenteredSection({
  lead,
  leadSize = "lg",
  narrow = false,
  width,
  ...section
}: {
  id?: string;
  titleId: string;
  title: string;
  lead?: string;
  leadSize?: "md" | "lg";
  narrow?: boolean;
  width?: string;
  className?: string;
  children?: ReactNode;
} & DataAttributes) {
  const measure = narrow ? "mx-auto max-w-3xl " : "";
  return (
    <TitledSection
      {...section}
      lead={lead}
      containerClass={width}
      headingClass={`${measure}text-center text-2xl font-bold text-slate-900 sm:text-3xl`}
      leadClass={`${measure}${leadSize === "lg" ? "mt-3 text-lg" : "mt-2"} text-center text-slate-700`}
    />
  );
}

/** The closing call to action on a teal band: title, text, the page's buttons, then a note. */
export function CtaBand({
  titleId,
  title,
  text,
  note,
  spacing = "py-16",
  large = false,
  children,
}: {
  titleId: string;
  title: string;
  text: string;
  note?: string;
  spacing?: string;
  large?: boolean;
  children: ReactNode;
}) {
  return (
    <TitledSection
      titleId={titleId}
      title={title}
      lead={text}
      className={`bg-gradient-to-br from-teal-700 to-teal-900 ${spacing} text-white`}
      containerClass="max-w-3xl text-center"
      headingClass={`text-3xl font-extrabold tracking-tight${large ? " sm:text-4xl" : ""}`}
      leadClass="mt-4 text-lg text-teal-50"
    >
      {children}
      {note ? <p className="mt-4 text-sm text-teal-100">{note}</p> : null}
    </TitledSection>
  );
}

/** A boxed notice with its own h2, such as "in development" or "not affiliated with". */
export function NoticeSection({
  titleId,
  title,
  text,
  className,
  width,
  ...data
}: {
  titleId: string;
  title: string;
  text: string;
  className: string;
  width: string;
} & DataAttributes) {
  return (
    <section aria-labelledby={titleId} className={className}>
      <Container className={width}>
        <div className="flex gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-6" {...data}>
          <Icon name="info" className="mt-1 h-6 w-6 shrink-0 text-amber-800" />
          <div>
            <h2 id={titleId} className="text-lg font-bold text-slate-900">
              {title}
            </h2>
            <p className="mt-1 text-slate-800">{text}</p>
          </div>
        </div>
      </Container>
    </section>
  );
}

/** A table in a scrolling frame, its caption for screen readers and a header row; the rows are the caller's. */
export function FramedTable({
  caption,
  columns,
  frameClass = "",
  tableClass = "",
  children,
  ...data
}: {
  caption: string;
  columns: Array<{ label: string; numeric?: boolean }>;
  frameClass?: string;
  tableClass?: string;
  children: ReactNode;
} & DataAttributes) {
  return (
    <ScrollRegion label={caption} className={`mt-8 rounded-2xl border border-slate-200 ${frameClass}`}>
      <table className={`w-full text-left text-sm ${tableClass}`} {...data}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={`px-5 py-3 ${column.numeric ? "text-right " : ""}font-semibold text-slate-900`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

/** A list whose items each start with a check mark. */
export function CheckList({
  items,
  className,
  itemClass,
  iconClass,
  ...data
}: {
  items: string[];
  className: string;
  itemClass: string;
  iconClass: string;
} & DataAttributes) {
  return (
    <ul className={className} {...data}>
      {items.map((item) => (
        <li key={item} className={itemClass}>
          <Icon name="check" className={`mt-0.5 h-5 w-5 shrink-0 ${iconClass}`} />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** A step's number in a teal disc; the list around it already says the order to screen readers. */
export function StepNumber({ n }: { n: number }) {
  return (
    <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-teal-700 font-bold text-white">
      {n}
    </span>
  );
}

/** Two letters of a name, for avatars where no photo exists ("Marta Oliveira" → "MO"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

export function InitialsAvatar({ name, size = "md" }: { name: string; size?: "md" | "lg" }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-teal-100 font-bold text-teal-900 ${
        size === "lg" ? "h-16 w-16 text-xl" : "h-11 w-11 text-base"
      }`}
    >
      {initialsOf(name)}
    </span>
  );
}
