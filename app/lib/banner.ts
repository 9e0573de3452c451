/** Cookie that stops the server rendering the launch banner once it was dismissed. */
export const bannerCookieName = "launch_banner_hidden";

/** Where the browser remembers a dismissal (spec 2 §2.18: 'true' under this key). */
export const launchBannerStorageKey = "launchBannerHidden";
