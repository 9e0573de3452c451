import type { SubmissionResult } from "@conform-to/react";
import { useRouteLoaderData } from "@remix-run/react";
import type { Lang } from "~/lib/i18n";
import type { ToastMessage } from "~/lib/toast";

/**
 * What the root loader (app/root.tsx) gives every page, read by the components that need
 * it through the hooks below, so that no feature or component imports the root module
 * (which imports the layout, which imports them: a cycle; eslint.config.js forbids it).
 */
export interface RootData {
  lang: Lang;
  flash: Flash | null;
  bannerHidden: boolean;
  year: number;
  origin: string;
  /** Cloudflare Web Analytics' site token when it is switched on (WEB_ANALYTICS_TOKEN), else null. */
  webAnalyticsToken: string | null;
}

/**
 * Post/redirect/get for visitors without JavaScript (DESIGN §5): what an action stores for
 * the next page to say (a toast, and for a failed form its errors and typed values), written
 * and read by app/server/flash.server.ts.
 */
export interface Flash {
  toast?: ToastMessage & { id: string };
  form?: { id: string; reply: SubmissionResult<string[]> };
}

/** The root loader's data (undefined only where the root loader did not run). */
export function useRootData() {
  return useRouteLoaderData<RootData>("root");
}

/** The form reply the flash brought back (after a plain post was redirected), whichever form it is for. */
export function useFlashedForm() {
  return useRootData()?.flash?.form;
}

/** The flash's reply when it is for the form named `name` (the area's name for it, e.g. newsletterFormName). */
export function useFlashedReply(name: string) {
  const form = useFlashedForm();
  return form?.id === name ? form.reply : undefined;
}
