import { createCookieSessionStorage, redirect } from "@remix-run/cloudflare";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { enhancedFieldName, honeypotFieldName, redirectFieldName, valueShortenedKey } from "~/lib/forms";
import type { Flash } from "~/lib/root-data";
import type { ToastMessage } from "~/lib/toast";

export type { Flash };

/*
 * Post/redirect/get for visitors without JavaScript (DESIGN §5): an action stores what the
 * next page must say (`Flash`, app/lib/root-data.ts) in a short-lived signed cookie, and the
 * page after the redirect renders it on the server.
 */

const flashKey = "flash";

function storageFor(context: AppLoadContext) {
  return createCookieSessionStorage<Record<string, never>, { [flashKey]: Flash }>({
    cookie: {
      name: "__flash",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: context.config.production,
      secrets: [context.config.sessionSecret],
      maxAge: 300,
    },
  });
}

/**
 * Reads and clears the flash. `headers` must go out with the response that renders it. A
 * flash the site cannot read (a bad signature, not base64, not the shape it writes) is
 * dropped and cleared like a read one: a cookie never breaks a page (issue 23 item 2).
 */
export async function readFlash(request: Request, context: AppLoadContext) {
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("__flash=")) return { flash: null, headers: undefined };
  const storage = storageFor(context);
  let flash: Flash | null = null;
  try {
    flash = asFlash((await storage.getSession(cookie)).get(flashKey));
  } catch {
    // Remix's signature check throws on a value that is not `payload.base64signature`.
  }
  return { flash, headers: { "Set-Cookie": await storage.destroySession(await storage.getSession()) } };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isStringOrAbsent = (value: unknown) => value === undefined || typeof value === "string";

/** The flash as the site writes it, or null for anything else (written by an older build, or not by the site). */
function asFlash(value: unknown): Flash | null {
  if (!isRecord(value)) return null;
  const { toast, form } = value;
  if (toast !== undefined) {
    if (!isRecord(toast) || (toast.kind !== "success" && toast.kind !== "error")) return null;
    if (typeof toast.title !== "string" || typeof toast.id !== "string" || !isStringOrAbsent(toast.description)) return null;
    if (toast.values !== undefined && !isRecord(toast.values)) return null;
  }
  if (form !== undefined) {
    if (!isRecord(form) || typeof form.id !== "string" || !isRecord(form.reply)) return null;
    const { initialValue, error } = form.reply;
    if (initialValue !== undefined && initialValue !== null && !isRecord(initialValue)) return null;
    if (error !== undefined && error !== null && !isRecord(error)) return null;
  }
  return value as Flash;
}

/**
 * Browsers drop a cookie over 4,096 bytes (name, value and attributes together), and a flash
 * that carries a long typed value would be lost with everything else in it. The whole
 * Set-Cookie header is kept under this; typed values are shortened to fit (see `fitFlash`).
 */
export const flashCookieBudget = 3_500;

/** 303 to `to` carrying the flash. */
export async function redirectWithFlash(
  context: AppLoadContext,
  to: string,
  flash: { toast?: ToastMessage; form?: Flash["form"] },
) {
  const storage = storageFor(context);
  const toast = flash.toast ? { ...flash.toast, id: crypto.randomUUID().slice(0, 8) } : undefined;
  const setCookie = await fitFlash(storage, { toast, form: flash.form && withoutPageFields(flash.form) });
  return redirect(to, { status: 303, headers: { "Set-Cookie": setCookie } });
}

type FlashStorage = ReturnType<typeof storageFor>;
type TypedValues = Record<string, unknown>;

/** The Set-Cookie header for `flash`, or null when it would not fit the budget. */
async function commitWithin(storage: FlashStorage, flash: Flash): Promise<string | null> {
  const session = await storage.getSession();
  session.flash(flashKey, flash);
  try {
    const setCookie = await storage.commitSession(session);
    return setCookie.length <= flashCookieBudget ? setCookie : null;
  } catch {
    // Remix refuses outright to build a cookie over 4,096 bytes.
    return null;
  }
}

/**
 * The form renders these itself from the page it is on; the honeypot's value must never
 * come back. Dropping them leaves the cookie's room to what the visitor typed.
 */
const pageRenderedFields = [redirectFieldName, enhancedFieldName, honeypotFieldName];

