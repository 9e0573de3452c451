import {
  getMultipartBoundary,
  MaxFileSizeExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  MultipartParser,
  type MultipartPart,
} from "@remix-run/multipart-parser";
import { resumeExtensionOf, resumeLimits, type ResumeProblem } from "~/features/engagement/careers/schema";
import type { ResumeExtension } from "~/backend/types";
import { parseUrlEncoded } from "~/server/form-body.server";
import { isWholeDoc } from "./resume-doc.server";
import { isWholeDocx } from "./resume-docx.server";
import { isWholePdf } from "./resume-pdf.server";

/**
 * Reads a job application post (DESIGN §6): the text fields, and the resume, checked once it
 * has arrived. Whatever the headers say, reading stops at a cap a little over the 5 MB resume
 * plus the text fields; a resume over 5 MB is refused with the text fields kept. Nothing is
 * stored here: the action stores the accepted resume once the rest is valid.
 */

/** Any single text field (the cover letter is the longest at 5,000 characters, up to 20 KB in UTF-8). */
const textFieldMaxBytes = 32 * 1024;
/**
 * A whole application post may be this big: the 5 MB resume, and room for the text fields
 * and the multipart framing (the form's fields add up to about 25 KB at most).
 */
export const applicationMaxRequestBytes = resumeLimits.maxBytes + 256 * 1024;
/** A post without a file part (an urlencoded form) holds the text fields only. */
const urlEncodedMaxBytes = 64 * 1024;
/** The form has nine fields; a few more are tolerated, thousands are not. */
const maxParts = 32;
/** The field whose file is the resume. */
export const resumeFieldName = "resume";

export interface CheckedResume {
  content: Uint8Array<ArrayBuffer>;
  extension: ResumeExtension;
  contentType: string;
  fileName: string;
}

export interface ApplicationUpload {
  /** The text fields that were read, and the resume as a File when it was accepted. */
  formData: FormData;
  resume: CheckedResume | null;
  /** Why the resume was refused, when it was. */
  problem: ResumeProblem | null;
  /** The text fields whose bytes were not UTF-8: the post is refused, these fields left empty. */
  unreadable: string[];
}

const contentTypes: Record<ResumeExtension, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** A post the browser could not have sent: not a form, no multipart boundary, broken framing, a text field far over any limit. */
export class MalformedUpload extends Error {
  constructor(
    message: string,
    /** 415 when the body is not a form at all, 413 when a form without a file is over its cap, 400 otherwise. */
    readonly status: 400 | 413 | 415 = 400,
  ) {
    super(message);
  }
}

function concat(chunks: Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/**
 * The file is a whole document of the format its name claims, as readers open it (decisions
 * 0308 and 0310): a PDF with its header in the first kilobyte, objects, a catalog a reader finds
 * and its final `%%EOF`; a .docx zip with its central directory, `[Content_Types].xml` and
 * `word/document.xml`; a .doc with its Word 6.0–2003 `WordDocument` stream (or a Word 2.0
 * file). What transport adds before a PDF and after any file is tolerated, as readers tolerate
 * it. A renamed executable or HTML page, a zip that is not a Word document, an HTML page that
 * begins with `%PDF-`, a PDF renamed .docx, or a file cut short are refused.
 */
export async function sniffResume(content: Uint8Array, extension: ResumeExtension): Promise<boolean> {
  if (extension === "pdf") return isWholePdf(content);
  if (extension === "doc") return isWholeDoc(content);
  return isWholeDocx(content);
}

/**
 * Text parts must be UTF-8 whole, as the other forms' bodies must be
 * (app/server/form-body.server.ts): a browser never sends anything else, and a lenient
 * decoder would store U+FFFD in place of what nobody typed.
 */
const textDecoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * Reads the body up to `limit` bytes, whatever Content-Length says (a chunked body has none).
 * Each chunk goes to `onChunk`; past the limit reading stops and the rest of the body is
 * cancelled, so workerd stops receiving it. Returns false when the limit was passed.
 */
async function readCapped(
  body: ReadableStream<Uint8Array>,
  limit: number,
  onChunk: (chunk: Uint8Array) => void,
): Promise<boolean> {
  const reader = body.getReader();
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      received += value.byteLength;
      if (received > limit) {
        await reader.cancel().catch(() => undefined);
        return false;
      }
      onChunk(value);
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  } finally {
    reader.releaseLock();
  }
}

