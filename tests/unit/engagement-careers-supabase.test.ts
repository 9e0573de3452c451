import type { AppLoadContext } from "@remix-run/cloudflare";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { submitApplication, type CareersJob } from "~/features/engagement/careers/careers.server";
import { backendWith, json } from "../fixtures/supabase/fake-fetch";
import { buildDoc, buildDocx, buildWord95Doc } from "../fixtures/engagement/office";
import { buildPdf } from "../fixtures/engagement/pdf";

/**
 * The application action on the Supabase adapter (decision 0308): the resume's structure and
 * the text's UTF-8 are checked before anything reaches Supabase, so a refused post makes no
 * Storage upload and no RPC; an accepted one uploads the file as it came, then records it.
 * The D1 + R2 side is checked over HTTP (tests/integration/http/engagement-careers.test.ts).
 */

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../fixtures/engagement/${name}`, import.meta.url)));
const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
const job: CareersJob = {
  id: "sdr-latam",
  title: "Sales Development Representative",
  department: "Sales",
  location: "Remote",
  type: "Contractor",
  description: "",
  responsibilities: [],
  qualifications: [],
  workHours: null,
  employmentType: "CONTRACTOR",
  remote: true,
  postedAt: "2026-11-01T00:00:00.000Z",
  validThrough: "2027-01-31T23:59:59.000Z",
  applicantLocations: ["BR"],
  salary: null,
  builtIn: true,
};

/** A Supabase that allows every rate limit, stores every upload and records every application; it keeps what it was sent. */
function supabase() {
  const calls: Array<{ path: string; raw: Uint8Array }> = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    calls.push({ path, raw: new Uint8Array(await request.arrayBuffer()) });
    if (path === "/rest/v1/rpc/hit_rate_limit") return json([{ allowed: true, retry_after_seconds: 0 }]);
    if (path.startsWith("/storage/v1/object/job_applications/")) return json({ Key: path.slice("/storage/v1/object/".length), Id: "1" });
    if (path === "/rest/v1/rpc/submit_job_application") return json("0b8a4f3e-6f8f-4c61-9a53-7d6c0e2b9a11");
    throw new Error(`unexpected request ${request.method} ${path}`);
  }) as typeof globalThis.fetch;
  const context = {
    backend: backendWith(fetch),
    config: { production: false, sessionSecret: "s".repeat(32), hashSalt: "h".repeat(32) },
  } as unknown as AppLoadContext;
  const supabaseCalls = () => calls.filter(({ path }) => !path.endsWith("/hit_rate_limit"));
  return { context, supabaseCalls };
}

function multipart(parts: Array<[string, Uint8Array, string?]>) {
  const boundary = "----stayloopSupabaseTest";
  const pieces: Uint8Array[] = [];
  for (const [name, content, fileName] of parts) {
    const file = fileName ? `; filename="${fileName}"\r\nContent-Type: application/octet-stream` : "";
    pieces.push(latin1(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file}\r\n\r\n`), content, latin1("\r\n"));
  }
  pieces.push(latin1(`--${boundary}--\r\n`));
  return new Request("https://stayloop.test/careers/apply/sdr-latam", {
    method: "POST",
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, "CF-Connecting-IP": "203.0.113.9" },
    body: Buffer.concat(pieces),
  });
}

const utf8 = (text: string) => new TextEncoder().encode(text);
const fields = (email = "ana@example.com"): Array<[string, Uint8Array]> => [
  ["fullName", utf8("Ana Ribeiro")],
  ["email", utf8(email)],
];

describe("an application on the Supabase adapter", () => {
  it.each([
    ["a 5-byte %PDF-", latin1("%PDF-"), "cv.pdf"],
    ["an HTML page that starts with %PDF-", latin1("%PDF-1.7\n<html><body>CV</body></html>"), "cv.pdf"],
    ["an HTML page renamed .pdf", latin1("<!doctype html><html><body>CV</body></html>"), "cv.pdf"],
    ["a PDF cut short", buildPdf().subarray(0, 300), "cv.pdf"],
    ["a bare .doc header", latin1("\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + "\0".repeat(1016)), "cv.doc"],
  ])("refuses %s without a Storage upload or an RPC", async (_label, bytes, name) => {
    const { context, supabaseCalls } = supabase();
    const response = await submitApplication({ request: multipart([...fields(), ["resume", bytes, name]]), context, lang: "en", job });
    expect(response.status).toBe(400);
    const data = (await response.json()) as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    expect(data.result.error.resume).toEqual(["errors.resumeNotDocument"]);
    expect(data.result.initialValue).toMatchObject({ fullName: "Ana Ribeiro", email: "ana@example.com" });
    expect(supabaseCalls()).toEqual([]);
  });

  it("refuses an email that is not UTF-8 without a Storage upload or an RPC, keeping the name", async () => {
    const { context, supabaseCalls } = supabase();
    const request = multipart([
      ["fullName", utf8("Ana Ribeiro")],
      ["email", latin1("x\xc3(y@example.com")],
      ["resume", fixture("resume.pdf"), "cv.pdf"],
    ]);
    const response = await submitApplication({ request, context, lang: "en", job });
    expect(response.status).toBe(400);
    const data = (await response.json()) as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    expect(data.result.error).toMatchObject({ "": ["errors.unreadable"], email: ["errors.unreadableField"] });
    expect(data.result.initialValue.fullName).toBe("Ana Ribeiro");
    expect(data.result.initialValue.email).toBeUndefined();
    expect(supabaseCalls()).toEqual([]);
  });

  it.each([
    ["a PDF", fixture("resume.pdf"), "cv.pdf", "pdf"],
    ["a DOCX", buildDocx(), "cv.docx", "docx"],
    ["a DOC", buildDoc(), "cv.doc", "doc"],
    ["a Word 95 DOC", buildWord95Doc(), "cv.doc", "doc"],
    ["a PDF with bytes after %%EOF", buildPdf({ after: latin1("\r\n-- \r\nScanned.\r\n") }), "cv.pdf", "pdf"],
  ])("uploads %s as it came to the private bucket, then records the application", async (_label, bytes, name, extension) => {
    const { context, supabaseCalls } = supabase();
    const response = await submitApplication({ request: multipart([...fields(), ["resume", bytes, name]]), context, lang: "en", job });
    expect(response.status).toBe(303);
    const [upload, record, ...rest] = supabaseCalls();
    expect(upload!.path).toMatch(new RegExp(`^/storage/v1/object/job_applications/resumes/\\d+-[0-9a-f-]{36}\\.${extension}$`));
    expect(Buffer.from(upload!.raw).includes(Buffer.from(bytes))).toBe(true);
    expect(record!.path).toBe("/rest/v1/rpc/submit_job_application");
    expect(rest).toEqual([]);
  });
});
