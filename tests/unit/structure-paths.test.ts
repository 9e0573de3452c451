import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script, run by `npm run lint`
import { checkPaths, commentsOf, missingPaths } from "../../scripts/check-paths.mjs";

// Every path a comment or a document names exists (issue 21), checked by `npm run lint`
// through scripts/check-paths.mjs.
const repo = new URL("../..", import.meta.url).pathname;
const made = mkdtempSync(join(tmpdir(), "check-paths-"));
afterAll(() => rmSync(made, { recursive: true, force: true }));
for (const file of ["app/lib/site.ts", "app/backend/d1/help-query.server.ts", "app/routes/($lang).pricing.tsx", "functions/[[path]].ts", "docs/decisions/0016-help-center.md"]) {
  mkdirSync(dirname(join(made, file)), { recursive: true });
  writeFileSync(join(made, file), "");
}

describe("paths named in comments and documents", () => {
  it("all exist in this tree", { timeout: 30_000 }, () => {
    expect(checkPaths(repo)).toEqual([]);
  });

  it("finds a path that does not exist, and takes a sentence's punctuation, folders, decision numbers and relative names", () => {
    const text = [
      "See app/lib/site.ts, and (app/routes/($lang).pricing.tsx). Also functions/[[path]].ts: the edge.",
      "The analysis is in app/backend/help-search.ts; docs/decisions/0016 and docs/decisions/0099 say why.",
      "Both adapters: d1/help-query.server.ts and supabase/help-query.server.ts, under app/backend/.",
      "Patterns are not paths: app/features/<area>/, app/locales/{en,pt}/x.json, migrations/NNNN_x.sql, app/${id}.tsx, tests/**/x.ts.",
    ].join("\n");
    expect(missingPaths(made, text, { folder: "app/backend" })).toEqual([
      { line: 2, path: "app/backend/help-search.ts" },
      { line: 2, path: "docs/decisions/0099" },
      { line: 3, path: "supabase/help-query.server.ts" },
    ]);
  });

  it("reads only the comments of code: strings and code may name made-up files", () => {
    const source = [
      'const probe = "app/features/newsletter/Probe.tsx"; // but app/lib/gone.ts is named here',
      "/**",
      " * And app/lib/site.ts here, in a block.",
      " */",
      'export const url = "https://example.com/app/x"; /* app/enhance/old.ts */',
      "const view = <div>{/* app/components/Old.tsx */}app/not/a/comment.ts</div>;",
    ].join("\n");
    const comments = commentsOf("x.tsx", source);
    expect(comments.map((comment: { line: number }) => comment.line)).toEqual([1, 2, 5, 6]);
    const missing = comments.flatMap((comment: { line: number; text: string }) => missingPaths(made, comment.text, { first: comment.line }));
    expect(missing).toEqual([
      { line: 1, path: "app/lib/gone.ts" },
      { line: 5, path: "app/enhance/old.ts" },
      { line: 6, path: "app/components/Old.tsx" },
    ]);
  });
});
