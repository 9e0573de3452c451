import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { applicationSchema } from "~/features/engagement/careers/schema";
import { downloadSchema } from "~/features/engagement/downloads/schema";
import { authorNameForCall, commentSchema } from "~/features/engagement/roadmap/schema";
import { aiDemoSchema } from "~/features/marketing/features/ai-demo-schema";
import { auditSchema, normalizePropertyUrl } from "~/features/marketing/home/audit";
import { newsletterSchema } from "~/features/newsletter/schema";
import { supportSchema } from "~/features/content/help/contact";
import { cleanMultiLine, cleanSingleLine } from "~/lib/text-fields";
import { safeRedirectPath } from "~/server/flash.server";
import { families, payloadsFor, type Family } from "../fixtures/hostile/corpus";
import { parseCommentId } from "~/backend/roadmap-comments";

/**
 * Every hostile payload against every field of every form's schema (docs/decisions/0009):
 * nothing throws, and whatever a schema accepts is what the databases accept (the CHECK
 * constraints of migrations/ and supabase/migrations/), stored as typed but for the
 * invisible characters the schema removes. The same payloads go over HTTP in
 * tests/integration/http/hostile-input.test.ts.
 */
type Stored = "line" | "text" | "email" | "url" | "phone" | "choice";
interface FieldCase {
  form: string;
  schema: Parameters<typeof parseWithZod>[1]["schema"];
  valid: Record<string, string>;
  field: string;
  family: Family;
  stored: Stored;
  /** Characters (code points) the database allows once stored. */
  bounds: readonly [number, number];
}

const resume = () => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], "cv.pdf", { type: "application/pdf" });

const cases: FieldCase[] = [
  ...(["name", "email", "phone", "source"] as const).map((field) => ({
    form: "newsletter",
    schema: newsletterSchema,
    valid: { source: "referral-waitlist", name: "Ana", email: "ana@example.com", phone: "+55 11 91234-5678" },
    field,
    ...({ name: { family: "personName", stored: "line", bounds: [1, 100] }, email: { family: "email", stored: "email", bounds: [3, 254] }, phone: { family: "phone", stored: "phone", bounds: [0, 40] }, source: { family: "enumValue", stored: "choice", bounds: [1, 40] } } as const)[field],
  })),
  ...(["propertyUrl", "name", "email"] as const).map((field) => ({
    form: "audit",
    schema: auditSchema,
    valid: { propertyUrl: "airbnb.com/rooms/1", name: "Ana", email: "ana@example.com" },
    field,
    ...({ propertyUrl: { family: "url", stored: "url", bounds: [10, 2048] }, name: { family: "personName", stored: "line", bounds: [1, 100] }, email: { family: "email", stored: "email", bounds: [3, 254] } } as const)[field],
  })),
  ...(["prompt", "contentType", "intent"] as const).map((field) => ({
    form: "ai demo",
    schema: aiDemoSchema,
    valid: { intent: "generate", contentType: "seasonalOffer", prompt: "A cabin by the lake" },
    field,
    ...({ prompt: { family: "longText", stored: "text", bounds: [1, 1000] }, contentType: { family: "enumValue", stored: "choice", bounds: [1, 40] }, intent: { family: "enumValue", stored: "choice", bounds: [1, 40] } } as const)[field],
  })),
  ...(["authorName", "content"] as const).map((field) => ({
    form: "roadmap comment",
    schema: commentSchema,
    valid: { authorName: "Ana", content: "Please add this." },
    field,
    ...({ authorName: { family: "shortText", stored: "line", bounds: [0, 60] }, content: { family: "longText", stored: "text", bounds: [1, 1000] } } as const)[field],
  })),
  ...(["name", "email"] as const).map((field) => ({
    form: "download",
    schema: downloadSchema,
    valid: { name: "Ana", email: "ana@example.com" },
    field,
    ...({ name: { family: "personName", stored: "line", bounds: [2, 100] }, email: { family: "email", stored: "email", bounds: [3, 254] } } as const)[field],
  })),
  ...(["fullName", "email", "phone", "coverLetter"] as const).map((field) => ({
    form: "job application",
    schema: applicationSchema,
    valid: { fullName: "Ana", email: "ana@example.com", phone: "", coverLetter: "Hello" },
    field,
    ...({ fullName: { family: "personName", stored: "line", bounds: [1, 100] }, email: { family: "email", stored: "email", bounds: [3, 254] }, phone: { family: "phone", stored: "phone", bounds: [0, 40] }, coverLetter: { family: "longText", stored: "text", bounds: [0, 5000] } } as const)[field],
  })),
  // The help center's Contact Support form (decision 0212); an empty subject is stored as none.
  ...(["name", "email", "subject", "message"] as const).map((field) => ({
    form: "support request",
    schema: supportSchema,
    valid: { name: "Ana", email: "ana@example.com", subject: "Calendar sync", message: "My calendar stopped syncing." },
    field,
    ...({ name: { family: "personName", stored: "line", bounds: [1, 100] }, email: { family: "email", stored: "email", bounds: [3, 254] }, subject: { family: "shortText", stored: "line", bounds: [0, 150] }, message: { family: "longText", stored: "text", bounds: [1, 4000] } } as const)[field],
  })),
];

