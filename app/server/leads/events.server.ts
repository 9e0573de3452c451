/**
 * What a lead event is (issue 19 items 1, 2; issue 31 item 2; docs/decisions/0028-lead-events.md,
 * 0041): every event type, the fields of its `data` with their JSON types, and when a failed
 * delivery is tried again. One table, `leadEventFields`, is the contract: the D1 adapter builds
 * each `data` as its TypeScript type (`LeadEventData<T>`), the Postgres tests check the Supabase
 * functions' payloads against it (`leadDataProblems`), and the webhook and the team's email read
 * it instead of guessing keys. Adding a type or a field is a line here, then both backends.
 */

/**
 * What a field holds in JSON. A trailing `?` admits null; a nested table is a JSON object, and
 * `{ orNull: table }` one that may be null.
 */
type FieldKind = "text" | "text?" | "time" | "integer" | "boolean" | "link" | "link?";
interface FieldTable {
  readonly [field: string]: FieldKind | FieldTable | NullableTable;
}
interface NullableTable {
  readonly orNull: FieldTable;
}
const isNullableTable = (kind: FieldKind | FieldTable | NullableTable): kind is NullableTable =>
  typeof kind === "object" && Object.keys(kind).length === 1 && typeof (kind as NullableTable).orNull === "object";

/**
 * Where the lead was sent from (decision 0050, app/server/leads/source.server.ts): the page, null
 * when the browser did not say; and the campaign or other site that page was opened from, null
 * when there was none.
 */
const page = { orNull: { path: "text", lang: "text" } } as const;
const source = {
  orNull: {
    utm_source: "text?",
    utm_medium: "text?",
    utm_campaign: "text?",
    utm_term: "text?",
    utm_content: "text?",
    // The name of the ad click id the page was opened with (`gclid`, `fbclid`…), never its value.
    click_id: "text?",
    // The host of the other site the visitor arrived from on that page.
    referrer_host: "text?",
    // The answer to "How did you hear about us?" (a key of app/lib/heard-about.ts), and the words beside "Other".
    heard_about: "text?",
    heard_about_other: "text?",
  },
} as const;
/** The consent a newsletter sign-up showed (decision 0030). */
const consent = { version: "text", text: "text", locale: "text", path: "text", at: "time" } as const;
const subscription = {
  email: "text",
  name: "text",
  phone: "text?",
  is_waitlist: "boolean",
  feature_interest: "text",
  locale: "text",
  consent_text: "text",
  subscribed_at: "time",
  consent,
  page,
  source,
  unsubscribe_url: "link",
} as const;

/**
 * Every event type and its `data`, field by field, in the order the team's email lists them.
 * `link` fields are addresses the site made (signed moderation and unsubscribe links): the
 * email lists them apart, as links. A visitor's own URL (`property_url`) is `text`.
 */
export const leadEventFields = {
  "audit_request.created": { id: "text", property_url: "text", name: "text", email: "text", locale: "text", created_at: "time", page, source },
  "job_application.created": {
    id: "text",
    job_id: "text",
    full_name: "text",
    email: "text",
    phone: "text?",
    cover_letter: "text?",
    // The resume's storage path, never the file.
    resume_path: "text",
    locale: "text",
    submitted_at: "time",
    page,
    source,
  },
  "download.created": { id: "text", name: "text", email: "text", resource_slug: "text", resource_name: "text", locale: "text", downloaded_at: "time", page, source },
  "newsletter.subscribed": subscription,
  "newsletter.updated": subscription,
  // Only who and when (decision 0030): the receiver stops mailing the address.
  "newsletter.unsubscribed": { email: "text", unsubscribed_at: "time" },
  "roadmap_comment.created": {
    id: "text",
    item_id: "integer",
    author_name: "text",
    content: "text",
    created_at: "time",
    status: "text",
    approve_url: "link?",
    hide_url: "link?",
  },
  // No visitor key: it identifies a browser, not a lead.
  "help_feedback.created": { article_slug: "text", locale: "text", helpful: "boolean", comment: "text?", created_at: "time" },
  "support_request.created": {
    id: "text",
    name: "text",
    email: "text",
    subject: "text?",
    message: "text",
    article_slug: "text?",
    locale: "text",
    created_at: "time",
    page,
    source,
  },
} as const satisfies Record<string, FieldTable>;

