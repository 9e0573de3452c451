import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type AppLoadContext } from "@remix-run/cloudflare";
import { downloadSchema } from "~/lib/engagement-downloads";
import { enhancedFieldName } from "~/lib/forms";
import { localizePath, type Lang } from "~/lib/i18n";
import type { ToastMessage } from "~/lib/toast";
import { isHoneypotFilled, withinRateLimit } from "./abuse.server";
import type { DownloadableResource } from "~/backend/types";
import { issueDownloadToken } from "./engagement-download-token.server";
import { redirectWithFlash } from "./flash.server";
import { readFormBody } from "./form-body.server";
import { postDownloadLead } from "./webhook.server";

export type DownloadStatus = "ready" | "refused" | "failed";

export interface DownloadActionData {
  status: DownloadStatus;
  result: SubmissionResult<string[]>;
  toast?: ToastMessage;
  /** Where the file is, for a short while (only when ready). */
  fileUrl?: string;
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
 * The download form's post (spec 2 §2.11, §4, §5, §7, §8): validate, record the lead
 * (record_download), post it to the automation webhook after the response, and hand out
 * the file. With JavaScript the answer carries the file's address, which opens in a new
 * tab; without, a 303 to the dialog's ready state, which starts the download itself.
 */
export async function requestDownload({
  request,
  context,
  lang,
  resource,
  returnSearch,
}: {
  request: Request;
  context: AppLoadContext;
  lang: Lang;
  resource: DownloadableResource;
  /** The list's filters (`?q=…&category=…`), kept in the addresses the visitor lands on. */
  returnSearch: URLSearchParams;
}): Promise<Response> {
  const formData = await readFormBody(request);
  const enhanced = formData.get(enhancedFieldName) === "1";
  const submission = parseWithZod(formData, { schema: downloadSchema });
  if (submission.status !== "success") {
    return json<DownloadActionData>({ status: "refused", result: submission.reply() }, { status: 400 });
  }

  const succeed = async () => {
    const token = await issueDownloadToken(context.config.sessionSecret, resource.slug);
    const fileUrl = resourceFileUrl(resource.slug, token);
    if (enhanced) {
      return json<DownloadActionData>({
        status: "ready",
        fileUrl,
        toast: readyToast,
        result: submission.reply({ resetForm: true }),
      });
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
    json<DownloadActionData>(
      {
        status: "failed",
        toast: reason === "rateLimited" ? { ...failedToast, description: "downloads:errors.rateLimited" } : failedToast,
        result: submission.reply({ formErrors: [reason] }),
      },
      { status },
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
