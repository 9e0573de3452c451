/**
 * The promotional video of the home page hero (spec 1 §2.3, §9). It is embedded from
 * YouTube's privacy-enhanced domain, the only frame source the CSP allows, and loaded
 * only after the visitor's first mouse entry, touch or scroll, or after 3 seconds.
 * See docs/decisions/0104-promotional-video.md.
 */
export const promoVideo = {
  youtubeId: "sL00pTour24",
  loadDelayMs: 3000,
  minHeightPx: 315,
  poster: { src: "/images/marketing/video-poster.svg", width: 960, height: 540 },
} as const;

/** The player, with no related videos from other channels and modest branding. */
export function promoVideoEmbedUrl(lang: "en" | "pt"): string {
  const params = new URLSearchParams({ rel: "0", modestbranding: "1", hl: lang === "pt" ? "pt-BR" : "en" });
  return `https://www.youtube-nocookie.com/embed/${promoVideo.youtubeId}?${params.toString()}`;
}

/** Where the poster links without JavaScript: the video's own page. */
export function promoVideoWatchUrl(): string {
  return `https://www.youtube.com/watch?v=${promoVideo.youtubeId}`;
}

/** The player's frame, as video.enhance.ts builds it. */
export const playerFrame = {
  className: "absolute inset-0 h-full w-full",
  allow: "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share",
  referrerPolicy: "strict-origin-when-cross-origin",
} as const;
