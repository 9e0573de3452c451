import { useTranslation } from "~/lib/translation";
import { useDrawing } from "../ui/sprite";

/**
 * The home page shows the full lock-up with the tagline; other pages the compact
 * wordmark (spec 1 §2.2: the logo differs on the home page).
 */
export function Logo({ variant }: { variant: "home" | "compact" }) {
  const { t } = useTranslation();
  // The header's and the footer's, drawn once (app/components/ui/sprite.tsx).
  const mark = useDrawing("logo-mark", () => (
    <g>
      <rect width="32" height="32" rx="8" className="fill-teal-700" />
      <path d="M9 19.5c0-4.4 3.1-7.5 7-7.5s7 3.1 7 7.5M16 12V8m-4.5 14.5h9" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      <circle cx="16" cy="19.5" r="2.2" fill="#fdba74" />
    </g>
  ));
  return (
    <span className="flex items-center gap-2">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        {mark}
      </svg>
      <span className="flex flex-col leading-none">
        <span className="text-lg font-extrabold tracking-tight text-slate-900">
          Stay<span className="text-teal-700">Loop</span>
        </span>
        {variant === "home" ? (
          <span className="mt-0.5 hidden text-[11px] font-medium text-slate-600 sm:block">
            {/* Read as one phrase with the name; hidden with the tagline on small screens. */}
            <span className="sr-only">— </span>
            {t("header.tagline")}
          </span>
        ) : null}
      </span>
    </span>
  );
}
