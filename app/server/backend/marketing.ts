/** Marketing pages (issue 3): pricing comparison rows, free-audit requests, AI demo. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by its issue
export interface MarketingPort {}
