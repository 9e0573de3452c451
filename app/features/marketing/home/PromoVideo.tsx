import { useTranslation } from "~/lib/translation";
import { useLang } from "~/components/ui/links";
import { promoVideo, promoVideoEmbedUrl, promoVideoWatchUrl } from "~/features/marketing/home/video";
import { hook } from "~/components/ui/hook";
import { Icon } from "../Icons";
import { VideoHooks } from "./video.hooks";

/**
 * The hero's video, loaded lazily (spec 1 §2.3, §4). The server renders the poster as a
 * link to the video, which is what a visitor without JavaScript keeps. With JavaScript,
 * video.enhance.ts swaps in the 'Loading video...' placeholder from
 * the template (at least 315 px tall) and, on the first mouse entry, touch or scroll, or
 * after 3 seconds, the player built from the frame's data attributes, once.
 */
export function PromoVideo() {
  const { t } = useTranslation("home");
  const lang = useLang();

  return (
    <div
      data-module={VideoHooks.module}
      {...hook(VideoHooks.state, "poster")}
      {...hook(VideoHooks.loadAfter, promoVideo.loadDelayMs)}
      {...hook(VideoHooks.src, promoVideoEmbedUrl(lang))}
      {...hook(VideoHooks.title, t("video.title"))}
      style={{ minHeight: promoVideo.minHeightPx }}
      className="relative aspect-video w-full overflow-hidden rounded-2xl bg-slate-900 shadow-2xl ring-1 ring-slate-900/10"
    >
      <img
        src={promoVideo.poster.src}
        width={promoVideo.poster.width}
        height={promoVideo.poster.height}
        alt={t("video.posterAlt")}
        className="absolute inset-0 h-full w-full object-cover"
      />
      <a
        href={promoVideoWatchUrl()}
        {...hook(VideoHooks.posterLink)}
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
      <template {...hook(VideoHooks.placeholder)}>
        <p className="absolute inset-0 flex items-center justify-center bg-slate-900/60 text-lg font-semibold text-white">
          {t("video.loading")}
        </p>
      </template>
    </div>
  );
}
