// zod/mini: see app/features/newsletter/schema.ts for why not the classic API.
import * as z from "zod/mini";
import { heardAboutFields } from "~/lib/heard-about";
import { emailChecks, maxUnits, singleLine } from "~/lib/text-fields";

/**
 * The free-audit form (spec 1 §2.3, §5, §8). One schema validates in the browser and on
 * the server; its messages are keys of `audit.errors` in the "home" namespace. The rules
 * behind the spec's messages are in docs/decisions/0101-free-audit-requests.md.
 */
export const auditFormId = "audit-request";
/** How the flash names the audit form's answer (the view finds its own by it). */
export const auditFormName = "audit";
export const auditLimits = { propertyUrl: 2048, name: 100, email: 254 } as const;

/**
 * The address a host typed, as the absolute URL we store, or null when it is not the
 * address of a web page: "airbnb.com/rooms/123" becomes "https://airbnb.com/rooms/123".
 * Only http(s), a host name with a dot and a letter-only (or punycode) top-level domain,
 * no user name or password, no spaces.
 */
export function normalizePropertyUrl(raw: string): string | null {
  const value = raw.trim();
  if (value === "" || /\s/.test(value)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value.replace(/^\/\//, "")}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password) return null;
  const labels = url.hostname.split(".");
  const tld = labels.at(-1) ?? "";
  if (labels.length < 2 || labels.some((label) => label === "")) return null;
  if (!/^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(tld)) return null;
  const normalized = url.toString();
  return normalized.length <= auditLimits.propertyUrl ? normalized : null;
}

export const auditSchema = z.object({
  propertyUrl: z
    .string({ error: "propertyUrlRequired" })
    .check(
      singleLine(),
      z.trim(),
      z.minLength(1, "propertyUrlRequired"),
      // Checked and normalised in one go: the parsed value is the address to store.
      z.check<string>((payload) => {
        if (payload.value === "") return;
        const url = normalizePropertyUrl(payload.value);
        if (url === null) payload.issues.push({ code: "custom", message: "invalidUrl", input: payload.value });
        else payload.value = url;
      }),
    ),
  name: z
    .string({ error: "nameRequired" })
    .check(singleLine(), z.trim(), z.minLength(1, "nameRequired"), maxUnits(auditLimits.name, "nameTooLong")),
  email: z
    .string({ error: "emailRequired" })
    .check(
      z.trim(),
      z.minLength(1, "emailRequired"),
      ...emailChecks({ max: auditLimits.email, dotted: true, tooLong: "invalidEmail", invalid: "invalidEmail" }),
    ),
  // Optional: how the host heard of StayLoop (decision 0050).
  ...heardAboutFields,
});
export type AuditInput = z.infer<typeof auditSchema>;
