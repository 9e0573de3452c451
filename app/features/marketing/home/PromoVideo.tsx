import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLang } from "~/components/ui/links";
import { playerFrame, promoVideo, promoVideoEmbedUrl, promoVideoWatchUrl } from "~/features/marketing/home/video";
import { useHydrated } from "~/lib/use-hydrated";
import { Icon } from "../Icons";

/**
 * The hero's video, loaded lazily (spec 1 §2.3, §4): a 'Loading video...' placeholder
 * (at least 315 px tall) until the first mouse entry, touch or scroll, or 3 seconds;
 * then the player, once. Without JavaScript the poster links to the video instead. On a
 * document that does not hydrate, app/features/marketing/home/video.enhance.ts does the same from the template
 * and the frame's data attributes.
 */
export function PromoVideo() {
  const { t } = useTranslation("home");
  const lang = useLang();
  const hydrated = useHydrated();
  const frame = useRef<HTMLDivElement>(null);
  const [playerLoaded, setPlayerLoaded] = useState(false);

  useEffect(() => {
    if (playerLoaded) return;
    const node = frame.current;
    const load = () => setPlayerLoaded(true);
    const timer = window.setTimeout(load, promoVideo.loadDelayMs);
    const options = { once: true, passive: true } as const;
    node?.addEventListener("mouseenter", load, options);
    window.addEventListener("touchstart", load, options);
    window.addEventListener("scroll", load, options);
    return () => {
      window.clearTimeout(timer);
      node?.removeEventListener("mouseenter", load);
      window.removeEventListener("touchstart", load);
      window.removeEventListener("scroll", load);
    };
  }, [playerLoaded]);

  const state = playerLoaded ? "player" : hydrated ? "placeholder" : "poster";
  return (
    <div
      ref={frame}
      data-video-state={state}
      data-video-load-after={promoVideo.loadDelayMs}
      data-video-src={promoVideoEmbedUrl(lang)}
      data-video-title={t("video.title")}
      style={{ minHeight: promoVideo.minHeightPx }}
      className="relative aspect-video w-full overflow-hidden rounded-2xl bg-slate-900 shadow-2xl ring-1 ring-slate-900/10"
    >
      {state === "player" ? (
        <Player title={t("video.title")} src={promoVideoEmbedUrl(lang)} />
      ) : (
        <>
          <img
            src={promoVideo.poster.src}
            width={promoVideo.poster.width}
            height={promoVideo.poster.height}
            alt={t("video.posterAlt")}
            className="absolute inset-0 h-full w-full object-cover"
          />
          {state === "placeholder" ? (
            <Placeholder text={t("video.loading")} />
          ) : (
            <a
              href={promoVideoWatchUrl()}
              data-video-poster-link
              target="_blank"
              rel="noopener noreferrer"
              className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-slate-900/40 text-white hover:bg-slate-900/30 focus-visible:outline-4 focus-visible:outline-offset-[-4px] focus-visible:outline-white"
            >
              <span className="flex h-16 w-16 items-center justify-center rounded-full bg-white text-teal-800 shadow-lg">
                <Icon name="play" className="h-8 w-8 translate-x-0.5" />
              </span>
              <span className="rounded-md bg-slate-900/70 px-3 py-1 text-base font-semibold">
                {t("video.watch")}
                <span className="sr-only"> {t("common:a11y.opensInNewTab")}</span>
              </span>
            </a>
          )}
          {state === "poster" ? (
            // What app/features/marketing/home/video.enhance.ts swaps in where the document does not hydrate.
            <template data-video-placeholder>
              <Placeholder text={t("video.loading")} />
            </template>
          ) : null}
        </>
      )}
    </div>
  );
}

function Player({ title, src }: { title: string; src: string }) {
  return (
    <iframe
      src={src}
      title={title}
      className={playerFrame.className}
      allow={playerFrame.allow}
      referrerPolicy={playerFrame.referrerPolicy}
      allowFullScreen
    />
  );
}

function Placeholder({ text }: { text: string }) {
  return <p className="absolute inset-0 flex items-center justify-center bg-slate-900/60 text-lg font-semibold text-white">{text}</p>;
}
