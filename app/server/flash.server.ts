import { createCookieSessionStorage, redirect } from "@remix-run/cloudflare";
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { SubmissionResult } from "@conform-to/react";
import type { ToastMessage } from "~/lib/toast";

/**
 * Post/redirect/get for visitors without JavaScript (DESIGN §5): an action stores what the
 * next page must say (a toast, and for a failed form its errors and typed values) in a
 * short-lived signed cookie, and the page after the redirect renders it on the server.
 */
export interface Flash {
  toast?: ToastMessage & { id: string };
  form?: { id: string; reply: SubmissionResult<string[]> };
}

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

/** Reads and clears the flash. `headers` must go out with the response that renders it. */
export async function readFlash(request: Request, context: AppLoadContext) {
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("__flash=")) return { flash: null, headers: undefined };
  const storage = storageFor(context);
  const session = await storage.getSession(cookie);
  const flash = (session.get(flashKey) as Flash | undefined) ?? null;
  return { flash, headers: { "Set-Cookie": await storage.destroySession(session) } };
}

/** 303 to `to` carrying the flash. */
export async function redirectWithFlash(
  context: AppLoadContext,
  to: string,
  flash: { toast?: ToastMessage; form?: Flash["form"] },
) {
  const storage = storageFor(context);
  const session = await storage.getSession();
  const toast = flash.toast ? { ...flash.toast, id: crypto.randomUUID().slice(0, 8) } : undefined;
  session.flash(flashKey, { ...flash, toast });
  return redirect(to, { status: 303, headers: { "Set-Cookie": await storage.commitSession(session) } });
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
