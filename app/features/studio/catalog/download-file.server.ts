import type { StudioDownloadFile } from "~/backend/studio-catalog";

/**
 * A download's new file, checked by what it holds, not by its name (decision 0506). A PDF,
 * Word .doc or .docx must be a whole document of that format, by the same structural checks
 * the resume upload uses (decisions 0308, 0310; the route hands them in, as a feature does not
 * import another); a .csv must be UTF-8 text without control characters (the seeded
 * calculator is one). Up to 10 MB: the seeded files are 1–36 KB, a long illustrated guide a
 * few MB; a Worker buffers the body (128 MB of memory), and the bucket takes 50 MB.
 */
export const downloadFileLimits = { maxBytes: 10 * 1024 * 1024, label: "10 MB" } as const;
/** The post carries the file and a token: room for multipart's framing, never a second file. */
export const downloadPostMaxBytes = downloadFileLimits.maxBytes + 64 * 1024;
export const downloadFileField = "file";
/** Said next to the file field whether the file or the whole post was over the limit. */
export const downloadTooLarge = `The file is over ${downloadFileLimits.label}; a download may be ${downloadFileLimits.label} at most. Nothing was stored.`;

export const downloadFileTypes = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  csv: "text/csv; charset=utf-8",
} as const;
export type DownloadExtension = keyof typeof downloadFileTypes;
export type DocumentCheck = (content: Uint8Array, extension: "pdf" | "doc" | "docx") => Promise<boolean>;

const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
// eslint-disable-next-line no-control-regex -- a spreadsheet's text has tabs and line ends, nothing else below space
const csvControl = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function isCsvText(content: Uint8Array): boolean {
  try {
    return !csvControl.test(strictUtf8.decode(content));
  } catch {
    return false;
  }
}

/** The file, ready to store, or the message to show next to the file field. */
export async function checkDownloadFile(value: FormDataEntryValue | null, isWholeDocument: DocumentCheck): Promise<{ file: StudioDownloadFile } | { error: string; tooLarge?: true }> {
  if (!(value instanceof File) || value.size === 0) return { error: "Choose the new file (PDF, Word or CSV)." };
  if (value.size > downloadFileLimits.maxBytes) return { error: downloadTooLarge, tooLarge: true };
  const extension = /\.([a-z]+)$/i.exec(value.name)?.[1]?.toLowerCase() ?? "";
  if (!(extension in downloadFileTypes)) return { error: "Choose a PDF, Word (.doc, .docx) or CSV file." };
  const content = new Uint8Array(await value.arrayBuffer());
  const whole = extension === "csv" ? isCsvText(content) : await isWholeDocument(content, extension as "pdf" | "doc" | "docx");
  if (!whole) return { error: `This file is not a whole ${extension === "csv" ? "UTF-8 CSV" : extension.toUpperCase()} file (its content says otherwise, whatever its name). Save it again from the program that made it.` };
  return { file: { content, extension, contentType: downloadFileTypes[extension as DownloadExtension] } };
}