// Characters the schemas remove from names and texts, and that no stored value may hold.
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const invisible = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFEFF\u202A-\u202E\u2066-\u2069]/u;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const codePoints = (value: string) => [...value].length;
/** A form field holds well-formed text: a lone surrogate is already U+FFFD there. */
function asFormValue(value: string): string {
  const formData = new FormData();
  formData.append("v", value);
  return formData.get("v") as string;
}

function parse(fieldCase: FieldCase, value: string) {
  const formData = new FormData();
  for (const [name, valid] of Object.entries({ ...fieldCase.valid, [fieldCase.field]: value })) formData.append(name, valid);
  if (fieldCase.form === "job application") formData.append("resume", resume());
  return parseWithZod(formData, { schema: fieldCase.schema });
}

/** What the action passes to the backend for this field. */
function storedValue(fieldCase: FieldCase, output: Record<string, unknown>): string {
  const value = output[fieldCase.field];
  if (fieldCase.field === "authorName") return authorNameForCall(value as string | undefined);
  if (fieldCase.field === "propertyUrl") return normalizePropertyUrl(value as string) ?? "refused after validation";
  if (fieldCase.stored === "email") return (value as string).toLowerCase();
  return (value as string | undefined) ?? "";
}

/** The database's checks on the column, in JavaScript (SQLite and Postgres agree on these). */
function storable(fieldCase: FieldCase, stored: string): boolean {
  const [min, max] = fieldCase.bounds;
  const length = codePoints(stored);
  if (length < min || length > max || stored.includes("\u0000") || loneSurrogate.test(stored)) return false;
  if (fieldCase.stored === "email") return stored.indexOf("@") > 0 && !/[\s\p{C}]/u.test(stored);
  if (fieldCase.stored === "url") return /^https?:\/\/\S+$/.test(stored);
  if (fieldCase.stored === "line" || fieldCase.stored === "phone") return !invisible.test(stored) && !/[\n\r\t]/.test(stored);
  if (fieldCase.stored === "text") return !invisible.test(stored) && !stored.includes("\r");
  return true;
}

describe("hostile corpora", () => {
  it.each(Object.keys(families) as Family[])("has at least 200 payloads for %s fields", (family) => {
    expect(payloadsFor(family).length).toBeGreaterThanOrEqual(200);
  });
});

