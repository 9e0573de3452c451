import type { ReactNode } from "react";

/** A centred heading, text and actions: empty states, not-found and error views. */
export function MessagePanel({
  heading,
  text,
  children,
  level = 2,
}: {
  heading: string;
  text: string;
  children?: ReactNode;
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <Heading className={`${level === 1 ? "text-3xl" : "text-2xl"} font-bold text-slate-900`}>{heading}</Heading>
      <p className="mt-3 text-lg text-slate-700">{text}</p>
      {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}
