// `npm run cron`: fires the site's clock once on the local site started by `npm start`, as the
// Cron Trigger does every minute once deployed (functions/scheduled.ts, decision 0040). It asks
// wrangler's own trigger route, /cdn-cgi/handler/scheduled (local servers only; Cloudflare never
// routes /cdn-cgi/ to a Worker). Each job logs its outcome in the `npm start` terminal.
//
//   npm run cron                      # the site on PORT or 8788
//   npm run cron -- --url http://127.0.0.1:8790 --time 2026-12-01T09:00:00Z
import { pathToFileURL } from "node:url";

/** Fires `scheduled()` once on the local site at `url`; resolves with wrangler's answer ("ok" or "exception"). */
export async function fireSchedule(url, { cron = "* * * * *", time } = {}) {
  const target = new URL("/cdn-cgi/handler/scheduled", url);
  target.searchParams.set("cron", cron);
  if (time !== undefined) target.searchParams.set("time", String(new Date(time).getTime()));
  const response = await fetch(target);
  return { ok: response.ok, outcome: (await response.text()).trim() };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = process.argv.slice(2);
  const option = (name) => {
    const index = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
    if (index === -1) return undefined;
    return args[index].includes("=") ? args[index].slice(args[index].indexOf("=") + 1) : args[index + 1];
  };
  const url = option("url") ?? `http://127.0.0.1:${process.env.PORT ?? "8788"}`;
  try {
    const { ok, outcome } = await fireSchedule(url, { cron: option("cron"), time: option("time") });
    console.log(`scheduled() on ${url}: ${outcome}`);
    process.exit(ok ? 0 : 1);
  } catch (error) {
    console.error(`No site answered at ${url} (${error instanceof Error ? error.message : error}): start it with npm start.`);
    process.exit(1);
  }
}
