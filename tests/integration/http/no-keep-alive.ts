/**
 * Every request of the HTTP tests goes on a connection of its own. Between requests the
 * tests run wrangler for a second or more (to look into D1 and R2), and a kept-alive
 * socket that the local server closed meanwhile fails the next request with
 * "other side closed": a failure of the test rig, not of the site.
 */
const originalFetch = globalThis.fetch;
globalThis.fetch = (input: RequestInfo | URL, init: RequestInit = {}) => {
  const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
  if (!headers.has("Connection")) headers.set("Connection", "close");
  return originalFetch(input, { ...init, headers });
};
