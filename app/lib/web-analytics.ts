/**
 * Cloudflare Web Analytics' beacon and where it reports (decision 0050; Cloudflare's "Content
 * Security Policies" reference: script-src static.cloudflareinsights.com, connect-src
 * cloudflareinsights.com). The CSP names these two addresses exactly, nothing wider.
 */
export const webAnalyticsBeacon = {
  script: "https://static.cloudflareinsights.com/beacon.min.js",
  report: "https://cloudflareinsights.com/cdn-cgi/rum",
} as const;
