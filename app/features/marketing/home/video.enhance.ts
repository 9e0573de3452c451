import { playerFrame } from "~/features/marketing/home/video";

/**
 * The hero video (spec 1 §2.3, §4): the poster's link
 * gives way to 'Loading video...', and the player comes after the first mouse entry,
 * touch or scroll, or the frame's `data-video-load-after` ms, once. The placeholder is
 * the server's <template> and the player's address and title its data attributes, so
 * every text arrives translated.
 */
for (const frame of document.querySelectorAll<HTMLElement>('[data-video-state="poster"]')) enhanceVideo(frame);

function enhanceVideo(frame: HTMLElement) {
  const placeholder = frame.querySelector<HTMLTemplateElement>("template[data-video-placeholder]");
  const link = frame.querySelector("[data-video-poster-link]");
  if (!placeholder || !link) return;
  link.replaceWith(placeholder.content.cloneNode(true));
  frame.dataset.videoState = "placeholder";

  const load = () => {
    window.clearTimeout(timer);
    frame.removeEventListener("mouseenter", load);
    window.removeEventListener("touchstart", load);
    window.removeEventListener("scroll", load);
    const player = document.createElement("iframe");
    player.src = frame.dataset.videoSrc ?? "";
    player.title = frame.dataset.videoTitle ?? "";
    player.className = playerFrame.className;
    player.allow = playerFrame.allow;
    player.referrerPolicy = playerFrame.referrerPolicy;
    player.allowFullscreen = true;
    frame.textContent = "";
    frame.appendChild(player);
    frame.dataset.videoState = "player";
  };
  const timer = window.setTimeout(load, Number(frame.dataset.videoLoadAfter));
  frame.addEventListener("mouseenter", load, { passive: true });
  window.addEventListener("touchstart", load, { passive: true });
  window.addEventListener("scroll", load, { passive: true });
}
