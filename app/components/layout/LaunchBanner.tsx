import { useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { redirectFieldName } from "~/lib/forms";
import { LocalLink } from "../ui/links";
import { BannerHooks } from "./banner.hooks";

/**
 * Visible by default (spec 2 §2.18). Closing it posts to /resources/banner, whose cookie
 * stops the server from rendering it again, which also serves visitors without
 * JavaScript. With JavaScript, app/enhance/site.enhance.ts hides it in place, saves 'true' under
 * launchBannerHidden in local storage as the spec says, and hides it (restoring the
 * cookie) when that key is set but the cookie is gone.
 */
export function LaunchBanner() {
  const { t } = useTranslation();
  const location = useLocation();

  return (
    <aside aria-label={t("banner.label")} className="bg-slate-900 text-white" data-module={BannerHooks.module}>
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 text-sm sm:px-6">
        <p className="flex-1 text-center">
          {t("banner.text")}{" "}
          <LocalLink to="/roadmap" className="font-semibold text-orange-200 underline underline-offset-2 hover:text-white">
            {t("banner.link")}
          </LocalLink>
        </p>
        <form method="post" action="/resources/banner">
          <input type="hidden" name={redirectFieldName} value={location.pathname + location.search} />
          <button
            type="submit"
            className="rounded p-1 leading-none text-slate-200 hover:bg-white/10 hover:text-white"
            aria-label={t("banner.dismiss")}
          >
            <span aria-hidden="true" className="text-lg">
              ×
            </span>
          </button>
        </form>
      </div>
    </aside>
  );
}
