/**
 * Reads the body of a small public form post (DESIGN §6): only the two encodings a browser
 * form sends, at most `maxBytes` counted while the body streams in (a chunked body or a
 * Content-Length that lies cannot get more read), and parsed strictly. Anything else is
 * answered with a 4xx, never a 5xx: a Response is thrown, so an action reads
 * `const formData = await readFormBody(request)` and Remix sends that answer as it is from
 * a resource route, or renders the error boundary with its status from a page's action.
 * The resume upload has its own reader (app/features/engagement/careers/uploads.server.ts).
 * docs/decisions/0307-roadmap-comment-pages.md records the statuses.
 */
import { cacheControl } from "~/lib/cache-control";


/** The newsletter, audit, banner, language, AI demo, roadmap and download forms are a few short fields. */
export const smallFormMaxBytes = 64 * 1024;

/** The statuses readFormBody answers with; the root error boundary words each of them. */
export const formBodyStatuses = { unreadable: 400, tooLarge: 413, unsupportedType: 415 } as const;

const messages: Record<keyof typeof formBodyStatuses, string> = {
  unreadable:
    "Bad request: this form could not be read. Please go back and send it again.\n" +
    "Requisição inválida: não foi possível ler este formulário. Volte e envie-o novamente.\n",
  tooLarge:
    "Too large: this form accepts at most 64 KB. Please shorten what you typed and send it again.\n" +
    "Grande demais: este formulário aceita no máximo 64 KB. Encurte o texto e envie novamente.\n",
  unsupportedType:
    "Unsupported form encoding: send it as application/x-www-form-urlencoded or multipart/form-data.\n" +
    "Codificação não suportada: envie como application/x-www-form-urlencoded ou multipart/form-data.\n",
};

/** The plain-text answer to a refused body; the resume upload's reader refuses with it too. */
export function refusal(reason: keyof typeof formBodyStatuses): Response {
  return new Response(messages[reason], {
    status: formBodyStatuses[reason],
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl.never },
  });
}

type Encoding = { kind: "urlencoded" } | { kind: "multipart"; contentType: string };

function encodingOf(header: string | null): Encoding {
  const [essence = "", ...params] = (header ?? "").split(";");
  const type = essence.trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") return { kind: "urlencoded" };
  if (type !== "multipart/form-data") throw refusal("unsupportedType");
  const boundary = params
    .map((param) => param.trim())
    .find((param) => param.toLowerCase().startsWith("boundary="))
    ?.slice("boundary=".length)
    .replace(/^"(.*)"$/, "$1");
  // RFC 2046 §5.1.1: 1 to 70 characters.
  if (!boundary || boundary.length > 70) throw refusal("unreadable");
  return { kind: "multipart", contentType: header ?? "" };
}

async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("Content-Length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    throw refusal("tooLarge");
  }
  const body = new Uint8Array(maxBytes);
  let size = 0;
  if (!request.body) return body.slice(0, 0);
  const reader = request.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (size + value.byteLength > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw refusal("tooLarge");
      }
      body.set(value, size);
      size += value.byteLength;
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    // The sender went away or broke the framing mid-body.
    throw refusal("unreadable");
  }
  return body.slice(0, size);
}

/**
 * The WHATWG parser never fails: it keeps a malformed `%` escape as typed and turns invalid
 * UTF-8 into U+FFFD, so a value nobody typed would be validated and stored. A browser never
 * sends either, so either one refuses the post (a thrown 400). The application form's reader
 * uses it for a post without a file.
 */
export function parseUrlEncoded(bytes: Uint8Array): FormData {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw refusal("unreadable");
  }
  const formData = new FormData();
  for (const pair of text.split("&")) {
    if (pair === "") continue;
    const equals = pair.indexOf("=");
    const [name, value] = equals === -1 ? [pair, ""] : [pair.slice(0, equals), pair.slice(equals + 1)];
    try {
      formData.append(decodeURIComponent(name.replaceAll("+", " ")), decodeURIComponent(value.replaceAll("+", " ")));
    } catch {
      throw refusal("unreadable");
    }
  }
  return formData;
}

async function parseMultipart(bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<FormData> {
  try {
    // The platform's parser (workerd's, undici's in Node) rejects a truncated or unframed body.
    return await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw refusal("unreadable");
  }
}

/** The post's fields, or a thrown 400, 413 or 415 plain-text Response (see the module comment). */
export async function readFormBody(request: Request, maxBytes = smallFormMaxBytes): Promise<FormData> {
  let encoding: Encoding;
  try {
    encoding = encodingOf(request.headers.get("Content-Type"));
  } catch (refused) {
    await request.body?.cancel().catch(() => undefined);
    throw refused;
  }
  const bytes = await readCapped(request, maxBytes);
  return encoding.kind === "urlencoded" ? parseUrlEncoded(bytes) : parseMultipart(bytes, encoding.contentType);
}
