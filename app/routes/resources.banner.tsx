import { json, redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { bannerCookieName } from "~/lib/banner";
import { enhancedFieldName, redirectFieldName } from "~/lib/forms";
import { safeRedirectPath } from "~/server/flash.server";
import { readFormBody } from "~/server/form-body.server";
import type { RouteHandle } from "~/lib/route-handle";

export const handle = { page: { cache: "never", sitemap: false } } satisfies RouteHandle;

/** Dismisses the launch banner for a year (spec 2 §2.18), with or without JavaScript. */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormBody(request);
  const secure = context.config.production ? "; Secure" : "";
  const headers = { "Set-Cookie": `${bannerCookieName}=1; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly${secure}` };
  if (formData.get(enhancedFieldName) === "1") return json({ hidden: true }, { headers });
  return redirect(safeRedirectPath(formData.get(redirectFieldName)), { status: 303, headers });
}

export function loader() {
  return redirect("/");
}
