import type { SubmissionResult } from "@conform-to/react";
import { json, type AppLoadContext } from "@remix-run/cloudflare";
import { downloadSchema } from "~/features/engagement/downloads/schema";
import { localizePath, type Lang } from "~/lib/i18n";
import type { ToastMessage } from "~/lib/toast";
import type { DownloadableResource } from "~/backend/types";
import { formAction, outcomeToast, rateLimitedReason } from "~/server/form-action.server";
import { redirectWithFlash } from "~/server/flash.server";
import { issueDownloadToken } from "./token.server";
import { postDownloadLead } from "./webhook.server";

export type DownloadStatus = "ready" | "refused" | "failed";

/** What the dialog re-renders after a refused plain post (a post sent in place gets `{ enhanced }`). */
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
 * The download form's post (spec 2 §2.11, §4, §5, §7, §8) through the shared form pipeline
 * (app/server/form-action.server.ts): record the lead (record_download), post it to the
 * automation webhook after the response, and hand out the file. With JavaScript the answer
 * carries the file's address, whose download downloads.enhance.ts starts from the page; without, a 303
 * to the dialog's ready state, which starts the download itself. A resource that could not
 * be read (`null`) fails like a lead that cannot be stored.
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
  resource: DownloadableResource | null;
  /** The list's filters (`?q=…&category=…`), kept in the addresses the visitor lands on. */
  returnSearch: URLSearchParams;
}): Promise<Response> {
  const issue = async () => {
    if (!resource) throw new Error("downloadable resource unavailable");
    const token = await issueDownloadToken(context.config.sessionSecret, resource.slug);
    return { slug: resource.slug, token };
  };
  return formAction({ request, context, schema: downloadSchema }, ({ from }) => ({
    lang,
    namespace: "downloads",
    rateLimit: { action: "download", email: (value) => value.email },
    // Bots that fill the hidden field get what they asked for, but no lead is stored or sent.
    pretend: issue,
    perform: async (value) => {
      if (!resource) throw new Error("downloadable resource unavailable");
      const lead = {
        name: value.name,
        email: value.email.toLowerCase(),
        resourceSlug: resource.slug,
        resourceName: resource.name,
        locale: lang,
        from,
      };
      await context.backend.recordDownload(lead);
      // After the response, with its own 3 s timeout; its failure never reaches the visitor.
      context.waitUntil(
        postDownloadLead(context.config.leads.downloadWebhookUrl, {
          name: lead.name,
          email: lead.email,
          resource_slug: lead.resourceSlug,
          resource_name: lead.resourceName,
          downloaded_at: new Date().toISOString(),
        }),
      );
      return issue();
    },
    words: {
      field: (_name, code) => `downloads:errors.${code}`,
      form: (reason) => (reason === rateLimitedReason ? "downloads:errors.rateLimited" : "downloads:toast.failedText"),
    },
    toast: (answer) => outcomeToast(answer, { success: readyToast, failed: failedToast, rateLimitedText: "downloads:errors.rateLimited" }),
    enhance: (answer) => (answer.ok ? { fileUrl: resourceFileUrl(answer.done.slug, answer.done.token) } : {}),
    plain: (answer, toast) => {
      if (!answer.ok) {
        return json<DownloadActionData>({ status: answer.reason ? "failed" : "refused", toast, result: answer.reply }, { status: answer.status });
      }
      const ready = new URLSearchParams(returnSearch);
      ready.set("download", answer.done.token);
      return redirectWithFlash(context, `${localizePath(`/downloads/${answer.done.slug}`, lang)}?${ready}`, { toast });
    },
  }));
}
