/** The launch banner's hooks (LaunchBanner.tsx; app/enhance/site.enhance.ts): only its name, its form is its one form. */
export enum BannerHooks {
  module = "launch-banner",
}