function withoutPageFields(form: NonNullable<Flash["form"]>): NonNullable<Flash["form"]> {
  const typed = form.reply.initialValue;
  if (!typed) return form;
  const kept = Object.fromEntries(Object.entries(typed).filter(([name]) => !pageRenderedFields.includes(name)));
  return { ...form, reply: { ...form.reply, initialValue: kept as typeof typed } };
}

/**
 * The Set-Cookie header for `flash`, within `flashCookieBudget`. When the typed values do not
 * fit, each keeps its beginning (short ones whole, long ones an equal share of the room),
 * and gets `valueShortenedKey` among its errors so the form says so next to the field. The
 * errors and the toast always fit: they are keys.
 */
async function fitFlash(storage: FlashStorage, flash: Flash): Promise<string> {
  const whole = await commitWithin(storage, flash);
  if (whole) return whole;
  const form = flash.form;
  const typed = form?.reply.initialValue as TypedValues | null | undefined;
  const bare = form && typed ? await shortenedFlash(storage, flash, form, typed) : null;
  // Only the toast: keys and a few short values, so it always fits.
  return bare ?? (await commitWithin(storage, { toast: flash.toast })) ?? (await commitWithin(storage, {}))!;
}

async function shortenedFlash(
  storage: FlashStorage,
  flash: Flash,
  form: NonNullable<Flash["form"]>,
  typed: TypedValues,
): Promise<string | null> {
  const texts = Object.entries(typed).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  const withValues = (values: TypedValues): Flash => {
    const shortened = texts.filter(([name, text]) => values[name] !== text).map(([name]) => name);
    const error: Record<string, string[] | null> = { ...form.reply.error };
    for (const name of shortened) error[name] = [...(error[name] ?? []), valueShortenedKey];
    const reply = { ...form.reply, initialValue: values as typeof form.reply.initialValue, error };
    return { ...flash, form: { ...form, reply } };
  };

  // Lists and files are not kept once values must be shortened; these forms have none.
  const bare = await commitWithin(storage, withValues(Object.fromEntries(texts.map(([name]) => [name, ""]))));
  if (!bare) return null;
  // A byte of JSON costs 4/3 in base64, and a little more where the cookie encodes + and /.
  let room = Math.floor((flashCookieBudget - bare.length) / 1.5);
  for (let attempt = 0; attempt < 4 && room > 0; attempt += 1) {
    const candidate = await commitWithin(storage, withValues(shareRoom(texts, room)));
    if (candidate) return candidate;
    room = Math.floor(room * 0.75);
  }
  return bare;
}

const utf8 = new TextEncoder();
/** What a text adds to the flash's JSON, in UTF-8 bytes (quotes and escapes included). */
const jsonBytes = (text: string) => utf8.encode(JSON.stringify(text)).length - 2;

/** Texts within `room` JSON bytes in all: the short ones whole, the rest an equal share each. */
function shareRoom(texts: Array<[string, string]>, room: number): TypedValues {
  const byCost = texts.map(([name, text]) => ({ name, text, cost: jsonBytes(text) })).sort((a, b) => a.cost - b.cost);
  const kept: TypedValues = {};
  let left = room;
  byCost.forEach(({ name, text, cost }, index) => {
    const share = Math.floor(left / (byCost.length - index));
    const value = cost <= share ? text : beginningWithin(text, share);
    kept[name] = value;
    left -= cost <= share ? cost : jsonBytes(value);
  });
  return kept;
}

/** The longest beginning of `text` within `bytes` of JSON, cut between code points. */
function beginningWithin(text: string, bytes: number): string {
  let used = 0;
  let end = 0;
  for (const char of text) {
    used += jsonBytes(char);
    if (used > bytes) break;
    end += char.length;
  }
  return text.slice(0, end);
}

/**
 * A same-origin path to return to after a post. Anything else (another host,
 * protocol-relative, backslashes, control characters, an empty segment anywhere in the path
 * such as `/pt//host` that becomes `//host` once a language prefix is taken off or put on,
 * or the same spelled with `%2F` / `%5C`) falls back. The path is returned as the URL parser
 * serialises it, so what is checked is what a browser will follow.
 */
export function safeRedirectPath(value: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof value !== "string" || value.length > 2000) return fallback;
  // eslint-disable-next-line no-control-regex -- refusing control characters and backslashes is the point
  if (!value.startsWith("/") || /[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  const [pathname = ""] = value.split(/[?#]/);
  if (pathname.includes("//") || /%(2f|5c)/i.test(pathname)) return fallback;
  const base = "https://stayloop.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base || url.pathname.includes("//")) return fallback;
  return url.pathname + url.search + url.hash;
}
