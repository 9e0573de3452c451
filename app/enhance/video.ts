/**
 * The hero video on documents that do not hydrate (spec 1 §2.3, §4): the poster's link
 * gives way to 'Loading video...', and the player comes after the first mouse entry,
 * touch or scroll, or the frame's `data-video-load-after` ms, once. Both pieces of
 * markup are the server's <template>s, already translated.
 */
for (const frame of document.querySelectorAll<HTMLElement>('[data-video-state="poster"]')) enhanceVideo(frame);

function enhanceVideo(frame: HTMLElement) {
  const placeholder = frame.querySelector<HTMLTemplateElement>("template[data-video-placeholder]");
  const player = frame.querySelector<HTMLTemplateElement>("template[data-video-player]");
  const link = frame.querySelector("[data-video-poster-link]");
  if (!placeholder || !player || !link) return;
  link.replaceWith(placeholder.content.cloneNode(true));
  frame.dataset.videoState = "placeholder";

  const load = () => {
    window.clearTimeout(timer);
    frame.removeEventListener("mouseenter", load);
    window.removeEventListener("touchstart", load);
    window.removeEventListener("scroll", load);
    frame.textContent = "";
    frame.appendChild(player.content.cloneNode(true));
    frame.dataset.videoState = "player";
  };
  const timer = window.setTimeout(load, Number(frame.dataset.videoLoadAfter));
  frame.addEventListener("mouseenter", load, { passive: true });
  window.addEventListener("touchstart", load, { passive: true });
  window.addEventListener("scroll", load, { passive: true });
}
