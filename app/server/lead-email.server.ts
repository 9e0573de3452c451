import type { LeadEvent } from "~/backend/lead-events";

/**
 * One email per lead to the team (issue 19 item 3; docs/decisions/0031-lead-email.md).
 *
 * The message is plain text, UTF-8, built here (RFC 5322 headers, RFC 2047 subject, base64
 * body): a dozen lines, where a MIME library would add tens of kB to the worker. It carries the
 * event's fields as the webhook's `data` has them (a job application's `resume_path`, never the
 * file) and every `*_url` of the data as a link. The site Worker sends it itself through its
 * `send_email` binding `EMAIL` (functions/lead-delivery.ts wraps it in an `EmailMessage`;
 * decision 0040). Locally, wrangler's stand-in for that binding writes each message to an .eml
 * file and logs its path.
 */

export interface LeadEmailTarget {
  from: string;
  to: string;
  /** Hands the raw message (RFC 5322) to the mailer; rejects when it was not accepted. */
  send: (raw: string) => Promise<unknown>;
}

interface MailEnv {
  LEADS_EMAIL_FROM?: string;
  LEADS_EMAIL_TO?: string;
}

const address = /^[^\s@<>()",;:\\[\]]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/** The sender and the team's address, or null when the site sends no email (events are still recorded). */
export function leadEmailAddresses(env: MailEnv): { from: string; to: string } | null {
  const from = env.LEADS_EMAIL_FROM?.trim() ?? "";
  const to = env.LEADS_EMAIL_TO?.trim() ?? "";
  if (!address.test(from) || !address.test(to)) return null;
  return { from, to };
}

/** Control characters out, one line, at most `max` characters. */
function oneLine(value: string, max: number): string {
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

function base64Utf8(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Who or what the lead is about, for the subject line. */
function leadSummary(data: Record<string, unknown>): string {
  for (const key of ["name", "full_name", "author_name", "email", "property_url"]) {
    const value = data[key];
    if (typeof value === "string" && value.trim()) return oneLine(value, 80);
  }
  return "";
}

function fieldText(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "string") return value.length > 4000 ? `${value.slice(0, 3999)}…` : value;
  return JSON.stringify(value);
}

/** The plain-text body: the lead's fields, then its links, then the event's id. */
export function leadEmailText(event: Pick<LeadEvent, "id" | "type" | "createdAt" | "data">): string {
  const fields = Object.entries(event.data).filter(([key]) => !key.endsWith("_url") || key === "property_url");
  const links = Object.entries(event.data).filter(([key, value]) => key.endsWith("_url") && key !== "property_url" && typeof value === "string");
  const lines = [`New lead on the StayLoop website: ${event.type}`, `Recorded at ${event.createdAt}`, ""];
  for (const [key, value] of fields) lines.push(`${key}: ${fieldText(value)}`);
  if (links.length > 0) {
    lines.push("", "Links:");
    for (const [key, value] of links) lines.push(`${key}: ${value as string}`);
  }
  lines.push("", `Event id (the webhook-id of the same event): ${event.id}`);
  return lines.join("\r\n");
}

/**
 * `Reply-To` for a lead that left its email (a support request, an audit request, a job
 * application…): answering the message answers the visitor, not the site's own sender address.
 * Only an address the strict pattern accepts (no spaces, line breaks, brackets or quotes, so no
 * header can be injected); the name, when there is one, as an RFC 2047 encoded word.
 */
function replyTo(data: Record<string, unknown>): string | null {
  const email = typeof data.email === "string" ? data.email.trim() : "";
  if (email.length > 254 || !address.test(email)) return null;
  const name = ["name", "full_name", "author_name"].map((key) => data[key]).find((value): value is string => typeof value === "string" && value.trim() !== "");
  return name ? `=?UTF-8?B?${base64Utf8(oneLine(name, 80))}?= <${email}>` : `<${email}>`;
}

/** The whole RFC 5322 message, CRLF line ends, ASCII only (non-ASCII is encoded). */
export function leadEmailMessage(event: Pick<LeadEvent, "id" | "type" | "createdAt" | "data">, target: Pick<LeadEmailTarget, "from" | "to">, now: Date): string {
  const summary = leadSummary(event.data);
  const subject = `[StayLoop] ${event.type}${summary ? `: ${summary}` : ""}`;
  const domain = target.from.slice(target.from.lastIndexOf("@") + 1);
  const reply = replyTo(event.data);
  const body = base64Utf8(leadEmailText(event)).replace(/.{1,76}/g, "$&\r\n");
  const headers = [
    `From: StayLoop website <${target.from}>`,
    `To: <${target.to}>`,
    ...(reply ? [`Reply-To: ${reply}`] : []),
    `Subject: =?UTF-8?B?${base64Utf8(subject)}?=`,
    `Date: ${now.toUTCString().replace("GMT", "+0000")}`,
    `Message-ID: <${event.id}@${domain}>`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: base64",
    "Auto-Submitted: auto-generated",
    `X-StayLoop-Event: ${oneLine(event.type, 60)}`,
  ];
  return `${headers.join("\r\n")}\r\n\r\n${body}`;
}
