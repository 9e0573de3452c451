import { base64 } from "~/server/crypto.server";
import { leadEventFields, linkFields, type LeadEvent, type LeadEventData, type LeadEventType } from "~/leads/contract";

/**
 * One email per lead to the team (issue 19 item 3; docs/decisions/0031-lead-email.md).
 *
 * The message is plain text, UTF-8, built here (RFC 5322 headers, RFC 2047 subject, base64
 * body): a dozen lines, where a MIME library would add tens of kB to the worker. It carries the
 * event's fields in the contract's order (app/leads/contract.ts; a job application's
 * `resume_path`, never the file) and its `link` fields as links. The site Worker sends it itself
 * through its `send_email` binding `EMAIL` (functions/lead-delivery.ts; decision 0040). Locally,
 * wrangler's stand-in for that binding writes each message to an .eml file and logs its path.
 */

export interface LeadEmailTarget {
  from: string;
  to: string;
  /** Hands the raw message (RFC 5322) to the mailer; rejects when it was not accepted. */
  send: (raw: string) => Promise<unknown>;
}

/** The one shape of address the site sends from, to, or answers: no spaces, brackets, quotes or line breaks. */
export const plainAddress = /^[^\s@<>()",;:\\[\]]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/** What the email says of each type: who or what the lead is about, and whom a reply reaches. */
interface Presentation<T extends LeadEventType> {
  about(data: LeadEventData<T>): string;
  /** The visitor who left an address: replying to the email answers them. */
  replyTo?(data: LeadEventData<T>): { email: string; name: string };
}

const person = (data: { name: string; email: string }) => ({ email: data.email, name: data.name });
const subscriber: Presentation<"newsletter.subscribed" | "newsletter.updated"> = { about: (data) => data.name || data.email, replyTo: person };

const presentations: { [T in LeadEventType]: Presentation<T> } = {
  "audit_request.created": { about: (data) => data.name || data.property_url, replyTo: person },
  "job_application.created": { about: (data) => data.full_name, replyTo: (data) => ({ email: data.email, name: data.full_name }) },
  "download.created": { about: (data) => data.name || data.email, replyTo: person },
  "newsletter.subscribed": subscriber,
  "newsletter.updated": subscriber,
  "newsletter.unsubscribed": { about: (data) => data.email, replyTo: (data) => ({ email: data.email, name: "" }) },
  "roadmap_comment.created": { about: (data) => data.author_name },
  "help_feedback.created": { about: (data) => `${data.article_slug} (${data.helpful ? "helpful" : "not helpful"})` },
  "support_request.created": { about: (data) => data.name || data.email, replyTo: person },
  "studio.review_requested": { about: (data) => `${data.title} (${data.kind}, ${data.locale}), from ${data.author_email}` },
};

/** The presentation of this event's own type (a table lookup TypeScript cannot correlate by itself). */
function presentationOf(event: Pick<LeadEvent, "type">): Presentation<LeadEventType> {
  return presentations[event.type] as unknown as Presentation<LeadEventType>;
}

/** Control characters out, one line, at most `max` characters. */
function oneLine(value: unknown, max: number): string {
  // eslint-disable-next-line no-control-regex
  const clean = String(value ?? "").replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

function fieldText(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "string") return value.length > 4000 ? `${value.slice(0, 3999)}…` : value;
  if (typeof value === "object" && !Array.isArray(value)) {
    // A nested record (the consent, the source): its known values, each named, on one line.
    const parts = Object.entries(value).filter(([, part]) => part !== null && part !== undefined);
    return parts.length ? parts.map(([name, part]) => `${name} ${oneLine(part, 200)}`).join("; ") : "—";
  }
  return JSON.stringify(value);
}

type EmailedEvent = Pick<LeadEvent, "id" | "type" | "createdAt" | "data">;

/** The plain-text body: the lead's fields, then its links, then the event's id. */
export function leadEmailText(event: EmailedEvent): string {
  const data = event.data as Record<string, unknown>;
  const links = linkFields(event.type);
  const fields = Object.keys(leadEventFields[event.type]).filter((field) => !links.includes(field));
  const lines = [`New lead on the StayLoop website: ${event.type}`, `Recorded at ${event.createdAt}`, ""];
  for (const field of fields) lines.push(`${field}: ${fieldText(data[field])}`);
  const present = links.filter((field) => typeof data[field] === "string");
  if (present.length > 0) {
    lines.push("", "Links:");
    for (const field of present) lines.push(`${field}: ${data[field] as string}`);
  }
  lines.push("", `Event id (the webhook-id of the same event): ${event.id}`);
  return lines.join("\r\n");
}

/**
 * `Reply-To` for a lead that left its email (a support request, an audit request, a job
 * application…): answering the message answers the visitor, not the site's own sender address.
 * Only an address the strict pattern accepts (so no header can be injected); the name, when
 * there is one, as an RFC 2047 encoded word.
 */
function replyTo(event: EmailedEvent): string | null {
  const visitor = presentationOf(event).replyTo?.(event.data);
  const email = String(visitor?.email ?? "").trim();
  if (email.length > 254 || !plainAddress.test(email)) return null;
  const name = oneLine(visitor?.name, 80);
  return name ? `=?UTF-8?B?${base64(name)}?= <${email}>` : `<${email}>`;
}

/** The whole RFC 5322 message, CRLF line ends, ASCII only (non-ASCII is encoded). */
export function leadEmailMessage(event: EmailedEvent, target: Pick<LeadEmailTarget, "from" | "to">, now: Date): string {
  const summary = oneLine(presentationOf(event).about(event.data), 80);
  const subject = `[StayLoop] ${event.type}${summary ? `: ${summary}` : ""}`;
  const domain = target.from.slice(target.from.lastIndexOf("@") + 1);
  const reply = replyTo(event);
  const body = base64(leadEmailText(event)).replace(/.{1,76}/g, "$&\r\n");
  const headers = [
    `From: StayLoop website <${target.from}>`,
    `To: <${target.to}>`,
    ...(reply ? [`Reply-To: ${reply}`] : []),
    `Subject: =?UTF-8?B?${base64(subject)}?=`,
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
