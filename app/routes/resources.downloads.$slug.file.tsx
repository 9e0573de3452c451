import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { verifyDownloadToken } from "~/features/engagement/downloads/token.server";
import { cacheControl } from "~/lib/cache-control";
import { notFound } from "~/server/not-found.server";
import type { RouteHandle } from "~/lib/route-handle";

export const handle = { page: { cache: "never", sitemap: false } } satisfies RouteHandle;

/**
 * A resource's file, for the holder of a token issued after record_download
 * (docs/decisions/0305-downloads-gating-and-webhook.md). Streams from R2 (D1 backend) or
 * sends the visitor to a short-lived signed storage address (Supabase). An expired or
 * forged token leads back to the form.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const token = new URL(request.url).searchParams.get("token");
  if (!(await verifyDownloadToken(context.config.sessionSecret, slug, token))) {
    return redirect(`/downloads/${encodeURIComponent(slug)}?expired=1`, {
      status: 303,
      headers: { "Cache-Control": cacheControl.never },
    });
  }
  let file;
  try {
    file = await context.backend.openResourceFile(slug);
  } catch (error) {
    console.error("resource file unavailable", error);
    return new Response("The file is temporarily unavailable. Please try again in a moment.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl.never, "Retry-After": "60" },
    });
  }
  if (!file) throw notFound();
  if (file.kind === "redirect") return redirect(file.url, { status: 302, headers: { "Cache-Control": cacheControl.never } });
  const asciiName = file.fileName.replace(/[^A-Za-z0-9._-]/g, "_");
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      "Cache-Control": cacheControl.personal,
      "X-Robots-Tag": "noindex",
    },
  });
}
