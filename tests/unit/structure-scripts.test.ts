import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script
import { main, measures, usageOf } from "../../scripts/bench/index.mjs";

/**
 * scripts/ is a tool set (issue 42 item 5, decision 0060): every file is reached from package.json,
 * another script, a test or the probes' README (a measure by its name in the bench harness), so
 * none is left that nothing runs; every measure answers --help without running.
 */
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));

const scripts = walk("scripts");
const sources = [...scripts, ...walk("tests"), "package.json"].map((file) => ({ file, text: readFileSync(file, "utf8") }));
const measureFiles = new Set(Object.keys(measures as Record<string, string>).map((name) => `scripts/bench/${name}.mjs`));

function reachedBy(file: string): string[] {
  // A declaration beside a script goes with it.
  const target = file.endsWith(".d.mts") ? file.replace(/\.d\.mts$/, ".mjs") : file;
  const name = basename(target);
  return sources.filter(({ file: other, text }) => other !== file && other !== target && text.includes(name)).map(({ file: other }) => other);
}

describe("scripts/", () => {
  it("has no file that nothing reaches", () => {
    const orphans = scripts.filter((file) => !measureFiles.has(file) && reachedBy(file).length === 0);
    expect(orphans).toEqual([]);
  });

  it("loads the harness the measures share (their imports resolve from scripts/bench/harness/)", async () => {
    for (const module of ["page-list", "lighthouse", "figures"]) {
      await expect(import(`../../scripts/bench/harness/${module}.mjs`), module).resolves.toBeDefined();
    }
  });

  it("names every measure's file, and each prints its usage without running", () => {
    for (const file of measureFiles) expect(scripts).toContain(file);
    const printed: string[] = [];
    for (const name of Object.keys(measures as Record<string, string>)) {
      expect((main as (argv: string[], log: (line: string) => void) => number)([name, "--help"], (line) => printed.push(line)), name).toBe(0);
      expect((usageOf as (name: string) => string)(name), name).toMatch(/npm run bench -- |node scripts\/bench\//);
    }
    expect(printed.join("\n")).toContain("npm run bench -- cpu");
    const unknown: string[] = [];
    expect((main as (argv: string[], log: (line: string) => void) => number)(["nope"], (line) => unknown.push(line))).toBe(2);
    expect(unknown.join("\n")).toMatch(/No measure "nope"[\s\S]*pages/);
  });
});
