import { signToken, verifiedPayload } from "~/server/signed-token.server";

/**
 * The file of a downloadable resource is handed out only after its lead was recorded
 * (docs/decisions/0305-downloads-gating-and-webhook.md): record_download is followed by a
 * short-lived token, signed with SESSION_SECRET, that names the resource and its expiry.
 * The file route streams the file only for a valid token, so the file is not hot-linkable.
 */
export const downloadTokenSeconds = 15 * 60;

const purpose = "download-token";

export async function issueDownloadToken(secret: string, slug: string, now: Date = new Date()): Promise<string> {
  return signToken(secret, purpose, `${slug}|${Math.floor(now.getTime() / 1000) + downloadTokenSeconds}`);
}

/** True when `token` was issued for `slug` with this secret and has not expired. */
export async function verifyDownloadToken(
  secret: string,
  slug: string,
  token: string | null,
  now: Date = new Date(),
): Promise<boolean> {
  const payload = await verifiedPayload(secret, purpose, token);
  if (payload === null) return false;
  const [tokenSlug, expires] = payload.split("|");
  return tokenSlug === slug && Number(expires) >= Math.floor(now.getTime() / 1000);
}
