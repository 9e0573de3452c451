import type { EntryContext } from "@remix-run/cloudflare";
import type { EnhancedReply } from "~/lib/enhanced-reply";

/**
 * A post sent in place (`_enhanced=1`) to a page's own address without `?_data=` (a stale
 * cached copy of the site's script, or any other client; issue 44 item 1). Remix treats it
 * as a document request: the action's `{ enhanced }` answer becomes the page's action data
 * and the page renders around it, which no view expects (the Contact Support page read
 * `reply` of undefined and answered 500 after storing the request, so the visitor sent it
 * again). The post was made in place, so it gets what the site's script expects: the same
 * JSON, with the same status, as the `?_data=` request would have. Returns null for every
 * other document.
 */
export function enhancedReplyOfDocument(context: EntryContext, status: number): Response | null {
  const { actionData, actionHeaders } = context.staticHandlerContext;
  const routeId = Object.keys(actionData ?? {}).find((id) => isEnhanced(actionData![id]));
  if (!routeId) return null;
  // The action's own headers (its cookies, its Cache-Control), as its `?_data=` answer has them.
  const headers = new Headers(actionHeaders[routeId]);
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(actionData![routeId]), { status, headers });
}

function isEnhanced(data: unknown): data is { enhanced: EnhancedReply } {
  return typeof data === "object" && data !== null && "enhanced" in data && Object.keys(data).length === 1;
}
