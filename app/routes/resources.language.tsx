import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirectFieldName } from "~/lib/forms";
import { isLang, languageCookieName, languageTargetFieldName, localizePath } from "~/lib/i18n";
import { safeRedirectPath } from "~/server/flash.server";
import { readFormBody } from "~/server/form-body.server";
import type { RouteHandle } from "~/lib/route-handle";

export const handle = { page: { cache: "never", sitemap: false } } satisfies RouteHandle;

/** The language selector: saves the choice for a year and lands on the page's twin (the one the page named, if it did). */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormBody(request);
  const chosen = formData.get("lang");
  const lang = isLang(chosen) ? chosen : "en";
  const back = safeRedirectPath(formData.get(redirectFieldName));
  // A page whose twin has another slug says where it is; it stays a path on this site.
  const twin = formData.get(languageTargetFieldName(lang));
  const target = typeof twin === "string" && twin ? localizePath(safeRedirectPath(twin), lang) : localizePath(back, lang);
  const secure = context.config.production ? "; Secure" : "";
  return redirect(target, {
    status: 303,
    headers: {
      "Set-Cookie": `${languageCookieName}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`,
    },
  });
}

export function loader() {
  return redirect("/");
}
