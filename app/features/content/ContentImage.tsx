/**
 * A card or header image at a fixed 1200×630 frame (width and height set, so nothing
 * shifts while it loads), or the spec's "No image available" box when there is none.
 * `eager` is for the one image a visitor sees first (a header, the first card of a list):
 * it loads at once and ahead of the others on a slow network; the rest wait until near.
 */
export const contentImageSize = { width: 1200, height: 630 } as const;

export function ContentImage({
  src,
  alt,
  fallbackLabel,
  eager = false,
  className = "",
  size = contentImageSize,
}: {
  src: string | null;
  alt: string;
  fallbackLabel: string;
  eager?: boolean;
  className?: string;
  /** A library image's own size (decision 0507); its box keeps the same 1200×630 frame. */
  size?: { width: number; height: number };
}) {
  if (!src) {
    return (
      <div
        className={`flex aspect-[1200/630] w-full items-center justify-center bg-slate-100 text-sm font-medium text-slate-600 ${className}`}
      >
        {fallbackLabel}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={size.width}
      height={size.height}
      loading={eager ? "eager" : "lazy"}
      // Lower-case: React 18 knows the attribute only under this spelling.
      {...(eager ? { fetchpriority: "high" } : {})}
      decoding="async"
      className={`aspect-[1200/630] w-full bg-slate-100 object-cover ${className}`}
    />
  );
}
