#!/usr/bin/env node
// Paths named in comments and docs must exist (issue 21: about ten comments still named
// files the regroup had moved or removed). Every `app/…`, `scripts/…`, `functions/…`,
// `tests/…`, `docs/…`, `migrations/…`, `supabase/…`, `seed/…` and `public/…` path written in a
// comment of a source file, or anywhere in a document or SQL file, is looked up from the
// repository's root or, failing that, from the file's own folder ("d1/x.server.ts" in
// app/backend/); `docs/decisions/0016` names the record numbered 0016. A pattern (`<area>`,
// `*`, `{en,pt}`, `${…}`, `NNNN`) is not a path and is skipped. Decision records are history:
// a path they name may be gone since, so they are not checked (their status line says what
// changed).
// Run by `npm run lint`; tests/unit/structure-paths.test.ts runs it on the tree and on made-up text.
//
//   node scripts/check-paths.mjs     prints each missing path with where it is named, exits 1 if any
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const roots = ["app", "scripts", "functions", "tests", "docs", "migrations", "supabase", "seed", "public"];
const checked = /\.(ts|tsx|mjs|js|md|sql|toml)$/;
const code = /\.(ts|tsx|mjs|js)$/;
const skippedDirs = new Set(["node_modules", ".git", ".tmp", ".wrangler", "build", "test-results", "playwright-report", "fixtures"]);
const mention = new RegExp(`(?<![\\w./~@-])(?:${roots.join("|")})/[\\w.$()\\[\\]@+<>*{},-]+(?:/[\\w.$()\\[\\]@+<>*{},-]+)*/?`, "g");
const generated = ["public/enhance", "public/build"];
const notAPath = /[<>*{}]|\$\{|NNNN|\.\.\./;

/** The files whose mentions are checked: sources, scripts, tests and documents, not decision records or generated files. */
export function filesToCheck(repo) {
  const files = ["README.md"].filter((file) => existsSync(join(repo, file)));
  const walk = (dir) => {
    for (const entry of readdirSync(join(repo, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!skippedDirs.has(entry.name) && path !== join("docs", "decisions") && path !== join("public", "build")) walk(path);
      } else if (checked.test(entry.name) && !entry.name.endsWith(".d.ts")) files.push(path);
    }
  };
  for (const dir of ["app", "scripts", "functions", "tests", "docs", "migrations", "supabase"]) if (existsSync(join(repo, dir))) walk(dir);
  return files;
}

/** Whether `path` exists from `repo` or from `folder`; `docs/decisions/NNNN` is the record with that number. */
function exists(repo, folder, path) {
  // Build output (git-ignored, absent from a fresh clone until `npm run build`): named, not checked.
  if (generated.some((dir) => path === dir || path.startsWith(`${dir}/`))) return true;
  const record = /^docs\/decisions\/(\d{4})$/.exec(path);
  if (record) return existsSync(join(repo, "docs", "decisions")) && readdirSync(join(repo, "docs", "decisions")).some((name) => name.startsWith(`${record[1]}-`));
  return existsSync(join(repo, path)) || existsSync(join(repo, folder, path));
}

/** The longest reading of a mention that exists: trailing punctuation of the sentence is not part of it. */
function resolveMention(repo, folder, text) {
  let candidate = text;
  while (candidate) {
    if (exists(repo, folder, candidate)) return candidate;
    const shorter = candidate.replace(/[.,:;)'"`\]]$|\/$/, "");
    if (shorter === candidate) return null;
    candidate = shorter;
  }
  return null;
}

/** The comments of a source file, each with the line it starts on. */
export function commentsOf(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const seen = new Map();
  const collect = (ranges) => {
    for (const range of ranges ?? []) if (!seen.has(range.pos)) seen.set(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    if (ts.isJsxText(node)) return;
    // `{/* … */}`: a JSX expression holding only a comment.
    if (ts.isJsxExpression(node)) collect(ts.getTrailingCommentRanges(text, node.getStart(source) + 1));
    ts.forEachChild(node, visit);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.pos));
  // The opening `#!` line is not a comment.
  return [...seen.entries()]
    .filter(([, comment]) => !comment.startsWith("#!"))
    .sort(([a], [b]) => a - b)
    .map(([pos, comment]) => ({ line: source.getLineAndCharacterOfPosition(pos).line + 1, text: comment }));
}

/** Every mention in `text` (starting at line `first`) of a path that exists neither from `repo` nor from `folder`. */
export function missingPaths(repo, text, { folder = ".", first = 1 } = {}) {
  const missing = [];
  text.split("\n").forEach((line, index) => {
    for (const [found] of line.matchAll(mention)) {
      if (notAPath.test(found)) continue;
      if (!resolveMention(repo, folder, found)) missing.push({ line: first + index, path: found.replace(/[.,:;)'"`\]]+$/, "") });
    }
  });
  return missing;
}

/** The missing paths one file names: in the comments of code, anywhere in documents and SQL. */
export function missingPathsOf(repo, file) {
  const text = readFileSync(join(repo, file), "utf8");
  const folder = dirname(file);
  if (!code.test(file)) return missingPaths(repo, text, { folder });
  return commentsOf(file, text).flatMap((comment) => missingPaths(repo, comment.text, { folder, first: comment.line }));
}

/** Every missing path named anywhere in the checked files, as `file:line path`. */
export function checkPaths(repo) {
  return filesToCheck(repo).flatMap((file) => missingPathsOf(repo, file).map(({ line, path }) => `${file}:${line} ${path}`));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..");
  const missing = checkPaths(repo);
  for (const line of missing) console.error(`missing: ${line}`);
  if (missing.length > 0) process.exit(1);
  console.log(`every path named in ${filesToCheck(repo).length} files exists`);
}
