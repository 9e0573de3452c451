import type { ReactNode } from "react";

/** Horizontal padding and width every page section shares. */
export function Container({ children, className = "" }: { children: ReactNode; className?: string }) {
  // A max-w-* in className replaces the default width rather than competing with it.
  const width = /(^|\s)max-w-/.test(className) ? "" : "max-w-7xl";
  return <div className={`mx-auto px-4 sm:px-6 ${width} ${className}`}>{children}</div>;
}

type DataAttributes = { [name: `data-${string}`]: string | boolean | undefined };

/**
 * A landmark section named by its own h2, in the page's container, with an optional lead
 * paragraph under the title: the frame of most sections of the marketing and careers pages.
 * Each caller keeps its own look through the class names.
 */
export function TitledSection({
  id,
  titleId,
  title,
  lead,
  className,
  containerClass,
  headingClass,
  leadClass,
  children,
  ...data
}: {
  id?: string;
  titleId: string;
  title: string;
  lead?: string;
  className?: string;
  containerClass?: string;
  headingClass: string;
  leadClass?: string;
  children?: ReactNode;
} & DataAttributes) {
  return (
    <section id={id} aria-labelledby={titleId} className={className} {...data}>
      <Container className={containerClass}>
        <h2 id={titleId} className={headingClass}>
          {title}
        </h2>
        {lead ? <p className={leadClass}>{lead}</p> : null}
        {children}
      </Container>
    </section>
  );
}
