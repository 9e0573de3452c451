/**
 * The automation webhook that receives download leads (spec 2 §7): a JSON POST with name,
 * email, resource_slug, resource_name and downloaded_at. It runs after the response
 * (context.waitUntil), gives up after 3 seconds, and never fails the download: its
 * failure is only logged (docs/decisions/0305-downloads-gating-and-webhook.md).
 */
export const webhookTimeoutMs = 3000;

export interface DownloadLeadPayload {
  name: string;
  email: string;
  resource_slug: string;
  resource_name: string;
  /** ISO timestamp. */
  downloaded_at: string;
}

export type WebhookOutcome = "sent" | "skipped" | "failed";

/** Posts the lead to `url`; resolves with what happened and never rejects. */
export async function postDownloadLead(
  /** DOWNLOAD_WEBHOOK_URL as the configuration parsed it (an http(s) URL), or null when unset. */
  url: string | null | undefined,
  payload: DownloadLeadPayload,
  { timeoutMs = webhookTimeoutMs, fetcher = fetch }: { timeoutMs?: number; fetcher?: typeof fetch } = {},
): Promise<WebhookOutcome> {
  if (!url) return "skipped";
  try {
    const response = await fetcher(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": "StayLoop-Downloads/1" },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The body is not needed; release it.
    await response.body?.cancel();
    if (!response.ok) throw new Error(`answered ${response.status}`);
    return "sent";
  } catch (error) {
    console.warn("download webhook failed (ignored):", error instanceof Error ? error.message : String(error));
    return "failed";
  }
}