export type LeadEventType = keyof typeof leadEventFields;
/** Every event type (decisions 0028, 0030, 0212). */
export const leadEventTypes = Object.keys(leadEventFields) as LeadEventType[];

type ValueOf<K> = K extends "text" | "time" | "link"
  ? string
  : K extends "text?" | "link?"
    ? string | null
    : K extends "integer"
      ? number
      : K extends "boolean"
        ? boolean
        : K extends { readonly orNull: infer T }
          ? ValueOf<T> | null
          : { -readonly [F in keyof K]: ValueOf<K[F]> };

/** The `data` of an event of type T, as the webhook's body and the email carry it. */
export type LeadEventData<T extends LeadEventType> = ValueOf<(typeof leadEventFields)[T]>;

/** One recorded event, as the sender reads it: `type` tells what `data` holds. */
export type LeadEvent = {
  [T in LeadEventType]: {
    /** The webhook-id, the same on every attempt. */
    id: string;
    type: T;
    /** When the lead was written (ISO 8601): the body's `timestamp`. */
    createdAt: string;
    data: LeadEventData<T>;
    /** Attempts made so far, this one included. */
    attempts: number;
  };
}[LeadEventType];

/**
 * A stored row as a typed event. The rows are written only by the typed D1 statements and
 * the Supabase functions the Postgres tests hold to this contract, so the row is trusted.
 */
export function storedLeadEvent(row: { id: string; type: string; createdAt: string; data: unknown; attempts: number }): LeadEvent {
  return row as LeadEvent;
}

const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

function kindProblem(kind: FieldKind, value: unknown): string | null {
  const nullable = kind.endsWith("?");
  if (value === null) return nullable ? null : "null";
  const base = kind.replace("?", "");
  const ok =
    base === "integer"
      ? Number.isInteger(value)
      : base === "boolean"
        ? typeof value === "boolean"
        : typeof value === "string" && (base !== "time" || isoTime.test(value)) && (base !== "link" || /^https?:\/\//.test(value));
  return ok ? null : `${JSON.stringify(value)}`;
}

function tableProblems(table: FieldTable, data: unknown, at: string): string[] {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return [`${at || "data"}: not an object`];
  const record = data as Record<string, unknown>;
  const problems: string[] = [];
  for (const [field, kind] of Object.entries(table)) {
    const path = at ? `${at}.${field}` : field;
    if (!(field in record)) problems.push(`${path}: missing`);
    else if (isNullableTable(kind)) {
      if (record[field] !== null) problems.push(...tableProblems(kind.orNull, record[field], path));
    } else if (typeof kind === "object") problems.push(...tableProblems(kind, record[field], path));
    else {
      const wrong = kindProblem(kind, record[field]);
      if (wrong) problems.push(`${path}: ${wrong} is not ${kind}`);
    }
  }
  for (const field of Object.keys(record)) if (!(field in table)) problems.push(`${at ? `${at}.${field}` : field}: not in the contract`);
  return problems;
}

/** How `data` differs from the contract of `type` (missing, extra or mistyped fields); empty when it keeps it. */
export function leadDataProblems(type: string, data: unknown): string[] {
  const table: FieldTable | undefined = (leadEventFields as Record<string, FieldTable>)[type];
  return table ? tableProblems(table, data, "") : [`${type}: not an event type`];
}

/** The fields of an event of `type` whose values are links the site made (listed apart in the email). */
export function linkFields(type: LeadEventType): string[] {
  return Object.entries(leadEventFields[type] as FieldTable)
    .filter(([, kind]) => kind === "link" || kind === "link?")
    .map(([field]) => field);
}

/** Seconds between a failed attempt and the next: 1, 5 and 30 minutes, then hourly. */
export const retryDelaysSeconds = [60, 300, 1800, 3600] as const;
/**
 * Attempts before an event is given up (left for the operator to redeliver): the first, the
 * three quick retries, then hourly ones until 24 hours have passed since the first attempt.
 */
export const maxDeliveryAttempts = 1 + 3 + Math.ceil((86_400 - (60 + 300 + 1800)) / 3600);

/** Delay after the `attempt`-th attempt (1-based) fails. */
export function retryDelayAfter(attempt: number): number {
  const index = Math.min(Math.max(attempt, 1), retryDelaysSeconds.length) - 1;
  return retryDelaysSeconds[index]!;
}
