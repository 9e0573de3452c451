import { describe, expect, it } from "vitest";
import type { $ZodType } from "zod/v4/core";
import * as z from "zod/mini";
import { helpFeedbackCommentMax } from "~/backend/content";
import { helpFeedbackSchema } from "~/features/content/help/feedback";
import { applicationLimits, applicationSchema } from "~/features/engagement/careers/schema";
import { downloadLimits, downloadSchema } from "~/features/engagement/downloads/schema";
import { commentLimits, commentSchema } from "~/features/engagement/roadmap/schema";
import { aiDemoPromptMaxLength } from "~/features/marketing/features/ai-demo";
import { aiDemoSchema } from "~/features/marketing/features/ai-demo-schema";
import { auditLimits, auditSchema } from "~/features/marketing/home/audit";
import { newsletterLimits, newsletterSchema } from "~/features/newsletter/schema";

// Issue 23 item 10 and decision 0009: one way of counting a text's length, everywhere. A
// browser's maxlength counts UTF-16 code units, and zod 4.6's maxLength counts code points,
// so a cover letter of 2,600 emoji (5,200 units) passed the server while the textarea stops
// at 2,500. Every maximum of every form schema now counts UTF-16 units, as the HTML does.

const resume = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], "cv.pdf", { type: "application/pdf" });

interface Case {
  form: string;
  field: string;
  max: number;
  schema: $ZodType;
  valid: Record<string, unknown>;
}

const cases: Case[] = [
  { form: "newsletter", field: "name", max: newsletterLimits.name, schema: newsletterSchema, valid: { name: "Ana", email: "ana@example.com" } },
  { form: "audit", field: "name", max: auditLimits.name, schema: auditSchema, valid: { propertyUrl: "airbnb.com/rooms/1", name: "Ana", email: "ana@example.com" } },
  { form: "roadmap comment", field: "authorName", max: commentLimits.authorName, schema: commentSchema, valid: { content: "Nice", authorName: "Ana" } },
  { form: "roadmap comment", field: "content", max: commentLimits.content, schema: commentSchema, valid: { content: "Nice" } },
  { form: "download", field: "name", max: downloadLimits.name, schema: downloadSchema, valid: { name: "Ana", email: "ana@example.com" } },
  { form: "application", field: "fullName", max: applicationLimits.fullName, schema: applicationSchema, valid: { fullName: "Ana", email: "ana@example.com", resume } },
  { form: "application", field: "coverLetter", max: applicationLimits.coverLetter, schema: applicationSchema, valid: { fullName: "Ana", email: "ana@example.com", resume } },
  { form: "AI demo", field: "prompt", max: aiDemoPromptMaxLength, schema: aiDemoSchema, valid: { prompt: "Hi" } },
  { form: "help feedback", field: "comment", max: helpFeedbackCommentMax, schema: helpFeedbackSchema, valid: { helpful: "no", comment: "More" } },
];

const accepts = (schema: $ZodType, value: Record<string, unknown>) => z.safeParse(schema, value).success;
const emoji = "😀"; // U+1F600: one code point, two UTF-16 units
const family = "👩‍👩‍👧"; // three emoji joined by two ZWJ: five code points, eight units

describe.each(cases)("the $form form's $field maximum", ({ field, max, schema, valid }) => {
  it("is counted in UTF-16 units, like the field's maxlength: emoji count two each", () => {
    expect(accepts(schema, { ...valid, [field]: "x".repeat(max) })).toBe(true);
    expect(accepts(schema, { ...valid, [field]: "x".repeat(max + 1) })).toBe(false);
    expect(accepts(schema, { ...valid, [field]: emoji.repeat(Math.floor(max / 2)) })).toBe(true);
    expect(accepts(schema, { ...valid, [field]: emoji.repeat(Math.floor(max / 2) + 1) })).toBe(false);
  });

  it("counts joined emoji by their units, and combining marks after NFC", () => {
    const families = Math.floor(max / family.length);
    expect(accepts(schema, { ...valid, [field]: family.repeat(families) })).toBe(true);
    expect(accepts(schema, { ...valid, [field]: family.repeat(families) + "x".repeat(max - families * family.length + 1) })).toBe(false);
    // "é" typed as e + U+0301 is stored (and counted) as one unit once put in NFC...
    expect(accepts(schema, { ...valid, [field]: "e\u0301".repeat(max) })).toBe(true);
    // ...while a mark with no precomposed form stays two units: q + U+0301.
    expect(accepts(schema, { ...valid, [field]: "q\u0301".repeat(Math.floor(max / 2)) })).toBe(true);
    expect(accepts(schema, { ...valid, [field]: "q\u0301".repeat(Math.floor(max / 2) + 1) })).toBe(false);
  });
});

describe("the issue's cover letter", () => {
  it("refuses 2,600 emoji (5,200 UTF-16 units) against a 5,000 maxlength, with the field's message", () => {
    const result = z.safeParse(applicationSchema, { fullName: "Ana", email: "ana@example.com", resume, coverLetter: emoji.repeat(2600) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["coverLetter", "coverLetterTooLong"]]);
    expect(accepts(applicationSchema, { fullName: "Ana", email: "ana@example.com", resume, coverLetter: emoji.repeat(2500) })).toBe(true);
  });
});

describe("the phone fields' maximum", () => {
  it("is counted in UTF-16 units too", () => {
    expect(accepts(newsletterSchema, { name: "Ana", email: "ana@example.com", phone: "1".repeat(newsletterLimits.phone) })).toBe(true);
    expect(accepts(newsletterSchema, { name: "Ana", email: "ana@example.com", phone: "1".repeat(newsletterLimits.phone + 1) })).toBe(false);
    expect(accepts(applicationSchema, { fullName: "Ana", email: "ana@example.com", resume, phone: "1".repeat(applicationLimits.phone + 1) })).toBe(false);
  });
});
