/**
 * The version of the consent sentence every newsletter form shows (`newsletter.consent` in
 * app/locales/{en,pt}/common.json). Each sign-up stores this id with the sentence itself, in
 * the visitor's language, the page and the time (decision 0030). Change the id whenever the
 * sentence changes in either language: tests/unit/newsletter-unsubscribe.test.ts holds the
 * sentences of this version and fails until both are updated together.
 */
export const newsletterConsentVersion = "2026-11-22";