/** A form without a file field at all: only the text fields to validate, read up to the cap. */
async function readUrlEncoded(body: ReadableStream<Uint8Array> | null, collected: FormData): Promise<void> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const complete = body
    ? await readCapped(body, urlEncodedMaxBytes, (chunk) => {
        chunks.push(chunk);
        size += chunk.byteLength;
      })
    : true;
  if (!complete) throw new MalformedUpload("form too long", 413);
  let fields: FormData;
  try {
    fields = parseUrlEncoded(concat(chunks, size));
  } catch {
    // Not UTF-8, or a broken `%` escape: refused whole, as every urlencoded form is.
    throw new MalformedUpload("urlencoded form that is not UTF-8");
  }
  for (const [name, value] of fields) collected.append(name, value);
}

/** The resume part, once complete: its name must have an accepted extension and its bytes must match it. */
async function checkResume(filename: string, content: Uint8Array<ArrayBuffer>): Promise<CheckedResume | ResumeProblem> {
  const extension = resumeExtensionOf(filename);
  if (!extension) return "resumeType";
  if (!(await sniffResume(content, extension))) return "resumeNotDocument";
  return { content, extension, contentType: contentTypes[extension], fileName: filename };
}

/**
 * Reads an application post. Multipart bodies go through @remix-run/multipart-parser, which
 * follows RFC 7578 (a filename may hold `;`, `=`, quotes or any UTF-8 letter) and hands over
 * each part once it is complete; the browser sends the text fields before the file, so they
 * are kept whatever happens to the file. The parser stops buffering the resume as soon as it
 * passes 5 MB; after that the body is read and discarded only up to the request cap, then
 * cut off (docs/decisions/0304-careers-and-resumes.md says why).
 */
export async function readApplicationUpload(request: Request): Promise<ApplicationUpload> {
  const collected = new FormData();
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  if (type.startsWith("application/x-www-form-urlencoded")) {
    await readUrlEncoded(request.body, collected);
    return { formData: collected, resume: null, problem: null, unreadable: [] };
  }
  if (!type.startsWith("multipart/form-data")) throw new MalformedUpload(`not a form: ${type || "no Content-Type"}`, 415);
  const boundary = getMultipartBoundary(request.headers.get("Content-Type") ?? "");
  if (!boundary) throw new MalformedUpload("multipart body without a boundary");
  if (!request.body) throw new MalformedUpload("empty multipart body");

  const parser = new MultipartParser(boundary, {
    maxFileSize: resumeLimits.maxBytes,
    maxTotalSize: applicationMaxRequestBytes,
    maxParts: maxParts,
  });
  const pending: MultipartPart[] = [];
  let problem: ResumeProblem | null = null;
  let tooLarge = false;
  const complete = await readCapped(request.body, applicationMaxRequestBytes, (chunk) => {
    if (tooLarge) return;
    try {
      for (const part of parser.write(chunk)) pending.push(part);
    } catch (error) {
      // Past 5 MB the resume is no longer stored; the rest is only counted (up to the cap).
      if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) tooLarge = true;
      else throw error;
    }
  }).catch((error: unknown) => {
    if (error instanceof MultipartParseError || error instanceof TypeError) throw new MalformedUpload(error.message);
    throw error;
  });
  if (!complete) tooLarge = true;
  if (!tooLarge) {
    try {
      parser.finish();
    } catch (error) {
      throw new MalformedUpload(error instanceof Error ? error.message : String(error));
    }
  }

  let resume: CheckedResume | null = null;
  const unreadable: string[] = [];
  for (const part of pending) {
    let name: string | undefined;
    let filename: string | undefined;
    try {
      name = part.name;
      filename = part.filename;
    } catch (error) {
      // Part headers that are not UTF-8: no browser sends them.
      throw new MalformedUpload(error instanceof Error ? error.message : String(error));
    }
    if (name === undefined) continue;
    if (filename === undefined) {
      if (part.size > textFieldMaxBytes) throw new MalformedUpload("text field too long");
      try {
        collected.append(name, textDecoder.decode(part.bytes));
      } catch {
        // Left out, so nothing that was not typed is kept; the post is refused (decision 0308).
        unreadable.push(name);
      }
      continue;
    }
    // An empty file input is sent as a part with an empty name: nothing was chosen. Other
    // files, and a second resume, are not read.
    if (name !== resumeFieldName || filename === "" || resume || problem) continue;
    const checked = await checkResume(filename, part.bytes as Uint8Array<ArrayBuffer>);
    if (typeof checked === "string") {
      problem = checked;
      continue;
    }
    resume = checked;
    collected.append(resumeFieldName, new File([checked.content], filename, { type: checked.contentType }));
  }
  if (tooLarge) return { formData: collected, resume: null, problem: "resumeTooLarge", unreadable };
  return { formData: collected, resume, problem, unreadable };
}
