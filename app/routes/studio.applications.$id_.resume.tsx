import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isApplicationId } from "~/features/studio/careers/application-view";
import { requireCan } from "~/features/studio/studio.server";
import type { RouteHandle } from "~/lib/route-handle";
import { studioHeaders } from "~/server/edge/studio-gate.server";
import { notFound } from "~/server/not-found.server";

/**
 * /studio/applications/{id}/resume: the resume, only through the studio and only after the role
 * check (issue 43 item 1, decision 0503). D1 + R2: the Worker streams it as an attachment, private
 * and never stored by a cache. Supabase Storage: a redirect to a signed address valid for 60
 * seconds. The bucket is private in both, so there is no public address to leak.
 */
export const handle = { page: { cache: "private", sitemap: false }, alternates: false, shell: "studio" } satisfies RouteHandle;

export async function loader({ params, context }: LoaderFunctionArgs) {
  requireCan(context, "read", "applications");
  if (!isApplicationId(params.id)) throw notFound(studioHeaders);
  const application = await context.backend.getJobApplication(params.id.toLowerCase());
  const file = application ? await context.backend.openResume(application.resumePath) : null;
  if (!application || !file) throw notFound(studioHeaders);
  if (file.kind === "redirect") return redirect(file.url, { status: 302, headers: studioHeaders });
  // The applicant's name for the file, in ASCII and in UTF-8 (RFC 6266); never the stored key.
  const name = `${application.fullName} resume.${file.fileName.split(".").pop() ?? "pdf"}`;
  const ascii = name.replace(/[^A-Za-z0-9._ -]/g, "_");
  return new Response(file.body, {
    headers: {
      ...studioHeaders,
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