describe.each(cases)("the $form form's $field field", (fieldCase) => {
  const payloads = payloadsFor(fieldCase.family);

  it(`never throws, and accepts only what the database stores (${payloads.length} payloads)`, () => {
    const problems: string[] = [];
    for (const payload of payloads) {
      for (const value of new Set([payload.value, payload.received])) {
        let submission;
        try {
          submission = parse(fieldCase, value);
        } catch (error) {
          problems.push(`${payload.id} threw ${String(error)}`);
          continue;
        }
        if (submission.status !== "success") {
          const errors = Object.entries(submission.error ?? {}).filter(([, messages]) => messages?.length);
          if (errors.some(([name]) => name !== fieldCase.field)) problems.push(`${payload.id} refused another field`);
          continue;
        }
        const stored = storedValue(fieldCase, submission.value as Record<string, unknown>);
        if (!storable(fieldCase, stored)) problems.push(`${payload.id} accepted but not storable: ${JSON.stringify(stored)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  if (fieldCase.stored === "line" || fieldCase.stored === "text") {
    it("stores valid hostile text as typed, without its invisible characters", () => {
      const clean = fieldCase.stored === "line" ? cleanSingleLine : cleanMultiLine;
      const problems: string[] = [];
      let accepted = 0;
      for (const { id, value } of payloads) {
        const expected = clean(asFormValue(value)).trim();
        const submission = parse(fieldCase, value);
        // Maximums count UTF-16 units, as the field's maxlength does; minimums code points (decision 0009).
        const fits = expected.length <= fieldCase.bounds[1] && codePoints(expected) >= fieldCase.bounds[0];
        if (fits !== (submission.status === "success")) problems.push(`${id}: ${fits ? "refused" : "accepted"}`);
        if (submission.status === "success") {
          accepted += 1;
          // An optional field left empty is absent.
          const output = (submission.value as Record<string, unknown>)[fieldCase.field] ?? "";
          if (output !== expected) problems.push(`${id}: stored ${JSON.stringify(output)}`);
        }
      }
      expect(problems).toEqual([]);
      // XSS, SQL and format strings are text like any other: most of the corpus is accepted.
      expect(accepted).toBeGreaterThan(payloads.length / 2);
    });
  }
});

/** The messages one field gets when `value` is posted in it and the other fields are valid. */
function errorsOf(form: string, field: string, value: string) {
  const fieldCase = cases.find((c) => c.form === form && c.field === field);
  if (!fieldCase) throw new Error(`no case for ${form} ${field}`);
  const submission = parse(fieldCase, value);
  return submission.status === "success" ? [] : submission.error?.[field];
}

describe("the text-field rules", () => {
  it("turns a NUL-only or control-only value into an empty one, so 'required' is said", () => {
    for (const value of ["\u0000", "\u0000\u0000 \u0001", "\u202e\ufeff", "\u0085\u007f"]) {
      expect(errorsOf("roadmap comment", "content", value)).toEqual(["contentRequired"]);
      expect(errorsOf("download", "name", value)).toEqual(["nameTooShort"]);
    }
  });
  it("keeps line breaks and tabs in texts, as \\n, and makes them spaces in one-line fields", () => {
    expect(cleanMultiLine("One\r\nTwo\rThree\u2028Four\tend")).toBe("One\nTwo\nThree\nFour\tend");
    expect(cleanSingleLine("Ana\r\nde\tSouza")).toBe("Ana de Souza");
  });
  it("composes decomposed accents (NFC), so a name counts as the visitor sees it", () => {
    expect(cleanSingleLine("Jose\u0301")).toBe("José");
  });
  it("keeps emoji sequences, joiners and right-to-left marks", () => {
    for (const value of ["👩‍👩‍👧‍👦", "🏳️‍🌈", "\u200fمحمد", "🏴\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}"]) {
      expect(cleanSingleLine(value)).toBe(value);
    }
  });
  it("refuses emails with invisible characters rather than changing the address", () => {
    for (const email of ["ana\u200b@example.com", "ana@example.com\u0000", "ana@exa\u00admple.com", "\u0000@\u0000.\u0000"]) {
      expect(errorsOf("audit", "email", email)).toEqual(["invalidEmail"]);
    }
  });
  it("measures an email's length as stored, lower-cased", () => {
    const email = `${"İ".repeat(200)}@example.com`;
    expect(errorsOf("newsletter", "email", email)).toContain("emailTooLong");
  });
});

describe("hidden fields", () => {
  it.each(["hidden", "enumValue"] as const)("keeps every %s payload as a same-site path or the fallback", (family) => {
    for (const { id, value } of payloadsFor(family)) {
      const path = safeRedirectPath(value, "/fallback");
      expect.soft(path === "/fallback" || (path.startsWith("/") && !/^\/[/\\]/.test(path)), id).toBe(true);
    }
  });
  it("reads a comment id only as a UUID", () => {
    for (const { value } of payloadsFor("hidden")) expect(parseCommentId(value)).toBeNull();
  });
});
