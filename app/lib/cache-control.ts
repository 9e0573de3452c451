/**
 * Every Cache-Control this site sends, by what it means (DESIGN §9). The edge page cache
 * (app/server/edge/page-cache.server.ts) stores only what none of the private ones mark.
 */
export const cacheControl = {
  /** Answers that must never be kept: errors, refusals, redirects to a file, test queries. */
  never: "no-store",
  /** A page made for one visitor (a form's reply, their votes): neither the browser nor the edge keeps it. */
  personal: "private, no-store",
  /** A page the browser may keep but must check again first (HTML the edge cache serves). */
  revalidate: "no-cache",
  /** The RSS feeds: 15 minutes. */
  feed: "public, max-age=900",
  /** The sitemap: an hour. */
  sitemap: "public, max-age=3600",
  /** robots.txt: a day. */
  robots: "public, max-age=86400",
  /** An image of the studio's library: its address is its content's hash (decision 0507). */
  immutable: "public, max-age=31536000, immutable",
  /** /.well-known/security.txt: a day (its Expires moves by the day). */
  securityTxt: "public, max-age=86400",
} as const;
