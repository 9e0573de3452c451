import { parseWithZod } from "@conform-to/zod/v4";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationSchema } from "~/features/engagement/careers/schema";
import { downloadSchema } from "~/features/engagement/downloads/schema";
import { authorNameForCall, commentSchema } from "~/features/engagement/roadmap/schema";
import { auditSchema, normalizePropertyUrl } from "~/features/marketing/home/audit";
import { newsletterSchema } from "~/features/newsletter/schema";
import { supportSchema } from "~/features/content/help/contact";
import { buildPdf } from "../../fixtures/engagement/pdf";
import { payloadsFor, type Family, type Payload } from "../../fixtures/hostile/corpus";
import { baseUrl, cookiesFrom, postForm, queryD1 } from "./support";

/**
 * Every hostile payload over HTTP against the built site, each in a field of its family on
 * a public form (docs/decisions/0009): no 5xx, nothing stored from what the schema refuses,
 * and what it accepts stored as the schema gives it. Each request comes from its own
 * address (its own /64), so rate limits do not hide validation. The payloads of a family
 * take turns over its fields; tests/unit/hostile-input.test.ts runs each one in every field.
 */
const run = Date.now().toString(36).slice(-5);
const marker = (n: number) => `hx${run}-${n}`;
const markerEmail = (n: number) => `${marker(n)}@example.com`;
let addressCount = 0;
function address() {
  addressCount += 1;
  return `2001:db8:${(addressCount >> 16).toString(16)}:${(addressCount & 0xffff).toString(16)}::1`;
}

const sameOrigin = () => ({ Origin: baseUrl(), "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": address() });
const itemId = 990_000 + (Date.now() % 9_000);
const resourceSlug = "seasonal-pricing-playbook";
/** A whole PDF: resumes are checked for their structure (decision 0308). */
const pdfBytes = buildPdf();

/** A field of a form: the other fields valid, the marker where it identifies the stored row. */
interface Target {
  name: string;
  family: Family;
  post: (payload: Payload, n: number) => Promise<Response>;
  /** The value the backend must hold for this payload, or null when it must store nothing. */
  expected?: (payload: Payload, n: number) => string | null;
  /** Where this target's posts are stored: the column holding the marker, and the value. */
  stored?: { table: keyof typeof markedRows; key: string; value: (row: Row) => string | null };
}

const urlencoded = (fields: Record<string, string>, hostile: [string, Payload]) =>
  [...Object.entries(fields).filter(([k]) => k !== hostile[0]).map(([k, v]) => `${k}=${encodeURIComponent(v)}`), `${hostile[0]}=${hostile[1].wire}`].join("&");

function postRaw(path: string, body: string) {
  return fetch(baseUrl() + path, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...sameOrigin() },
    body,
  });
}

function postApplication(fields: Record<string, string>, hostile?: [string, Payload]) {
  if (hostile?.[1].unparsable) return postRawApplication(fields, hostile);
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...fields, ...(hostile ? { [hostile[0]]: hostile[1].received } : {}) })) body.append(name, value);
  body.append("resume", new File([pdfBytes], "cv.pdf", { type: "application/pdf" }));
  return fetch(`${baseUrl()}/careers/apply/sdr-latam`, { method: "POST", redirect: "manual", headers: sameOrigin(), body });
}

