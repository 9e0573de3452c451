// Where the benches' figures go (decision 0060): each measure writes its latest figures to a
// data file of its own, docs/figures/<measure>.md (a Markdown fragment: its tables and how they
// were measured), and docs/performance.md includes it between two markers, re-rendered here. The
// record's prose, written by people, is never rewritten by a bench.
//
//   <!-- include figures/cpu.md -->
//   (the file's text, re-rendered by `npm run bench -- render` and after every bench that writes)
//   <!-- end include -->
//
// tests/unit/bench-figures.test.ts fails when the record and a data file differ.
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { root } from "../../local-backend.mjs";

export const recordPath = join(root, "docs", "performance.md");
const docs = join(root, "docs");
const include = /<!-- include (figures\/[\w-]+\.md) -->\n[\s\S]*?<!-- end include -->/g;

/** The record's text with every include block filled from `read(path)` (a path under docs/). */
export function renderIncludes(text, read) {
  return text.replace(include, (_, path) => `<!-- include ${path} -->\n${read(path).trimEnd()}\n<!-- end include -->`);
}

/** The data files the record includes, by path under docs/. */
export function includedFiles(text) {
  return [...text.matchAll(include)].map((match) => match[1]);
}

/** Re-renders docs/performance.md from the data files; whether it changed. */
export function renderRecord() {
  const text = readFileSync(recordPath, "utf8");
  const next = renderIncludes(text, (path) => readFileSync(join(docs, path), "utf8"));
  if (next !== text) writeFileSync(recordPath, next);
  return next !== text;
}

/** Writes a measure's figures to docs/figures/<name>.md and renders the record; the file's path. */
export function writeFigures(name, markdown) {
  mkdirSync(join(docs, "figures"), { recursive: true });
  const file = join(docs, "figures", `${name}.md`);
  writeFileSync(file, `${markdown.trimEnd()}\n`);
  if (!includedFiles(readFileSync(recordPath, "utf8")).includes(`figures/${name}.md`)) {
    console.warn(`docs/performance.md does not include figures/${name}.md: add <!-- include figures/${name}.md --> … <!-- end include --> where the figures belong`);
  }
  renderRecord();
  return file;
}
