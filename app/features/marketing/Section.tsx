import type { ReactNode } from "react";

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

/** Horizontal padding and width every marketing section shares. */
export function Container({ children, className = "" }: { children: ReactNode; className?: string }) {
  // A max-w-* in className replaces the default width rather than competing with it.
  const width = /(^|\s)max-w-/.test(className) ? "" : "max-w-7xl";
  return <div className={`mx-auto px-4 sm:px-6 ${width} ${className}`}>{children}</div>;
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
