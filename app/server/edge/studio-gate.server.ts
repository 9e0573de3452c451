import type { StaffMember } from "~/backend/studio";
import { cacheControl } from "~/lib/cache-control";
import { isStudioPath, signInToStudio, type StudioRefusal } from "../access.server";
import type { AppConfig } from "../env.server";

/**
 * The studio's door at the edge (decision 0501): every request to /studio* is signed in here,
 * before Remix runs, or refused with a page that says whom to ask and shows nothing of the
 * studio. The signed-in member reaches the loaders and actions as `context.staff`; each of them
 * still checks the role for what it does (app/features/studio/policy.ts).
 */
export async function studioDoor(
  request: Request,
  config: AppConfig,
  findStaffMember: (email: string) => Promise<StaffMember | null>,
): Promise<{ member: StaffMember | null; refused: Response | null }> {
  if (!isStudioPath(new URL(request.url).pathname)) return { member: null, refused: null };
  try {
    const result = await signInToStudio(request, config.studio, findStaffMember);
    if ("member" in result) return { member: result.member, refused: null };
    return { member: null, refused: refusalPage(result.refusal, result.email) };
  } catch (error) {
    console.error(error);
    return { member: null, refused: refusalPage("unavailable") };
  }
}

/** Headers of every studio answer, the refusals included (DESIGN §11). */
export const studioHeaders = { "Cache-Control": cacheControl.personal, "X-Robots-Tag": "noindex, nofollow" } as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function refusalPage(refusal: StudioRefusal | "unavailable", email?: string): Response {
  const why: Record<StudioRefusal | "unavailable", string> = {
    "no-token": "The studio opens only through the company's sign-in (Cloudflare Access), and this request did not come through it.",
    "bad-token": "Your sign-in could not be verified: it may have expired. Open the studio again to sign in anew.",
    "not-staff": `You are signed in as ${escapeHtml(email ?? "")}, which is not on the studio's staff list.`,
    inactive: `The studio account of ${escapeHtml(email ?? "")} is switched off.`,
    closed: "The studio is not set up on this site yet: its sign-in (Cloudflare Access) is not configured.",
    unavailable: "The studio cannot check who you are right now. Try again in a minute.",
  };
  const status = refusal === "unavailable" ? 503 : 403;
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>No access to the studio | StayLoop</title><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#0f172a;line-height:1.5"><main><h1>No access to the studio</h1><p>${why[refusal]}</p><p>To be given access, ask one of StayLoop's studio admins: they add staff and set roles on the studio's Staff page. A developer can say who the admins are.</p><p><a href="/" style="color:#115e59">Go to the StayLoop website</a></p></main></body></html>`;
  return new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8", ...studioHeaders } });
}
