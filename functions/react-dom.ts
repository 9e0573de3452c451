/**
 * "react-dom" as the Worker sees it (wrangler.toml `[alias]`, decision 0053). The Worker renders
 * with react-dom/server, which needs nothing from here; the one importer of "react-dom" in the
 * server build is react-router-dom, which reads `flushSync` from it for the browser's router
 * and never calls it on the server. The real package is React's browser renderer, 130 KB that
 * every isolate would parse and run at startup (about 15 ms of CPU on this machine) for
 * nothing. Anything else imported from "react-dom" fails the build: esbuild names the missing
 * export, so a server need for the real one cannot go unnoticed.
 */
export function flushSync<Result>(update: () => Result): Result {
  return update();
}
