import type { HTMLAttributes, ReactNode } from "react";

/**
 * A frame whose content (a wide table) scrolls sideways on narrow screens instead of the page
 * (no sideways scroll at 320 px). It is a named region that takes focus, so a keyboard can
 * reach and scroll it (WCAG 2.1.1; axe `scrollable-region-focusable`) and a screen reader says
 * what it holds. `label` is usually the table's caption.
 */
export function ScrollRegion({
  label,
  className = "",
  children,
  ...rest
}: { label: string; className?: string; children: ReactNode } & Omit<HTMLAttributes<HTMLDivElement>, "role" | "tabIndex" | "aria-label">) {
  return (
    <div
      {...rest}
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className={`overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 ${className}`}
    >
      {children}
    </div>
  );
}
