#!/usr/bin/env node
// `npm run bench -- <measure> [options]`: the site's measurements (docs/measuring.md), one file
// per measure in this folder, run by name; what they share is in harness/ (the list of main pages
// and their budgets, Lighthouse, the figures' data files). `npm run bench` alone lists them;
// `npm run bench -- <measure> --help` prints a measure's own usage (its opening comment) without
// running it. Benches time things: run them on an otherwise idle machine.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { renderRecord } from "./harness/figures.mjs";

const here = dirname(fileURLToPath(import.meta.url));

export const measures = {
  pages: "Lighthouse mobile, first HTML and JavaScript weight of every main page in both languages, and throughput; writes docs/figures/pages.md",
  edge: "backend round trips per uncached page (150 ms injected per call) and the edge cache's hit ratio over a realistic traffic mix",
  cpu: "the Worker's CPU per page in workerd: uncached render, true miss, cache hit, startup; writes docs/figures/cpu.md",
  search: "the help search's backend time on D1 and on Postgres, on the demo content and 5,000 generated articles",
  outage: "how long a visitor waits while the backend hangs, then refuses connections (decision 0024)",
  recovery: "a clock run's wall time and workerd CPU when the lead receiver comes back after an outage (decisions 0061, 0066)",
};

/** A measure's usage: the opening comment of its file, without the comment marks. */
export function usageOf(name) {
  const lines = readFileSync(join(here, `${name}.mjs`), "utf8").split("\n");
  const comment = [];
  for (const line of lines) {
    if (!line.startsWith("//")) break;
    comment.push(line.replace(/^\/\/ ?/, ""));
  }
  return comment.join("\n");
}

function list() {
  const width = Math.max(...Object.keys(measures).map((name) => name.length));
  return [
    "npm run bench -- <measure> [options]     (npm run bench -- <measure> --help for its options)",
    "",
    ...Object.entries(measures).map(([name, what]) => `  ${name.padEnd(width)}  ${what}`),
    `  ${"render".padEnd(width)}  re-renders docs/performance.md from docs/figures/ (measures nothing)`,
  ].join("\n");
}

export function main(argv = process.argv.slice(2), log = console.log) {
  const [name, ...rest] = argv;
  if (!name || name === "--help" || name === "-h") {
    log(list());
    return name ? 0 : 2;
  }
  if (name === "render") {
    log(renderRecord() ? "docs/performance.md re-rendered from docs/figures/" : "docs/performance.md already shows docs/figures/");
    return 0;
  }
  if (!Object.hasOwn(measures, name) || !existsSync(join(here, `${name}.mjs`))) {
    log(`No measure "${name}".\n\n${list()}`);
    return 2;
  }
  if (rest.includes("--help") || rest.includes("-h")) {
    log(usageOf(name));
    return 0;
  }
  const result = spawnSync(process.execPath, [join(here, `${name}.mjs`), ...rest], { stdio: "inherit" });
  return result.status ?? 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exit(main());
