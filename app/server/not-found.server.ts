/**
 * What a loader or action throws for something that does not exist (`throw notFound()`):
 * the root error boundary renders the 404 page with its title, and a resource route sends
 * it as it is. A page that has its own not-found view returns `json(..., { status: 404 })`
 * instead. `headers` for a 404 that must not be kept (a preview link's, decision 0214).
 */
export function notFound(headers?: HeadersInit): Response {
  return new Response("Not Found", { status: 404, statusText: "Not Found", headers });
}
