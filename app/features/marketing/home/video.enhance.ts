import type { Behaviours } from "~/enhance/behaviour";
import { playerFrame } from "~/features/marketing/home/video";
import { VideoHooks as hooks } from "./video.hooks";

/**
 * The hero video (spec 1 §2.3, §4): the poster's link gives way to 'Loading video...', and
 * the player comes after the first mouse entry, touch or scroll, or the frame's `loadAfter`
 * ms, once. The placeholder is the server's <template> and the player's address and title
 * its data attributes, so every text arrives translated.
 */
export function startVideo(frame: HTMLElement): void {
  const placeholder = frame.querySelector<HTMLTemplateElement>(`template[${hooks.placeholder}]`);
  const link = frame.querySelector(`[${hooks.posterLink}]`);
  if (frame.getAttribute(hooks.state) !== "poster" || !placeholder || !link) return;
  link.replaceWith(placeholder.content.cloneNode(true));
  frame.setAttribute(hooks.state, "placeholder");

  const load = () => {
    window.clearTimeout(timer);
    frame.removeEventListener("mouseenter", load);
    window.removeEventListener("touchstart", load);
    window.removeEventListener("scroll", load);
    const player = document.createElement("iframe");
    player.src = frame.getAttribute(hooks.src) ?? "";
    player.title = frame.getAttribute(hooks.title) ?? "";
    player.className = playerFrame.className;
    player.allow = playerFrame.allow;
    player.referrerPolicy = playerFrame.referrerPolicy;
    player.allowFullscreen = true;
    frame.textContent = "";
    frame.appendChild(player);
    frame.setAttribute(hooks.state, "player");
  };
  const timer = window.setTimeout(load, Number(frame.getAttribute(hooks.loadAfter)));
  frame.addEventListener("mouseenter", load, { passive: true });
  window.addEventListener("touchstart", load, { passive: true });
  window.addEventListener("scroll", load, { passive: true });
}

export default { [hooks.module]: startVideo } satisfies Behaviours;