/** The application as multipart written by hand, the hostile field carrying its wire bytes as they are (not UTF-8). */
function postRawApplication(fields: Record<string, string>, [field, payload]: [string, Payload]) {
  const boundary = "----stayloopHostileBoundary";
  const bytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
  const part = (name: string, content: Uint8Array) =>
    Buffer.concat([bytes(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`), content, bytes("\r\n")]);
  const body = Buffer.concat([
    ...Object.entries(fields)
      .filter(([name]) => name !== field)
      .map(([name, value]) => part(name, new TextEncoder().encode(value))),
    part(field, bytes(unescape(payload.wire.replace(/\+/g, " ")))),
    bytes(`--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    pdfBytes,
    bytes(`\r\n--${boundary}--\r\n`),
  ]);
  return fetch(`${baseUrl()}/careers/apply/sdr-latam`, {
    method: "POST",
    redirect: "manual",
    headers: { ...sameOrigin(), "Content-Type": `multipart/form-data; boundary=${boundary}` },
    body,
  });
}

function formData(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

/** What the schema (and the action after it) keeps of `field`, or null when it refuses the post. */
function accepted(schema: Parameters<typeof parseWithZod>[1]["schema"], fields: Record<string, string>, field: string, withResume = false) {
  const data = formData(fields);
  if (withResume) data.append("resume", new File([pdfBytes], "cv.pdf", { type: "application/pdf" }));
  const submission = parseWithZod(data, { schema });
  if (submission.status !== "success") return null;
  return (submission.value as Record<string, string | undefined>)[field] ?? "";
}

type Row = Record<string, unknown>;
/** The rows this run's posts may have stored, by table (markers sit in names or emails). */
const markedRows = {
  newsletter_subscribers: ["name", "email"],
  audit_requests: ["name", "email"],
  roadmap_comments: ["author_name", "content"],
  download_leads: ["name", "email"],
  job_applications: ["full_name", "email"],
  support_requests: ["name", "email"],
} as const;
/** The post a marked value came from, or null when it holds no marker of this run. */
function markerNumber(value: unknown): number | null {
  const text = String(value ?? "");
  return text.startsWith(marker(0).slice(0, -1)) ? Number(text.split("@")[0]!.slice(marker(0).length - 1)) : null;
}
const likeMarker = `'hx${run}-%'`;

const newsletterBase = { source: "footer", name: "Ana", email: "", phone: "", redirectTo: "/" };
const auditBase = { propertyUrl: "airbnb.com/rooms/1", name: "Ana", email: "", redirectTo: "/" };

const targets: Target[] = [
  {
    name: "newsletter name",
    family: "personName",
    post: (p, n) => postRaw("/resources/newsletter", urlencoded({ ...newsletterBase, email: markerEmail(n) }, ["name", p])),
    expected: (p, n) => accepted(newsletterSchema, { ...newsletterBase, email: markerEmail(n), name: p.received }, "name"),
    stored: { table: "newsletter_subscribers", key: "email", value: (row) => row.name as string | null },
  },
  {
    name: "blog sign-up email",
    family: "email",
    post: (p, n) => postRaw("/resources/newsletter", urlencoded({ ...newsletterBase, source: "blog", name: marker(n) }, ["email", p])),
    expected: (p, n) => accepted(newsletterSchema, { ...newsletterBase, name: marker(n), email: p.received }, "email")?.toLowerCase() ?? null,
    stored: { table: "newsletter_subscribers", key: "name", value: (row) => row.email as string | null },
  },
  {
    name: "waitlist phone",
    family: "phone",
    post: (p, n) =>
      postRaw("/resources/newsletter", urlencoded({ ...newsletterBase, source: "referral-waitlist", email: markerEmail(n) }, ["phone", p])),
    expected: (p, n) => accepted(newsletterSchema, { ...newsletterBase, email: markerEmail(n), phone: p.received }, "phone"),
    stored: { table: "newsletter_subscribers", key: "email", value: (row) => row.phone as string | null },
  },
  {
    name: "tutorials sign-up source",
    family: "enumValue",
    post: (p, n) => postRaw("/resources/newsletter", urlencoded({ name: "Ana", email: markerEmail(n), redirectTo: "/tutorials" }, ["source", p])),
    expected: (p, n) => {
      const source = accepted(newsletterSchema, { name: "Ana", email: markerEmail(n), source: p.received }, "source");
      return source === null ? null : source === "referral-waitlist" ? source : "newsletter";
    },
    stored: { table: "newsletter_subscribers", key: "email", value: (row) => (row.is_waitlist === 1 ? "referral-waitlist" : "newsletter") },
  },
  {
    name: "newsletter redirectTo",
    family: "hidden",
    post: (p, n) => postRaw("/resources/newsletter", urlencoded({ ...newsletterBase, name: "Ana", email: markerEmail(n) }, ["redirectTo", p])),
  },
  {
    name: "audit property URL",
    family: "url",
    post: (p, n) => postRaw("/resources/audit", urlencoded({ ...auditBase, email: markerEmail(n) }, ["propertyUrl", p])),
    expected: (p, n) => {
      const kept = accepted(auditSchema, { ...auditBase, email: markerEmail(n), propertyUrl: p.received }, "propertyUrl");
      return kept === null ? null : normalizePropertyUrl(kept);
    },
    stored: { table: "audit_requests", key: "email", value: (row) => row.property_url as string | null },
  },
  {
    name: "audit name",
    family: "personName",
    post: (p, n) => postRaw("/resources/audit", urlencoded({ ...auditBase, email: markerEmail(n) }, ["name", p])),
    expected: (p, n) => accepted(auditSchema, { ...auditBase, email: markerEmail(n), name: p.received }, "name"),
    stored: { table: "audit_requests", key: "email", value: (row) => row.name as string | null },
  },
  {
    name: "audit email",
    family: "email",
    post: (p, n) => postRaw("/resources/audit", urlencoded({ ...auditBase, name: marker(n) }, ["email", p])),
    expected: (p, n) => accepted(auditSchema, { ...auditBase, name: marker(n), email: p.received }, "email")?.toLowerCase() ?? null,
    stored: { table: "audit_requests", key: "name", value: (row) => row.email as string | null },
  },
  {
    name: "audit redirectTo",
    family: "hidden",
    post: (p, n) => postRaw("/resources/audit", urlencoded({ ...auditBase, email: markerEmail(n) }, ["redirectTo", p])),
  },
  {
    name: "AI demo prompt",
    family: "longText",
    post: (p) => postRaw("/features/ai-content-creation", urlencoded({ intent: "generate", contentType: "seasonalOffer" }, ["prompt", p])),
  },
  {
    name: "AI demo content type",
    family: "enumValue",
    post: (p) => postRaw("/features/ai-content-creation", urlencoded({ intent: "generate", prompt: "A cabin" }, ["contentType", p])),
  },
  {
    name: "AI demo intent",
    family: "enumValue",
    post: (p) => postRaw("/features/ai-content-creation", urlencoded({ contentType: "seasonalOffer", prompt: "A cabin" }, ["intent", p])),
  },
  {
    name: "roadmap comment author",
    family: "shortText",
    post: (p, n) => postRaw(`/roadmap/${itemId}`, urlencoded({ intent: "comment", content: marker(n) }, ["authorName", p])),
    expected: (p, n) => {
      const kept = accepted(commentSchema, { content: marker(n), authorName: p.received }, "authorName");
      return kept === null ? null : authorNameForCall(kept);
    },
    stored: { table: "roadmap_comments", key: "content", value: (row) => row.author_name as string | null },
  },
  {
    name: "roadmap comment text",
    family: "longText",
    post: (p, n) => postRaw(`/roadmap/${itemId}`, urlencoded({ intent: "comment", authorName: marker(n) }, ["content", p])),
    expected: (p, n) => accepted(commentSchema, { authorName: marker(n), content: p.received }, "content"),
    stored: { table: "roadmap_comments", key: "author_name", value: (row) => row.content as string | null },
  },
  {
    name: "roadmap intent",
    family: "enumValue",
    post: (p, n) => postRaw(`/roadmap/${itemId}`, urlencoded({ content: marker(n), commentId: "" }, ["intent", p])),
  },
  {
    name: "roadmap like comment id",
    family: "hidden",
    post: (p) => postRaw(`/roadmap/${itemId}`, urlencoded({ intent: "like" }, ["commentId", p])),
  },
  {
    name: "download name",
    family: "personName",
    post: (p, n) => postRaw(`/downloads/${resourceSlug}`, urlencoded({ email: markerEmail(n) }, ["name", p])),
    expected: (p, n) => accepted(downloadSchema, { email: markerEmail(n), name: p.received }, "name"),
    stored: { table: "download_leads", key: "email", value: (row) => row.name as string | null },
  },
  {
    name: "download email",
    family: "email",
    post: (p, n) => postRaw(`/downloads/${resourceSlug}`, urlencoded({ name: marker(n) }, ["email", p])),
    expected: (p, n) => accepted(downloadSchema, { name: marker(n), email: p.received }, "email")?.toLowerCase() ?? null,
    stored: { table: "download_leads", key: "name", value: (row) => row.email as string | null },
  },
  {
    name: "language",
    family: "enumValue",
    post: (p) => postRaw("/resources/language", urlencoded({ redirectTo: "/pricing" }, ["lang", p])),
  },
  {
    name: "language redirectTo",
    family: "hidden",
    post: (p) => postRaw("/resources/language", urlencoded({ lang: "pt" }, ["redirectTo", p])),
  },
  {
    name: "banner redirectTo",
    family: "hidden",
    post: (p) => postRaw("/resources/banner", urlencoded({}, ["redirectTo", p])),
  },
  // The help center's Contact Support form (decision 0212).
  ...(["name", "email", "subject", "message"] as const).map((field): Target => {
    const family = ({ name: "personName", email: "email", subject: "shortText", message: "longText" } as const)[field];
    const base = (n: number) => (field === "email" ? { name: marker(n), email: "", message: "Help" } : { name: "Ana", email: markerEmail(n), message: "Help" });
    return {
      name: `support request ${field}`,
      family,
      post: (p, n) => postRaw("/help-center/contact", urlencoded(base(n), [field, p])),
      expected: (p, n) => {
        const kept = accepted(supportSchema, { ...base(n), [field]: p.received }, field);
        return field === "email" ? (kept?.toLowerCase() ?? null) : kept;
      },
      stored: { table: "support_requests", key: field === "email" ? "name" : "email", value: (row) => row[field] as string | null },
    };
  }),
  {
    name: "support request article",
    family: "hidden",
    post: (p, n) => postRaw("/help-center/contact", urlencoded({ name: "Ana", email: markerEmail(n), message: "Help" }, ["article", p])),
  },
  ...(["fullName", "email", "phone", "coverLetter"] as const).map((field): Target => {
    const family = ({ fullName: "personName", email: "email", phone: "phone", coverLetter: "longText" } as const)[field];
    const base = (n: number) =>
      field === "email" ? { fullName: marker(n), email: "" } : { fullName: "Ana", email: markerEmail(n) };
    const column = ({ fullName: "full_name", email: "email", phone: "phone", coverLetter: "cover_letter" } as const)[field];
    return {
      name: `job application ${field}`,
      family,
      post: (p, n) => postApplication(base(n), [field, p]),
      expected: (p, n) => {
        const kept = accepted(applicationSchema, { ...base(n), [field]: p.received }, field, true);
        return field === "email" ? (kept?.toLowerCase() ?? null) : kept;
      },
      stored: { table: "job_applications", key: field === "email" ? "full_name" : "email", value: (row) => row[column] as string | null },
    };
  }),
];

/**
 * Over HTTP each family sends `perFamily` payloads, spread evenly over its corpora, so the
 * suite stays near a minute and a half on a small machine; the unit test sends them all.
 */
const perFamily = 200;
function sample(payloads: Payload[], count: number): Payload[] {
  if (payloads.length <= count) return payloads;
  return Array.from({ length: count }, (_, index) => payloads[Math.floor((index * payloads.length) / count)]!);
}

/** Runs `tasks` with at most `limit` in flight. */
async function bounded<T>(tasks: Array<() => Promise<T>>, limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]!();
      }
    }),
  );
  return results;
}

