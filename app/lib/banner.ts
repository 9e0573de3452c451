/** Cookie that stops the server rendering the launch banner once it was dismissed. */
export const bannerCookieName = "launch_banner_hidden";
