import type { AppLoadContext } from "@remix-run/cloudflare";
import type { LibraryCursor } from "~/backend/studio-images";
import { hex, sha256 } from "~/server/crypto.server";
import { libraryImageKey } from "~/lib/library-images";
import { checkImage, maxImageBytes, type ImageRefusal } from "./image-check";
import { formText, readStudioPost } from "../studio.server";
import { altMaxLength, type AltValues, type ImageFormErrors } from "./images";

/**
 * The library's upload and alt-text forms on the server (issue 43 item 7, decision 0507).
 * The body may be 5 MB of image plus the form's few fields: a file of 5 MB and a byte is
 * still read, so its refusal comes back next to the file field with the alt texts kept.
 */
export const uploadMaxBytes = maxImageBytes + 64 * 1024;
const refusalWords: Record<ImageRefusal, string> = {
  empty: "Choose an image file: JPEG, PNG, WebP or AVIF.",
  tooLarge: "This file is larger than 5 MB. Export it smaller (fewer pixels or a lower quality) and choose the new file.",
  notImage: "This file is not a JPEG, PNG, WebP or AVIF image, whatever its name says. Choose an image file.",
  truncated: "This image is cut short: its file is incomplete. Export or download it again and choose the new file.",
  trailing: "This image has other data attached after its end, so it was refused. Save it again from an image editor and choose the new file.",
  hostile: "This image carries web page or script code in its metadata, so it was refused. Save it again from an image editor and choose the new file.",
  dimensions: "This image's width or height is 0 or past 12,000 pixels. Choose an image of a size a page can show.",
};

// eslint-disable-next-line no-control-regex -- control characters in an alt text are refused
const controlCharacters = /[\u0000-\u0008\u000b-\u001f\u007f]/;

export function altErrors({ altEn, altPt }: AltValues): ImageFormErrors {
  const errors: ImageFormErrors = {};
  const check = (value: string, language: string) =>
    !value
      ? `Describe the image in ${language}, as a reader who cannot see it needs it.`
      : value.length > altMaxLength || controlCharacters.test(value)
        ? `Keep the ${language} alt text to one line of at most ${altMaxLength} characters.`
        : undefined;
  const en = check(altEn, "English");
  const pt = check(altPt, "Portuguese");
  if (en) errors.altEn = en;
  if (pt) errors.altPt = pt;
  return errors;
}

export const altValuesOf = (form: FormData): AltValues => ({ altEn: formText(form, "altEn").trim(), altPt: formText(form, "altPt").trim() });

export type UploadOutcome =
  | { ok: true; key: string; added: boolean }
  | { ok: false; status: 400 | 413; errors: ImageFormErrors; values: AltValues & { fileName: string } };

/** Reads, checks and stores an upload; the role and the form token are checked first (readStudioPost). */
export async function uploadImage(request: Request, context: AppLoadContext): Promise<UploadOutcome> {
  let post;
  try {
    post = await readStudioPost(request, context, "write", "images", uploadMaxBytes);
  } catch (refused) {
    // Past the body limit nothing of the form was read, so nothing typed can be kept: say so.
    if (refused instanceof Response && refused.status === 413) {
      return { ok: false, status: 413, errors: { file: `This upload is larger than 5 MB, so it was not read and nothing was saved. Choose a smaller file and type the alt texts again.` }, values: { altEn: "", altPt: "", fileName: "" } };
    }
    throw refused;
  }
  const { member, form } = post;
  const values = altValuesOf(form);
  const errors = altErrors(values);
  const file = form.get("file");
  const fileName = file instanceof File ? file.name.replace(/[\\/]/g, "_").slice(-255) : "";
  const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
  const check = checkImage(bytes);
  if (!check.ok) errors.file = refusalWords[check.reason];
  if (!check.ok || Object.keys(errors).length) return { ok: false, status: 400, errors, values: { ...values, fileName } };
  const key = libraryImageKey(hex(await sha256(bytes)), check.type);
  const added = await context.backend.addLibraryImage(
    { key, type: check.type, width: check.width, height: check.height, fileName: fileName || `image.${key.split(".")[1]}`, ...values, bytes },
    { email: member.email, role: member.role },
  );
  return { ok: true, key, added: added === "added" };
}

/** The list's `before` parameter: `<created_at>~<key>` of the last image shown. */
export function cursorOf(value: string | null): LibraryCursor | undefined {
  const match = /^(\d{4}-\d\d-\d\d[T ][\d:.]+(?:Z|[+-]\d\d(?::?\d\d)?)?)~([0-9a-f]{64}\.(?:jpg|png|webp|avif))$/.exec(value ?? "");
  return match ? { createdAt: match[1]!, key: match[2]! } : undefined;
}
export const cursorText = (cursor: LibraryCursor) => `${cursor.createdAt}~${cursor.key}`;
