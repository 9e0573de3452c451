import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { applicationErrors, applicationSchema, formatMegabytes, resumeExtensionOf, resumeLimits } from "~/features/engagement/careers/schema";
import { downloadSchema, filterResources, readResourceFilter, resourceCategories } from "~/features/engagement/downloads/schema";
import {
  authorNameForCall,
  boardColumns,
  boardStatusOf,
  commentSchema,
  parseItemId,
} from "~/features/engagement/roadmap/schema";
import { parseCommentId } from "~/backend/roadmap-comments";

function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const errorsOf = (submission: { status?: "error" | "success"; error?: Record<string, string[] | null> | null }) =>
  submission.status === "error" ? submission.error : {};
const pdf = (bytes = 10, name = "cv.pdf") => new File([new Uint8Array(bytes)], name, { type: "application/pdf" });

describe("the job application schema (spec 2 §5)", () => {
  it("asks for the full name, the email and the resume with the spec's messages", () => {
    const submission = parseWithZod(form({ fullName: "  ", email: "", phone: "", coverLetter: "" }), {
      schema: applicationSchema,
    });
    expect(errorsOf(submission)).toEqual({
      fullName: ["fullNameRequired"],
      email: ["emailRequired"],
      resume: ["resumeRequired"],
    });
  });

  it("treats an empty file input as no resume", () => {
    const empty = new File([], "", { type: "application/octet-stream" });
    const submission = parseWithZod(form({ fullName: "Ana", email: "ana@example.com", resume: empty }), {
      schema: applicationSchema,
    });
    expect(errorsOf(submission)).toEqual({ resume: ["resumeRequired"] });
  });

  it.each(["ana", "ana@", "ana@example", "an a@example.com", "ana@@example.com"])("says 'Invalid email address' for %j", (email) => {
    const submission = parseWithZod(form({ fullName: "Ana", email, resume: pdf() }), { schema: applicationSchema });
    expect(errorsOf(submission)).toEqual({ email: ["emailInvalid"] });
  });

  it("trims the values and leaves phone and cover letter optional", () => {
    const submission = parseWithZod(form({ fullName: "  Ana Ribeiro ", email: " ana@example.com ", phone: "", coverLetter: "  ", resume: pdf() }), {
      schema: applicationSchema,
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({ fullName: "Ana Ribeiro", email: "ana@example.com" });
    expect(submission.value.phone ?? "").toBe("");
  });

  it("refuses other file types and files over 5 MB", () => {
    const exe = parseWithZod(form({ fullName: "Ana", email: "ana@example.com", resume: pdf(10, "setup.exe") }), {
      schema: applicationSchema,
    });
    expect(errorsOf(exe)).toEqual({ resume: ["resumeType"] });
    const big = parseWithZod(form({ fullName: "Ana", email: "ana@example.com", resume: pdf(resumeLimits.maxBytes + 1) }), {
      schema: applicationSchema,
    });
    expect(errorsOf(big)).toEqual({ resume: ["resumeTooLarge"] });
    const exactly = parseWithZod(form({ fullName: "Ana", email: "ana@example.com", resume: pdf(resumeLimits.maxBytes) }), {
      schema: applicationSchema,
    });
    expect(exactly.status).toBe("success");
  });

  it("caps every text field", () => {
    const submission = parseWithZod(
      form({
        fullName: "a".repeat(101),
        email: `${"a".repeat(250)}@example.com`,
        phone: "call me maybe",
        coverLetter: "x".repeat(5001),
        resume: pdf(),
      }),
      { schema: applicationSchema },
    );
    expect(errorsOf(submission)).toEqual({
      fullName: ["fullNameTooLong"],
      email: ["emailInvalid"],
      phone: ["phoneInvalid"],
      coverLetter: ["coverLetterTooLong"],
    });
  });

  it.each([
    ["resume.pdf", "pdf"],
    ["CV.DOCX", "docx"],
    ["old.doc", "doc"],
    ["archive.pdf.zip", null],
    ["pdf", null],
    ["noextension", null],
  ])("reads the extension of %s", (name, extension) => {
    expect(resumeExtensionOf(name)).toBe(extension);
  });
});

// app/features/engagement/careers/careers.enhance.ts checks the form without conform: it must reach conform's verdict.
describe("the application's browser-side checks (decision 0014)", () => {
  const cases: [string, Record<string, string | File>][] = [
    ["an empty form", { fullName: "  ", email: "", phone: "", coverLetter: "", resume: new File([], "") }],
    ["a bad email and an executable", { fullName: "Ana", email: "ana@example", resume: pdf(10, "setup.exe") }],
    ["a resume over 5 MB", { fullName: "Ana", email: "ana@example.com", phone: "+55 (11) 9", resume: pdf(resumeLimits.maxBytes + 1) }],
    ["overlong fields", { fullName: "a".repeat(101), email: "a@b.co", phone: "call me", coverLetter: "x".repeat(5001), resume: pdf() }],
    ["a valid application", { fullName: " Ana ", email: " ana@example.com ", phone: "", coverLetter: "", resume: pdf() }],
  ];
  it.each(cases)("gives conform's first message of each field for %s", (_label, fields) => {
    const expected = Object.fromEntries(
      Object.entries(errorsOf(parseWithZod(form(fields), { schema: applicationSchema })) ?? {}).map(([name, keys]) => [name, keys?.[0]]),
    );
    expect(applicationErrors(form(fields))).toEqual(expected);
  });

  it("names the refused fields in the form's order, with the spec's keys", () => {
    expect(applicationErrors(form({ fullName: "", email: "ana", resume: pdf(10, "cv.txt") }))).toEqual({
      fullName: "fullNameRequired",
      email: "emailInvalid",
      resume: "resumeType",
    });
    expect(Object.keys(applicationErrors(form({ resume: new File([], "") })))).toEqual(["fullName", "email", "resume"]);
  });

  it("words the upload's megabytes in the page's language", () => {
    expect(formatMegabytes(2.1 * 1024 * 1024, "en")).toBe("2.1 MB");
    expect(formatMegabytes(4.8 * 1024 * 1024, "pt")).toBe("4,8 MB");
    expect(formatMegabytes(0, "en")).toBe("0.0 MB");
  });
});

describe("the roadmap comment schema (spec 2 §5)", () => {
  it("requires the text after trimming and caps it at 1,000 characters", () => {
    expect(errorsOf(parseWithZod(form({ content: "   " }), { schema: commentSchema }))).toEqual({ content: ["contentRequired"] });
    expect(errorsOf(parseWithZod(form({ content: "x".repeat(1001) }), { schema: commentSchema }))).toEqual({
      content: ["contentTooLong"],
    });
    const ok = parseWithZod(form({ content: "  Great idea  ", authorName: "  Ana " }), { schema: commentSchema });
    expect(ok.status === "success" && ok.value).toEqual({ content: "Great idea", authorName: "Ana" });
  });

  it("caps the optional name at 60 characters", () => {
    expect(errorsOf(parseWithZod(form({ content: "Hi", authorName: "n".repeat(61) }), { schema: commentSchema }))).toEqual({
      authorName: ["authorNameTooLong"],
    });
  });

  it("sends 'Anonymous' for an empty name", () => {
    expect(authorNameForCall(undefined)).toBe("Anonymous");
    expect(authorNameForCall("   ")).toBe("Anonymous");
    expect(authorNameForCall(" Ana ")).toBe("Ana");
  });
});

describe("the roadmap board (spec 2 §2.8)", () => {
  it("puts items in the four columns in order, unknown statuses in Backlog, keeping their order", () => {
    const items = [
      { id: 5, status: "Done" },
      { id: 4, status: "Under review" },
      { id: 3, status: "Next Up" },
      { id: 2, status: "Backlog" },
      { id: 1, status: "" },
    ];
    const columns = boardColumns(items);
    expect(Object.keys(columns)).toEqual(["Backlog", "Next Up", "In Progress", "Done"]);
    expect(columns.Backlog.map((item) => item.id)).toEqual([4, 2, 1]);
    expect(columns["Next Up"].map((item) => item.id)).toEqual([3]);
    expect(columns["In Progress"]).toEqual([]);
    expect(columns.Done.map((item) => item.id)).toEqual([5]);
    expect(boardStatusOf("in progress")).toBe("Backlog");
  });

  it("accepts only positive whole numbers as item ids and UUIDs as comment ids", () => {
    expect(parseItemId("12")).toBe(12);
    for (const bad of [undefined, "", "0", "-1", "1.5", "12abc", "01", "9".repeat(16)]) expect(parseItemId(bad)).toBeNull();
    expect(parseCommentId("7E5F0C2A-1D4B-4C8E-9A31-000000000001")).toBe("7e5f0c2a-1d4b-4c8e-9a31-000000000001");
    expect(parseCommentId("1; drop table roadmap_comments")).toBeNull();
    expect(parseCommentId(null)).toBeNull();
  });
});

describe("the download form and filter (spec 2 §2.11, §5)", () => {
  it("wants a name of at least 2 characters and a valid email", () => {
    expect(errorsOf(parseWithZod(form({ name: " J ", email: "j@" }), { schema: downloadSchema }))).toEqual({
      name: ["nameTooShort"],
      email: ["emailInvalid"],
    });
    expect(errorsOf(parseWithZod(form({}), { schema: downloadSchema }))).toEqual({
      name: ["nameTooShort"],
      email: ["emailInvalid"],
    });
    const ok = parseWithZod(form({ name: " Jo ", email: " jo@example.com " }), { schema: downloadSchema });
    expect(ok.status === "success" && ok.value).toEqual({ name: "Jo", email: "jo@example.com" });
  });

  const resources = [
    { name: "Direct Booking Launch Checklist", description: "Payments and policies", category: "Checklists" },
    { name: "Seasonal Pricing Playbook", description: "Minimum stays and gap nights", category: "Guides" },
    { name: "Untitled", description: null, category: null },
    { name: "Guest Email Templates Pack", description: "Pre-arrival and review requests", category: "Templates" },
    { name: "Another guide", description: "Pricing for owners", category: " Guides " },
  ];

  it("finds text in name or description whatever its case, within the chosen category", () => {
    expect(filterResources(resources, { q: "PRICING", category: "" }).map((r) => r.name)).toEqual([
      "Seasonal Pricing Playbook",
      "Another guide",
    ]);
    expect(filterResources(resources, { q: "", category: "Guides" }).map((r) => r.name)).toEqual([
      "Seasonal Pricing Playbook",
      "Another guide",
    ]);
    expect(filterResources(resources, { q: "review", category: "Guides" })).toEqual([]);
    expect(filterResources(resources, { q: "", category: "" })).toHaveLength(5);
  });

  it("lists each category found in the data once, in alphabetical order", () => {
    expect(resourceCategories(resources, "en")).toEqual(["Checklists", "Guides", "Templates"]);
  });

  it("reads the filter from the address, trimmed and capped", () => {
    expect(readResourceFilter(new URLSearchParams(`q=${"x".repeat(150)}&category=%20Guides%20`))).toEqual({
      q: "x".repeat(100),
      category: "Guides",
    });
    expect(readResourceFilter(new URLSearchParams(""))).toEqual({ q: "", category: "" });
  });
});
