import type { AppLoadContext } from "@remix-run/cloudflare";
import { honeypotFieldName } from "~/lib/forms";

/**
 * The anti-abuse steps every public form action takes after validation (DESIGN §6).
 * Cross-origin posts are already refused by the edge handler.
 */


export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(honeypotFieldName);
  return typeof value === "string" && value.trim() !== "";
}

/** Limits per action: hits allowed per client address in a fixed window. */
export const rateLimits = {
  newsletter: { limit: 12, windowSeconds: 600 },
  audit: { limit: 5, windowSeconds: 3600 },
  aiDemo: { limit: 30, windowSeconds: 600 },
  contactSupport: { limit: 5, windowSeconds: 3600 },
  roadmapVote: { limit: 60, windowSeconds: 600 },
  roadmapComment: { limit: 10, windowSeconds: 600 },
  application: { limit: 5, windowSeconds: 3600 },
  download: { limit: 20, windowSeconds: 600 },
} as const satisfies Record<string, { limit: number; windowSeconds: number }>;
export type RateLimitedAction = keyof typeof rateLimits;

export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? request.headers.get("X-Real-IP") ?? "unknown";
}

/** HMAC-SHA-256 of `message` under the deployment's salt, hex. Addresses are never stored in clear. */
export async function keyedHash(salt: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(salt), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const signature = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(message));
  return [...new Uint8Array(signature)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Counts this request against the action's limit. True when it may go ahead. */
export async function withinRateLimit(request: Request, context: AppLoadContext, action: RateLimitedAction) {
  const { limit, windowSeconds } = rateLimits[action];
  const bucket = await keyedHash(context.config.hashSalt, `${action}:${clientAddress(request)}`);
  const result = await context.backend.hitRateLimit({ bucket, limit, windowSeconds });
  return result.allowed;
}
