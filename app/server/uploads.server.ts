import { unstable_parseMultipartFormData } from "@remix-run/cloudflare";
import { fileTypeFromBuffer } from "file-type/core";
import { resumeExtensionOf, resumeLimits, type ResumeProblem } from "~/lib/engagement-careers";
import type { ResumeExtension } from "./backend/types";

/**
 * Reads a job application post (DESIGN §6): the text fields, and the resume as a stream that
 * is checked while it arrives. Reading stops as soon as the resume passes 5 MB, as soon as
 * its first bytes are not those of a PDF, DOC or DOCX, or at once when its name has another
 * extension; a request whose Content-Length is already over the cap is not read at all.
 * Nothing is stored here: the action stores the accepted resume once the rest is valid.
 */

/** A whole application post may be this big: the resume, its multipart framing and the text fields. */
export const applicationMaxRequestBytes = Math.round(5.5 * 1024 * 1024);
/** Any single text field (the cover letter is the longest at 5,000 characters). */
const textFieldMaxBytes = 32 * 1024;
/** The field whose file is the resume. */
export const resumeFieldName = "resume";

export interface CheckedResume {
  content: Uint8Array<ArrayBuffer>;
  extension: ResumeExtension;
  contentType: string;
  fileName: string;
}

export interface ApplicationUpload {
  /** The text fields read before reading stopped, and the resume as a File when it was accepted. */
  formData: FormData;
  resume: CheckedResume | null;
  /** Why the resume was refused, when it was. */
  problem: ResumeProblem | null;
  /** True when the body was refused unread (too large): no typed value could be kept. */
  unread: boolean;
}

const contentTypes: Record<ResumeExtension, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** The first bytes of each accepted format: %PDF-, the OLE compound file of .doc, the zip of .docx. */
const signatures: Record<ResumeExtension, number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
  doc: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  docx: [0x50, 0x4b, 0x03, 0x04],
};
const longestSignature = 8;

class UploadRefused extends Error {
  constructor(readonly problem: ResumeProblem) {
    super(problem);
  }
}

/** A post the browser could not have sent: not multipart, or a text field far over any limit. */
export class MalformedUpload extends Error {}

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
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
 * The detected format must be the one the name claims: a renamed executable, image or
 * archive is refused, and so is a PDF renamed .docx. A DOC is an OLE compound file, which
 * file-type reports as "cfb".
 */
export async function sniffResume(content: Uint8Array, extension: ResumeExtension): Promise<boolean> {
  if (!startsWith(content, signatures[extension])) return false;
  const detected = await fileTypeFromBuffer(content);
  if (!detected) return false;
  if (extension === "pdf") return detected.ext === "pdf";
  if (extension === "doc") return detected.ext === "cfb";
  return detected.ext === "docx";
}

async function readText(data: AsyncIterable<Uint8Array>): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size > textFieldMaxBytes) throw new MalformedUpload("text field too long");
    chunks.push(chunk);
  }
  return new TextDecoder().decode(concat(chunks, size));
}

async function drain(data: AsyncIterable<Uint8Array>): Promise<void> {
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size > textFieldMaxBytes) throw new MalformedUpload("unexpected file");
  }
}

async function readResume(data: AsyncIterable<Uint8Array>, extension: ResumeExtension): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let headChecked = false;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size > resumeLimits.maxBytes) throw new UploadRefused("resumeTooLarge");
    chunks.push(chunk);
    if (!headChecked && size >= longestSignature) {
      headChecked = true;
      if (!startsWith(concat(chunks, size), signatures[extension])) throw new UploadRefused("resumeNotDocument");
    }
  }
  return concat(chunks, size);
}

export async function readApplicationUpload(request: Request): Promise<ApplicationUpload> {
  const collected = new FormData();
  const declared = Number(request.headers.get("Content-Length") ?? "");
  if (Number.isFinite(declared) && declared > applicationMaxRequestBytes) {
    // Refused before reading a byte of it.
    return { formData: collected, resume: null, problem: "resumeTooLarge", unread: true };
  }
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.startsWith("multipart/form-data")) {
    if (!type.startsWith("application/x-www-form-urlencoded")) throw new MalformedUpload(`unexpected ${type}`);
    // A post without a file field at all: only the text fields to validate.
    const text = await request.text();
    if (text.length > applicationMaxRequestBytes) throw new MalformedUpload("form too long");
    for (const [name, value] of new URLSearchParams(text)) collected.append(name, value);
    return { formData: collected, resume: null, problem: null, unread: false };
  }

  let resume: CheckedResume | null = null;
  try {
    await unstable_parseMultipartFormData(request, async ({ name, filename, data }) => {
      if (typeof filename !== "string") {
        collected.append(name, await readText(data));
        return undefined;
      }
      // An empty file input is sent as a part with an empty name: nothing was chosen.
      if (name !== resumeFieldName || filename === "" || resume) {
        await drain(data);
        return undefined;
      }
      const extension = resumeExtensionOf(filename);
      if (!extension) throw new UploadRefused("resumeType");
      const content = await readResume(data, extension);
      if (!(await sniffResume(content, extension))) throw new UploadRefused("resumeNotDocument");
      resume = { content, extension, contentType: contentTypes[extension], fileName: filename };
      collected.append(resumeFieldName, new File([content], filename, { type: contentTypes[extension] }));
      return undefined;
    });
  } catch (error) {
    if (error instanceof UploadRefused) return { formData: collected, resume: null, problem: error.problem, unread: false };
    if (error instanceof MalformedUpload) throw error;
    throw new MalformedUpload(error instanceof Error ? error.message : String(error));
  }
  return { formData: collected, resume, problem: null, unread: false };
}
