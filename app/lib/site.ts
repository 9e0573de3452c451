/** Addresses and names that appear across the site. One place to change them. */
export const siteName = "StayLoop";

/** The logged-in application lives on a separate site; the public site only links to it. */
export const appUrls = {
  signUp: "https://app.stayloop.io/signup",
  logIn: "https://app.stayloop.io/login",
  /** Sign-up with a return path to the social configuration page (spec 1 §2.3). */
  signUpToSocialSetup: "https://app.stayloop.io/signup?redirect=%2Fsettings%2Fsocial",
  /** The external scheduling page for demo calls. */
  bookDemo: "https://cal.com/stayloop/demo",
} as const;

/**
 * The one trial offer the whole site advertises: 7 days, no credit card (spec 1 §1 and §9;
 * see docs/decisions/0007-trial-length.md for why not 14).
 */
export const trial = { days: 7, creditCardRequired: false } as const;

export const socialUrls = {
  facebook: "https://www.facebook.com/stayloophq",
  instagram: "https://www.instagram.com/stayloophq",
  pinterest: "https://www.pinterest.com/stayloophq",
} as const;

export const contactEmails = {
  support: "support@stayloop.io",
  careers: "careers@stayloop.io",
  privacy: "privacy@stayloop.io",
  /** security.txt's Contact: no security mailbox exists, so support, the address the legal pages give (decision 0108). */
  security: "support@stayloop.io",
} as const;

/** The six feature pages of the header's Features menu and the home page grid (spec 1 §2.3). */
export const headerFeatureSlugs = [
  "email-automations",
  "guest-loyalty-program",
  "personalized-guest-emails",
  "direct-booking-links",
  "channel-integration",
  "performance-analytics",
] as const;

/** Every feature page (spec 2 §2.1). */
export const featureSlugs = [
  "ai-content-creation",
  "email-automations",
  "email-campaigns",
  "personalized-guest-emails",
  "guest-loyalty-program",
  "direct-booking-links",
  "channel-integration",
  "performance-analytics",
  "referral-program",
] as const;
export type FeatureSlug = (typeof featureSlugs)[number];
