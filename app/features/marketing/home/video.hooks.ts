/**
 * The hero video's hooks (PromoVideo.tsx; video.enhance.ts): the frame's state (poster,
 * placeholder, player), when it loads by itself, the player's address and title, the
 * poster's link and the placeholder's template.
 */
export enum VideoHooks {
  module = "video",
  state = "data-video-state",
  loadAfter = "data-video-load-after",
  src = "data-video-src",
  title = "data-video-title",
  posterLink = "data-video-poster-link",
  placeholder = "data-video-placeholder",
}
