/**
 * What a lead event is (issue 19 items 1, 2; issue 31 item 2; issue 42 item 3; docs/decisions/0028-lead-events.md,
 * 0041, 0058): every event type and the fields of its `data` with their JSON types. One table,
 * `leadEventFields`, is the contract: the builders (app/leads/payloads.ts) make each lead's payload
 * as its TypeScript type (`LeadPayload<T>`), both backends store that payload as it is and add only
 * what a kind `id` or `now` marks (the lead's id and the time it was written), the tests of both
 * check the stored events against it (`leadDataProblems`), and the webhook and the team's email read
 * it instead of guessing keys. Adding a field is a line here and in its builder, then its column.
 * This folder imports neither app/backend nor app/server: both import it.
 */

/**
 * What a field holds in JSON. A trailing `?` admits null; a nested table is a JSON object, and
 * `{ orNull: table }` one that may be null. `id` and `now` are the two the database writes: the
 * lead's new id (a string) and the time the lead was written (ISO 8601); a payload has neither.
 */
type FieldKind = "text" | "text?" | "time" | "integer" | "boolean" | "link" | "link?" | Stamp;
type Stamp = "id" | "now";
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
const consent = { version: "text", text: "text", locale: "text", path: "text", at: "now" } as const;
const subscription = {
  email: "text",
  name: "text",
  phone: "text?",
  is_waitlist: "boolean",
  feature_interest: "text",
  locale: "text",
  consent_text: "text",
  subscribed_at: "now",
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
  "audit_request.created": { id: "id", property_url: "text", name: "text", email: "text", locale: "text", created_at: "now", page, source },
  "job_application.created": {
    id: "id",
    job_id: "text",
    full_name: "text",
    email: "text",
    phone: "text?",
    cover_letter: "text?",
    // The resume's storage path, never the file.
    resume_path: "text",
    locale: "text",
    submitted_at: "now",
    page,
    source,
  },
  "download.created": { id: "id", name: "text", email: "text", resource_slug: "text", resource_name: "text", locale: "text", downloaded_at: "now", page, source },
  "newsletter.subscribed": subscription,
  "newsletter.updated": subscription,
  // Only who and when (decision 0030): the receiver stops mailing the address.
  "newsletter.unsubscribed": { email: "text", unsubscribed_at: "now" },
  "roadmap_comment.created": {
    // Chosen by the site: the signed moderation links name it (decision 0029).
    id: "text",
    item_id: "integer",
    author_name: "text",
    content: "text",
    created_at: "now",
    status: "text",
    approve_url: "link?",
    hide_url: "link?",
  },
  // No visitor key: it identifies a browser, not a lead.
  "help_feedback.created": { article_slug: "text", locale: "text", helpful: "boolean", comment: "text?", created_at: "now" },
  "support_request.created": {
    id: "id",
    name: "text",
    email: "text",
    subject: "text?",
    message: "text",
    article_slug: "text?",
    locale: "text",
    created_at: "now",
    page,
    source,
  },
  // A studio piece sent for review (decision 0501): not a visitor's lead, but the team hears of it
  // the same way, signed and retried. The link opens what waits for review in the studio.
  "studio.review_requested": {
    piece_id: "id",
    kind: "text",
    locale: "text",
    title: "text",
    slug: "text",
    author_email: "text",
    studio_url: "link",
    requested_at: "now",
  },
} as const satisfies Record<string, FieldTable>;

export type LeadEventType = keyof typeof leadEventFields;
/** Every event type (decisions 0028, 0030, 0212). */
export const leadEventTypes = Object.keys(leadEventFields) as LeadEventType[];

type ValueOf<K> = K extends "text" | "time" | "link" | Stamp
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

type PayloadOf<K> = K extends FieldKind
  ? ValueOf<K>
  : K extends { readonly orNull: infer T }
    ? PayloadOf<T> | null
    : { -readonly [F in keyof K as K[F] extends Stamp ? never : F]: PayloadOf<K[F]> };

/**
 * What the site builds of an event of type T (app/leads/payloads.ts) and both backends take as it
 * is: its `data` without the fields the database writes (`id`, `now`).
 */
export type LeadPayload<T extends LeadEventType> = PayloadOf<(typeof leadEventFields)[T]>;

/** What the database adds to a payload: the lead's new id (types without an `id` field ignore it) and when it was written. */
export interface LeadStamp {
  id?: string;
  at: string;
}

function stampTable(table: FieldTable, payload: Record<string, unknown>, stamp: LeadStamp): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [field, kind] of Object.entries(table)) {
    const value = payload[field];
    if (kind === "id") data[field] = stamp.id;
    else if (kind === "now") data[field] = stamp.at;
    else if (typeof kind === "object" && !isNullableTable(kind) && hasStamp(kind) && value) data[field] = stampTable(kind, value as Record<string, unknown>, stamp);
    // Copied as given: a nested value without stamps keeps its own key order, byte for byte.
    else data[field] = value;
  }
  return data;
}

function hasStamp(table: FieldTable): boolean {
  return Object.values(table).some((kind) => kind === "id" || kind === "now" || (typeof kind === "object" && !isNullableTable(kind) && hasStamp(kind)));
}

/**
 * The event's `data`: the payload with the database's id and time in the fields the contract marks,
 * every key in the contract's order (the webhook's body is these bytes on D1; Postgres's `jsonb`
 * orders keys itself). The D1 adapter calls it; the Supabase functions do the same in SQL.
 */
export function leadEventData<T extends LeadEventType>(type: T, payload: LeadPayload<T>, stamp: LeadStamp): LeadEventData<T> {
  return stampTable(leadEventFields[type] as FieldTable, payload as Record<string, unknown>, stamp) as LeadEventData<T>;
}

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
  const base = kind === "id" ? "text" : kind === "now" ? "time" : kind.replace("?", "");
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

/** The page a form was sent from: its path without its query, and its language (the contract's `page`). */
export type LeadPage = NonNullable<LeadEventData<"audit_request.created">["page"]>;
/** How the visitor reached that page (the contract's `source`); null in a lead when none of it is known. */
export type LeadSource = NonNullable<LeadEventData<"audit_request.created">["source"]>;

/** Where a lead was sent from, as every lead carries it (`page`, `source`; app/server/leads/source.server.ts reads it from the post). */
export interface LeadOrigin {
  page: LeadPage | null;
  source: LeadSource | null;
}
