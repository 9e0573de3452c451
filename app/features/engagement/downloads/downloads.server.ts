import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type AppLoadContext } from "@remix-run/cloudflare";
import { downloadSchema } from "~/features/engagement/downloads/schema";
import type { EnhancedReply } from "~/lib/enhanced-reply";
import { enhancedFieldName } from "~/lib/forms";
import { localizePath, type Lang } from "~/lib/i18n";
import type { ToastMessage } from "~/lib/toast";
import { isHoneypotFilled, withinRateLimit } from "~/server/abuse.server";
import type { DownloadableResource } from "~/backend/types";
import { issueDownloadToken } from "./token.server";
import { renderEnhancedReply } from "~/server/enhanced-reply.server";
import { redirectWithFlash } from "~/server/flash.server";
import { translator } from "~/server/i18n.server";
import { postDownloadLead } from "./webhook.server";

export type DownloadStatus = "ready" | "refused" | "failed";

export interface DownloadActionData {
  status: DownloadStatus;
  result: SubmissionResult<string[]>;
  toast?: ToastMessage;
  /** Where the file is, for a short while (only when ready). */
  fileUrl?: string;
  /** The same outcome as text, for a post sent by app/enhance/forms.ts (decision 0015). */
  enhanced?: EnhancedReply;
}

/** The address that hands out a resource's file to the holder of a fresh token. */
export function resourceFileUrl(slug: string, token: string): string {
  return `/resources/downloads/${encodeURIComponent(slug)}/file?token=${encodeURIComponent(token)}`;
}

const readyToast: ToastMessage = { kind: "success", title: "downloads:toast.readyTitle", description: "downloads:toast.readyText" };
const failedToast: ToastMessage = {
  kind: "error",
  title: "downloads:toast.failedTitle",
  description: "downloads:toast.failedText",
};

/**
 * The form's JSON answer. A post sent in place (`_enhanced=1`) also gets the outcome as
 * text in the page's language, which app/enhance/forms.ts puts under the fields, in the
 * form's failure box and in a toast; the hydrated form reads `result` and `toast`.
 */
export async function downloadAnswer(data: DownloadActionData, { status = 200, lang, enhanced }: { status?: number; lang: Lang; enhanced: boolean }) {
  if (!enhanced) return json<DownloadActionData>(data, { status });
  const t = await translator(lang, "downloads");
  const { error } = data.result;
  const fieldErrors = Object.entries(error ?? {}).flatMap(([name, keys]) => (name && keys?.[0] ? [[name, `downloads:errors.${keys[0]}`]] : []));
  const formError = error?.[""]?.[0];
  const text = renderEnhancedReply(t, {
    toast: data.toast,
    fieldErrors: Object.fromEntries(fieldErrors),
    formError: formError ? (formError === "rateLimited" ? "downloads:errors.rateLimited" : "downloads:toast.failedText") : undefined,
    reset: data.status === "ready",
  });
  return json<DownloadActionData>({ ...data, enhanced: { ...text, fileUrl: data.fileUrl } }, { status });
}

/** The answer when the resource itself cannot be read: the same failure as a lead that cannot be stored. */
export function downloadFailed(formData: FormData, lang: Lang): Promise<Response> {
  return downloadAnswer(
    { status: "failed", toast: failedToast, result: { status: "error", error: { "": ["failed"] } } },
    { status: 503, lang, enhanced: formData.get(enhancedFieldName) === "1" },
  );
}

/**
 * The download form's post (spec 2 §2.11, §4, §5, §7, §8): validate, record the lead
 * (record_download), post it to the automation webhook after the response, and hand out
 * the file. With JavaScript the answer carries the file's address, which opens in a new
 * tab; without, a 303 to the dialog's ready state, which starts the download itself.
 */
export async function requestDownload({
  request,
  formData,
  context,
  lang,
  resource,
  returnSearch,
}: {
  request: Request;
  /** The post's body, read with readFormBody. */
  formData: FormData;
  context: AppLoadContext;
  lang: Lang;
  resource: DownloadableResource;
  /** The list's filters (`?q=…&category=…`), kept in the addresses the visitor lands on. */
  returnSearch: URLSearchParams;
}): Promise<Response> {
  const enhanced = formData.get(enhancedFieldName) === "1";
  const submission = parseWithZod(formData, { schema: downloadSchema });
  if (submission.status !== "success") {
    return downloadAnswer({ status: "refused", result: submission.reply() }, { status: 400, lang, enhanced });
  }

  const succeed = async () => {
    const token = await issueDownloadToken(context.config.sessionSecret, resource.slug);
    const fileUrl = resourceFileUrl(resource.slug, token);
    if (enhanced) {
      return downloadAnswer(
        { status: "ready", fileUrl, toast: readyToast, result: submission.reply({ resetForm: true }) },
        { lang, enhanced },
      );
    }
    const ready = new URLSearchParams(returnSearch);
    ready.set("download", token);
    return redirectWithFlash(context, `${localizePath(`/downloads/${resource.slug}`, lang)}?${ready}`, {
      toast: readyToast,
    });
  };
  // Bots that fill the hidden field get what they asked for, but no lead is stored or sent.
  if (isHoneypotFilled(formData)) return succeed();

  const fail = (status: number, reason: "failed" | "rateLimited") =>
    downloadAnswer(
      {
        status: "failed",
        toast: reason === "rateLimited" ? { ...failedToast, description: "downloads:errors.rateLimited" } : failedToast,
        result: submission.reply({ formErrors: [reason] }),
      },
      { status, lang, enhanced },
    );

  try {
    if (!(await withinRateLimit(request, context, "download", { email: submission.value.email }))) return fail(429, "rateLimited");
    const lead = {
      name: submission.value.name,
      email: submission.value.email.toLowerCase(),
      resourceSlug: resource.slug,
      resourceName: resource.name,
      locale: lang,
    };
    await context.backend.recordDownload(lead);
    // After the response, with its own 3 s timeout; its failure never reaches the visitor.
    context.waitUntil(
      postDownloadLead(context.env.DOWNLOAD_WEBHOOK_URL, {
        name: lead.name,
        email: lead.email,
        resource_slug: lead.resourceSlug,
        resource_name: lead.resourceName,
        downloaded_at: new Date().toISOString(),
      }),
    );
  } catch (error) {
    console.error("download lead failed", error);
    return fail(503, "failed");
  }
  return succeed();
}
