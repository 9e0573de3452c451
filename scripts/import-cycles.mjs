#!/usr/bin/env node
// Import cycles among the modules under app/ (issue 21): a cycle makes the order modules
// start in depend on who imported first, and says two modules are really one. Type-only
// imports count too: they are how the root → footer → newsletter form → root cycle was made.
// Run by `npm run lint`; tests/unit/structure-import-cycles.test.ts runs it on the tree and on
// a made-up cycle. The same graph counts the arrows between two folders (issue 42 counted 9 from
// app/backend to app/server and 3 back, 9 of them for leads; decision 0058 moved the lead contract
// to app/leads/, which both import, and the test holds that no lead arrow runs between them).
//
//   node scripts/import-cycles.mjs                         prints each cycle, exits 1 when there is one
//   node scripts/import-cycles.mjs --arrows backend server  prints the imports between app/backend and app/server, both ways
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const sourceFile = /\.(ts|tsx|mjs|js)$/;
const extensions = ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx"];

function sourcesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return sourceFile.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The file an import names, when it is one of `files` (packages and assets are not). */
function resolveImport(specifier, from, aliasRoot, files) {
  let base;
  if (specifier.startsWith("~/")) base = join(aliasRoot, specifier.slice(2));
  else if (specifier.startsWith(".")) base = resolve(dirname(from), specifier);
  else return null;
  for (const extension of extensions) {
    const candidate = base + extension;
    if (files.has(candidate)) return candidate;
  }
  return null;
}

/** Every static, type-only, re-export and dynamic import of each file, resolved to files of the same tree. */
export function importGraph(root, aliasRoot = root) {
  const files = new Set(sourcesUnder(root));
  const graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = importedFiles.map(({ fileName }) => resolveImport(fileName, file, aliasRoot, files)).filter(Boolean);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The cycles of a graph: its strongly connected parts of two or more files, or one that imports itself (Tarjan). */
export function cyclesOf(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const part = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      part.push(member);
    } while (member !== file);
    if (part.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(part.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return cycles;
}

/** The import cycles under `root` (`~/` resolving to `aliasRoot`), each as paths relative to `base`. */
export function importCycles(root, { aliasRoot = root, base = process.cwd() } = {}) {
  return cyclesOf(importGraph(root, aliasRoot)).map((cycle) => cycle.map((file) => relative(base, file)));
}

/** The imports from files under folder `from` to files under folder `to` (both under `root`), each as [file, file] relative to `root`. */
export function arrowsBetween(graph, root, from, to) {
  const inside = (file, folder) => relative(join(root, folder), file).split(sep)[0] !== "..";
  const arrows = [];
  for (const [file, targets] of graph) {
    if (!inside(file, from)) continue;
    for (const target of targets) if (inside(target, to)) arrows.push([relative(root, file), relative(root, target)]);
  }
  return arrows.sort(([a], [b]) => a.localeCompare(b));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..");
  const app = join(repo, "app");
  if (!existsSync(app) || !statSync(app).isDirectory()) throw new Error(`no app/ under ${repo}`);
  const asked = process.argv.indexOf("--arrows");
  if (asked !== -1) {
    const [one, other] = process.argv.slice(asked + 1, asked + 3);
    if (!one || !other) throw new Error("--arrows needs two folders under app/, e.g. --arrows backend server");
    const graph = importGraph(app);
    for (const [from, to] of [[one, other], [other, one]]) {
      const arrows = arrowsBetween(graph, app, from, to);
      console.log(`app/${from} → app/${to}: ${arrows.length}`);
      for (const [file, target] of arrows) console.log(`  ${file} → ${target}`);
    }
    process.exit(0);
  }
  const cycles = importCycles(app, { base: repo });
  for (const cycle of cycles) console.error(`import cycle: ${cycle.join(" ↔ ")}`);
  if (cycles.length > 0) process.exit(1);
  console.log("no import cycle under app/");
}
