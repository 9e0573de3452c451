import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirectFieldName } from "~/lib/forms";
import { isLang, languageCookieName, localizePath } from "~/lib/i18n";
import { safeRedirectPath } from "~/server/flash.server";
import { readFormBody } from "~/server/form-body.server";
import type { RouteHandle } from "~/lib/route-handle";

export const handle = { page: { cache: "never", sitemap: false } } satisfies RouteHandle;

/** The language selector: saves the choice for a year and lands on the page's twin. */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormBody(request);
  const chosen = formData.get("lang");
  const lang = isLang(chosen) ? chosen : "en";
  const back = safeRedirectPath(formData.get(redirectFieldName));
  const secure = context.config.production ? "; Secure" : "";
  return redirect(localizePath(back, lang), {
    status: 303,
    headers: {
      "Set-Cookie": `${languageCookieName}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`,
    },
  });
}

export function loader() {
  return redirect("/");
}