beforeAll(() => {
  queryD1(
    `INSERT INTO roadmap_items (id, title, description, status, upvotes, created_at) VALUES (${itemId}, 'Hostile input target', '', 'Backlog', 0, '2026-01-01T00:00:00Z')`,
  );
});
afterAll(() => {
  queryD1(`DELETE FROM roadmap_comments WHERE item_id = ${itemId}; DELETE FROM roadmap_items WHERE id = ${itemId}`);
});

describe("hostile field values over HTTP", () => {
  const families = [...new Set(targets.map((target) => target.family))];
  const plan = families.flatMap((family) => {
    const own = targets.filter((target) => target.family === family);
    return sample(payloadsFor(family), perFamily).map((payload, index) => ({ target: own[index % own.length]!, payload }));
  });
  const outcomes: Array<{ target: Target; payload: Payload; n: number; status: number; body: string }> = [];
  const stored = new Map<Target, Map<number, string>>();

  beforeAll(async () => {
    const started = Date.now();
    const results = await bounded(
      plan.map(({ target, payload }, n) => async () => {
        const response = await target.post(payload, n);
        return { target, payload, n, status: response.status, body: await response.text() };
      }),
      8,
    );
    outcomes.push(...results);
    console.info(`${results.length} hostile posts in ${Math.round((Date.now() - started) / 1000)} s`);
    // One query per table: each look into D1 starts wrangler, seconds on a busy machine.
    for (const [table, columns] of Object.entries(markedRows)) {
      const rows = queryD1<Row>(`SELECT * FROM ${table} WHERE ${columns.map((c) => `${c} LIKE ${likeMarker}`).join(" OR ")}`);
      for (const target of targets.filter((t) => t.stored?.table === table)) {
        const found = new Map<number, string>();
        for (const row of rows) {
          const n = markerNumber(row[target.stored!.key]);
          if (n !== null) found.set(n, target.stored!.value(row) ?? "");
        }
        stored.set(target, found);
      }
    }
  }, 300_000);

  it("refuses a form body that is not UTF-8 whole, with 400", () => {
    // Job applications too: multipart text parts are decoded as strictly (decision 0308).
    const raw = outcomes.filter((o) => o.payload.unparsable);
    expect(raw.length).toBeGreaterThan(0);
    expect(raw.filter((o) => o.target.name.startsWith("job application")).length).toBeGreaterThan(0);
    expect(raw.filter((o) => o.status !== 400).map((o) => `${o.target.name} ${o.payload.id}: ${o.status}`)).toEqual([]);
  });

  it(`answers every one of ${plan.length} posts below 500`, () => {
    const failures = outcomes.filter((o) => o.status >= 500).map((o) => `${o.target.name} ${o.payload.id}: ${o.status}`);
    expect(failures).toEqual([]);
  });

  it.each(targets.filter((target) => target.stored).map((target) => [target.name, target]))(
    "%s: stores exactly what the schema accepts, as the schema gives it",
    (_name, target) => {
      const rows = stored.get(target) ?? new Map<number, string>();
      const mine = outcomes.filter((o) => o.target === target);
      const problems: string[] = [];
      for (const { payload, n } of mine) {
        // Every form gets the raw bytes (job applications as a multipart part) and refuses them.
        const refusedWhole = payload.unparsable;
        const expected = refusedWhole ? null : target.expected!(payload, n);
        const actual = rows.get(n);
        if (expected === null && actual !== undefined) problems.push(`${payload.id}: stored ${JSON.stringify(actual)} from refused input`);
        if (expected !== null && actual === undefined && target.family !== "email") problems.push(`${payload.id}: accepted but not stored`);
        if (expected !== null && actual !== undefined && actual !== expected) problems.push(`${payload.id}: stored ${JSON.stringify(actual)}`);
      }
      expect(problems).toEqual([]);
      // Valid hostile text is stored, not only refused: the corpus must exercise both ways.
      expect(rows.size).toBeGreaterThan(0);
    },
  );

  it("echoes markup typed in the AI demo's prompt only escaped", () => {
    const echoed = outcomes.filter((o) => o.target.name === "AI demo prompt" && /<[a-z!/]/i.test(o.payload.received));
    expect(echoed.length).toBeGreaterThan(5);
    for (const { payload, body } of echoed) expect.soft(body.includes(payload.received), payload.id).toBe(false);
  });

  it("shows markup typed in a comment as text", async () => {
    const content = `<img src=x onerror=alert(1)> ${marker(-1)}`;
    const posted = await postForm(`/roadmap/${itemId}`, { intent: "comment", authorName: "<b>Eve</b>", content }, { "CF-Connecting-IP": address() });
    expect(posted.status).toBe(303);
    expect(queryD1(`SELECT author_name, content FROM roadmap_comments WHERE content = '${content}'`)).toEqual([
      { author_name: "<b>Eve</b>", content },
    ]);
    const page = await (await fetch(`${baseUrl()}/roadmap/${itemId}`, { headers: { Cookie: "lang=en" } })).text();
    expect(page).not.toContain(content);
    expect(page).toContain(`&lt;img src=x onerror=alert(1)&gt; ${marker(-1)}`);
    expect(page).toContain("&lt;b&gt;Eve&lt;/b&gt;");
  });
});

