import type { AppLoadContext } from "@remix-run/cloudflare";
import { honeypotFieldName } from "~/lib/forms";
import { keyedHash } from "~/server/crypto.server";

/**
 * The anti-abuse steps of the form pipeline (app/server/form-action.server.ts, DESIGN §6,
 * docs/decisions/0010-shared-addresses-and-rate-limits.md). Cross-origin posts are already
 * refused by the edge handler.
 */

export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(honeypotFieldName);
  return typeof value === "string" && value.trim() !== "";
}

interface Limit {
  limit: number;
  windowSeconds: number;
}

/**
 * Hits allowed in a sliding window, per client address (`perAddress`) and, where the form
 * has one, per email from one address (`perEmail`). An office or a carrier's NAT puts many
 * people behind one address, so the address limits leave room for a crowd (20 sign-ups in a
 * minute) while a script is still stopped. The email limits count an email together with
 * the address it is sent from (docs/decisions/0023-email-limits-per-address.md): a
 * stranger posting someone's email five times locks only themselves out, never the owner
 * posting it from their own address (issue 23 item 7).
 */
export const rateLimits = {
  // The footer, blog, tutorial and waitlist forms share this one.
  newsletter: { perAddress: { limit: 40, windowSeconds: 600 }, perEmail: { limit: 5, windowSeconds: 3600 } },
  audit: { perAddress: { limit: 20, windowSeconds: 3600 } },
  aiDemo: { perAddress: { limit: 60, windowSeconds: 600 } },
  roadmapVote: { perAddress: { limit: 120, windowSeconds: 600 } },
  roadmapComment: { perAddress: { limit: 30, windowSeconds: 600 } },
  application: { perAddress: { limit: 20, windowSeconds: 3600 }, perEmail: { limit: 5, windowSeconds: 3600 } },
  download: { perAddress: { limit: 60, windowSeconds: 600 }, perEmail: { limit: 10, windowSeconds: 3600 } },
  // Not a form: help searches that found nothing, counted only while within this (decision 0210).
  helpSearchMiss: { perAddress: { limit: 30, windowSeconds: 600 } },
  // A help article's Yes/No and comment: at most two posts per reader per article.
  helpFeedback: { perAddress: { limit: 60, windowSeconds: 600 } },
  // The help center's Contact Support form (decision 0212): people write once or twice, an office may share an address.
  supportRequest: { perAddress: { limit: 20, windowSeconds: 3600 }, perEmail: { limit: 5, windowSeconds: 3600 } },
} as const satisfies Record<string, { perAddress: Limit; perEmail?: Limit }>;
export type RateLimitedAction = keyof typeof rateLimits;

export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? request.headers.get("X-Real-IP") ?? "unknown";
}

const ipv4Pattern = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const hextetPattern = /^[0-9a-f]{1,4}$/;

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const parse = (half: string | undefined): number[] | null => {
    if (!half) return [];
    const parts = half.split(":");
    const groups: number[] = [];
    for (const [index, part] of parts.entries()) {
      if (index === parts.length - 1 && ipv4Pattern.test(part)) {
        const [a = 0, b = 0, c = 0, d = 0] = part.split(".").map(Number);
        groups.push(a * 256 + b, c * 256 + d);
      } else if (hextetPattern.test(part)) {
        groups.push(parseInt(part, 16));
      } else {
        return null;
      }
    }
    return groups;
  };
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...Array<number>(missing).fill(0), ...tail] : null;
}

/**
 * What one client is, for limits: an IPv4 address as it is, and an IPv6 address by its /64,
 * because one home or phone is given a whole /64 and picks new addresses inside it at will.
 * An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) is the IPv4 address it carries.
 */
export function addressKey(raw: string): string {
  const address = raw.trim().toLowerCase().replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (ipv4Pattern.test(address)) return address;
  const groups = address.includes(":") ? ipv6Groups(address) : null;
  if (!groups) return address;
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
    return [g6 >> 8, g6 & 255, g7 >> 8, g7 & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/**
 * The email's bucket: the email (trimmed, lower-cased) together with the client, so posts
 * of one email from one address count up, and no one else's posts of it ever do.
 */
export const emailBucketMessage = (action: RateLimitedAction, email: string, address: string) =>
  `${action}:email:${email.trim().toLowerCase()}:from:${addressKey(address)}`;

/**
 * Counts this request against the action's limits: the client address's, then, when the
 * action has one and `email` is given, the email's from that address. True when it may go
 * ahead. A refused hit is not counted, so a script hammering the form does not keep the
 * people behind the same address locked out once the window slides on.
 */
export async function withinRateLimit(
  request: Request,
  context: AppLoadContext,
  action: RateLimitedAction,
  { email }: { email?: string } = {},
): Promise<boolean> {
  const limits: { perAddress: Limit; perEmail?: Limit } = rateLimits[action];
  // Keyed by HASH_SALT: addresses and emails are never stored in clear.
  const byAddress = await context.backend.hitRateLimit({
    bucket: await keyedHash(context.config.hashSalt, `${action}:${addressKey(clientAddress(request))}`),
    ...limits.perAddress,
  });
  if (!byAddress.allowed) return false;
  if (!limits.perEmail || email === undefined) return true;
  const byEmail = await context.backend.hitRateLimit({
    bucket: await keyedHash(context.config.hashSalt, emailBucketMessage(action, email, clientAddress(request))),
    ...limits.perEmail,
  });
  return byEmail.allowed;
}
