import { createPath, parsePath } from "@remix-run/react";
import type { AnchorHTMLAttributes, ReactNode } from "react";
import { useI18n, useTranslation } from "~/lib/translation";
import { localizePath, type Lang } from "~/lib/i18n";

/**
 * The page's language, as the server chose it from the URL: the language of the i18next
 * instance the page renders with, read from its context (what useTranslation would return,
 * without binding a `t` and checking namespaces for every link; decision 0020).
 */
export function useLang(): Lang {
  return useI18n()?.language === "pt" ? "pt" : "en";
}

/**
 * A link to a site page in the current page's language (`/blog` becomes `/pt/blog` on
 * Portuguese pages). No page hydrates (DESIGN §5.7), so it is the anchor Remix's <Link> renders
 * for a site path, attribute for attribute (tests/unit/local-link.test.tsx), without the
 * router's per-link path resolution and hooks: pages carry dozens of these (decision 0020).
 */
export function LocalLink({ to, target, children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const lang = useLang();
  return (
    <a {...props} data-discover="true" href={createPath(parsePath(localizePath(to, lang)))} target={target}>
      {children}
    </a>
  );
}

/** A link to another site, always in a new tab, announced as such to screen readers. */
export function ExternalLink({
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only">{` ${t("a11y.opensInNewTab")}`}</span>
    </a>
  );
}
