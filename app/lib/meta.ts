import type { MetaDescriptor } from "@remix-run/cloudflare";

export interface PageMeta {
  title: string;
  description: string;
}

/** Title, description and the matching social-sharing tags of a page. */
export function pageMeta(meta: PageMeta | undefined, extra: MetaDescriptor[] = []): MetaDescriptor[] {
  if (!meta) return [{ title: "StayLoop" }];
  return [
    { title: meta.title },
    { name: "description", content: meta.description },
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
    { property: "og:site_name", content: "StayLoop" },
    { property: "og:type", content: "website" },
    { name: "twitter:card", content: "summary_large_image" },
    ...extra,
  ];
}
