// `node scripts/probes/route-matching.mjs`: CPU of React Router's matchRoutes on the site's own
// route tree, patched (`@remix-run/router/dist/router.js`, what the server build bundles,
// patches/@remix-run+router+1.23.3.patch) against the file as published
// (`dist/router.cjs.js`, left unpatched), decision 0036.
//
// A document request matches three times: twice on arrays built once per isolate (Remix's
// matchServerRoutes, the static handler's query) and once on an array <RemixServer> builds
// for each render. Reported: microseconds of process CPU per request for each, median of 5
// rounds of N requests (`--requests=N`, default 2000) over the main pages' paths.
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const { flatRoutes } = require("@remix-run/dev/dist/config/flat-routes.js");
const appDirectory = fileURLToPath(new URL("../../app", import.meta.url));
const requests = Number(process.argv.find((arg) => arg.startsWith("--requests="))?.split("=")[1] ?? 2000);

// The route tree `remix build` writes, nested as the server runtime's createRoutes nests it.
const manifest = { root: { id: "root", path: "" } };
for (const route of Object.values(flatRoutes(appDirectory, ["**/.*", "**/*.test.*"]))) {
  manifest[route.id] = { ...route, parentId: route.parentId ?? "root" };
}
const nest = (parentId) =>
  Object.values(manifest)
    .filter((route) => route.parentId === parentId)
    .map(({ id, path, index, caseSensitive }) => ({ id, path, index, caseSensitive, children: nest(id) }));

const paths = ["/", "/pt", "/pricing", "/pt/pricing", "/blog", "/blog/some-post", "/help-center", "/pt/help-center/contact", "/nope/deeper"];
const matchers = {
  published: require("@remix-run/router/dist/router.cjs.js"),
  patched: await import(require.resolve("@remix-run/router/dist/router.js")),
};

const cpu = (run) => {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / requests;
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const results = { published: { stable: [], fresh: [] }, patched: { stable: [], fresh: [] } };
for (let round = 0; round < 6; round++) {
  for (const [name, { matchRoutes }] of Object.entries(matchers)) {
    const server = nest(undefined);
    const handler = nest(undefined);
    const renders = Array.from({ length: requests }, () => nest(undefined));
    const stable = cpu(() => {
      for (let i = 0; i < requests; i++) {
        matchRoutes(server, paths[i % paths.length]);
        matchRoutes(handler, paths[i % paths.length]);
      }
    });
    const fresh = cpu(() => {
      for (let i = 0; i < requests; i++) matchRoutes(renders[i], paths[i % paths.length]);
    });
    // The first round warms the JIT and is not counted.
    if (round > 0) {
      results[name].stable.push(stable);
      results[name].fresh.push(fresh);
    }
  }
}
for (const [name, { stable, fresh }] of Object.entries(results)) {
  const two = median(stable);
  const one = median(fresh);
  console.log(
    `${name.padEnd(9)} server runtime + static handler: ${two.toFixed(0).padStart(4)} µs, render: ${one.toFixed(0).padStart(4)} µs, per request: ${(two + one).toFixed(0).padStart(4)} µs`,
  );
}
