/**
 * Whether a request was a post the site accepted (decision 0059): not a read, answered 2xx or
 * 3xx (the redirect with its flash, an in-place reply), and one of its backend writes stored what
 * the visitor sent (`stored`, app/backend/deadline.server.ts). Refused posts (400, 403, 413, 415,
 * 429), a honeypot's pretended success (nothing stored) and a write that failed (503) are not:
 * only an accepted post can have recorded a lead, so only it starts lead delivery at the edge.
 */
export function isAcceptedPost(method: string, status: number, stored: boolean): boolean {
  if (method === "GET" || method === "HEAD") return false;
  return stored && status >= 200 && status < 400;
}
