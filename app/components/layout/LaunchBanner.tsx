import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { launchBannerStorageKey } from "~/lib/banner";
import { enhancedFieldName, redirectFieldName } from "~/lib/forms";
import { useHydrated } from "~/lib/use-hydrated";
import { LocalLink } from "../ui/links";

/**
 * Visible by default (spec 2 §2.18). Closing it saves 'true' under launchBannerHidden in
 * local storage, as the spec says, and posts to /resources/banner, whose cookie stops the
 * server from rendering it again, which also serves visitors without JavaScript. On
 * documents that do not hydrate, app/enhance/site.ts does the same to this markup.
 */
export function LaunchBanner() {
  const { t } = useTranslation();
  const location = useLocation();
  const fetcher = useFetcher({ key: "launch-banner" });
  const [hidden, setHidden] = useState(false);
  const hydrated = useHydrated();

  useEffect(() => {
    // Dismissed earlier in this browser but the cookie is gone: hide, and restore the cookie.
    if (window.localStorage.getItem(launchBannerStorageKey) === "true") {
      setHidden(true);
      fetcher.submit({ [redirectFieldName]: "/", [enhancedFieldName]: "1" }, { method: "post", action: "/resources/banner" });
    }
    // Runs once on mount; fetcher.submit is stable for this purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (hidden || fetcher.state !== "idle" || fetcher.data) return null;

  return (
    <aside aria-label={t("banner.label")} className="bg-slate-900 text-white" data-launch-banner>
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 text-sm sm:px-6">
        <p className="flex-1 text-center">
          {t("banner.text")}{" "}
          <LocalLink to="/roadmap" className="font-semibold text-orange-200 underline underline-offset-2 hover:text-white">
            {t("banner.link")}
          </LocalLink>
        </p>
        <fetcher.Form
          method="post"
          action="/resources/banner"
          onSubmit={() => {
            window.localStorage.setItem(launchBannerStorageKey, "true");
            setHidden(true);
          }}
        >
          <input type="hidden" name={redirectFieldName} value={location.pathname + location.search} />
          {hydrated ? <input type="hidden" name={enhancedFieldName} value="1" /> : null}
          <button
            type="submit"
            className="rounded p-1 leading-none text-slate-200 hover:bg-white/10 hover:text-white"
            aria-label={t("banner.dismiss")}
          >
            <span aria-hidden="true" className="text-lg">
              ×
            </span>
          </button>
        </fetcher.Form>
      </div>
    </aside>
  );
}