describe("a refused form whose fields are long, without JavaScript", () => {
  const longUrl = `https://exemplo.com.br/${"casa-de-praia-ação-".repeat(120)}`.slice(0, 2000);

  const flashPage = async (response: Response) => {
    expect(response.status).toBe(303);
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith("__flash="));
    expect(cookie?.length).toBeLessThan(4096);
    const page = await fetch(new URL(response.headers.get("Location") ?? "/", baseUrl()), { headers: { Cookie: `lang=en; ${cookiesFrom(response)}` } });
    return page.text();
  };
  const typedUrl = (html: string) =>
    html.match(/name="propertyUrl"[^>]*value="([^"]*)"/)?.[1] ?? html.match(/value="([^"]*)"[^>]*name="propertyUrl"/)?.[1] ?? "";

  it("brings an ordinary visitor's 2,000-character accented URL back whole, with the field error", async () => {
    const html = await flashPage(
      await postForm("/resources/audit", { propertyUrl: longUrl, name: "", email: "ana@example.com", redirectTo: "/" }, { "CF-Connecting-IP": address() }),
    );
    expect(html).toMatch(/id="[^"]*name-error"[^>]*>Name is required</);
    expect(typedUrl(html)).toBe(longUrl);
    expect(html).toContain('value="ana@example.com"');
    expect(html).not.toContain("Only the beginning of what you typed could be brought back");
  });

  it("comes back with the field error, the beginning of a value too long for the cookie, and a note where it was cut", async () => {
    const longerUrl = `https://exemplo.com.br/${"casa-de-praia-ação-".repeat(600)}`;
    const html = await flashPage(
      await postForm("/resources/audit", { propertyUrl: longerUrl, name: "", email: "ana@example.com", redirectTo: "/" }, { "CF-Connecting-IP": address() }),
    );
    expect(html).toMatch(/id="[^"]*name-error"[^>]*>Name is required</);
    const value = typedUrl(html);
    expect(value.length).toBeGreaterThan(500);
    expect(value.length).toBeLessThan(longerUrl.length);
    expect(longerUrl.startsWith(value)).toBe(true);
    expect(html).toContain('value="ana@example.com"');
    expect(html).toContain("Only the beginning of what you typed could be brought back");
  });

  it("brings a newsletter sign-up back with its error next to the field", async () => {
    const response = await postForm(
      "/resources/newsletter",
      { source: "footer", name: "Conceição ".repeat(400), email: "not an email", redirectTo: "/pricing" },
      { "CF-Connecting-IP": address() },
    );
    expect(response.status).toBe(303);
    const page = await fetch(new URL(response.headers.get("Location") ?? "/", baseUrl()), { headers: { Cookie: `lang=en; ${cookiesFrom(response)}` } });
    const html = await page.text();
    expect(html).toMatch(/Please keep your name under 100 characters\. Only the beginning of what you typed could be brought back/);
    expect(html).toMatch(/Please enter a valid email address/);
    expect(html).toContain('value="not an email"');
  });
});

