import { localizePath, type Lang } from "./i18n";

/** A step of a breadcrumb trail that links somewhere: its label and its site path (unprefixed, as LocalLink takes it). */
export interface CrumbLink {
  label: string;
  to: string;
}

/** A step of a trail as the view and the JSON-LD read it (after the loader's JSON). */
export interface Crumb {
  label: string;
  to?: string;
}

/**
 * A breadcrumb trail as a loader writes it: links, then the page itself, which may have no
 * link (it is where the visitor is). The type keeps a step without a link from appearing
 * anywhere but last, which is also the only place schema.org lets `item` be left out.
 */
export type Crumbs = [...CrumbLink[], Crumb];

/**
 * schema.org BreadcrumbList of a trail (Google Search Central, "Breadcrumb (BreadcrumbList)
 * structured data"): one ListItem per step, numbered from 1, its name the visible label and
 * its item the absolute address of the link in the page's language; the current page's
 * step carries no item when it has no link (Google then takes the page's own URL).
 *
 * Built from the same `Crumbs` the visible trail renders (app/components/ui/Breadcrumb.tsx),
 * so the two cannot say different things.
 */
export function breadcrumbListData(crumbs: ReadonlyArray<Crumb>, { origin, lang }: { origin: string; lang: Lang }) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      ...(crumb.to ? { item: origin + localizePath(crumb.to, lang) } : {}),
    })),
  };
}