describe("hostile values in the channel-fee planner's GET form (issue 33 item 1)", () => {
  // Every number field of the planner, in turn; the other fields hold a valid mix, so the
  // hostile value is the only thing wrong. A GET stores nothing: the fee table must not move.
  const fields = ["airbnb_nights", "airbnb_rate", "booking_nights", "booking_rate", "vrbo_nights", "vrbo_rate", "direct_nights", "direct_rate", "other_nights", "other_rate", "other_fee", "repeat_share"];
  const valid: Record<string, string> = { airbnb_nights: "120", airbnb_rate: "180", other_nights: "3", other_rate: "90", other_fee: "10", repeat_share: "20" };
  const payloads = [...sample(payloadsFor("shortText"), perFamily), ...sample(payloadsFor("enumValue"), 40)];

  it(`answers ${payloads.length} hostile values with the page, a message by the field, the value escaped, and nothing stored`, async () => {
    const before = JSON.stringify(queryD1("SELECT * FROM channel_fees ORDER BY id"));
    const problems: string[] = [];
    await bounded(
      payloads.map((payload, n) => async () => {
        const field = fields[n % fields.length]!;
        const query = [...Object.entries(valid).filter(([name]) => name !== field).map(([name, value]) => `${name}=${value}`), `${field}=${payload.wire}`].join("&");
        const response = await fetch(`${baseUrl()}/channel-fee-planner?${query}`, { headers: { Cookie: "lang=en" } });
        const html = await response.text();
        if (response.status !== 200) problems.push(`${payload.id} in ${field}: ${response.status}`);
        if (/<script>alert|onerror=alert|NaN|Infinity/.test(html.replace(/value="[^"]*"/g, ""))) problems.push(`${payload.id} in ${field}: markup or NaN in the page`);
        // The field's own channel (its fieldset): a number typed in an unused channel's nights asks for that channel's rate.
        const channel = field.split("_")[0]!;
        const start = html.indexOf(field === "repeat_share" ? `data-planner-field="${field}"` : `data-planner-channel="${channel}"`);
        const block = html.slice(start, html.indexOf(field === "repeat_share" ? "</div>" : "</fieldset>", start));
        // A value the planner takes (a number in range, or a blank it may leave) gives figures; anything else a message in its channel.
        const figures = html.includes('data-planner-results="figures"');
        if (!figures && !block.includes("data-planner-error")) problems.push(`${payload.id} in ${field}: neither figures nor a message in its channel`);
      }),
      8,
    );
    expect(problems).toEqual([]);
    expect(JSON.stringify(queryD1("SELECT * FROM channel_fees ORDER BY id"))).toBe(before);
  }, 300_000);
});
