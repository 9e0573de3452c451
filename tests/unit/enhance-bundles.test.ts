import { buildSync, type Metafile } from "esbuild";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { buildOptions } from "../../scripts/build-enhance.mjs";

// What a first visit to the blog, tutorial and AI demo pages downloads beyond the HTML
// (decision 0013): the layout module, the page's module and the chunks they import
// statically. Built in memory the way scripts/build-enhance.mjs builds them.

// The page modules are built together (sharing chunks), as scripts/build-enhance.mjs builds them.
const { layout, pages } = buildOptions(undefined, { outdir: "out", entryNames: "[name]", write: false, logLevel: "silent" });
const layoutResult = buildSync(layout);
const pagesResult = buildSync(pages);
const result = { metafile: { outputs: { ...layoutResult.metafile!.outputs, ...pagesResult.metafile!.outputs } }, outputFiles: [...layoutResult.outputFiles!, ...pagesResult.outputFiles!] };
const outputs = result.metafile.outputs;
const fileOf = (name: string) => Object.keys(outputs).find((file) => file.endsWith(`out/${name}.js`))!;

/** The files a module loads before it runs: itself and its static imports, transitively. */
function firstVisit(names: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { path, kind } of (outputs[file] as Metafile["outputs"][string]).imports) if (kind === "import-statement") visit(path);
  };
  names.forEach((name) => visit(fileOf(name)));
  return [...seen];
}
const inputsOf = (files: string[]) => files.flatMap((file) => Object.keys(outputs[file]!.inputs));
const gzipBytes = (files: string[]) =>
  files.reduce((sum, file) => sum + gzipSync(result.outputFiles.find((output) => output.path.endsWith(file))!.contents, { level: 9 }).length, 0);

describe("first-visit JavaScript of the lists and the AI demo (DESIGN §9: ≤ 15 KB)", () => {
  it.each([["lists"], ["ai-demo"]])("%s: no React, zod or confetti up front, and far under budget", (name) => {
    const files = firstVisit(["site", name]);
    const inputs = inputsOf(files);
    expect(inputs.filter((input) => /node_modules\/(react|react-dom|@remix-run|zod|i18next|canvas-confetti)\//.test(input))).toEqual([]);
    expect(gzipBytes(files)).toBeLessThan(5 * 1024);
  });

  it("the demo fetches the confetti (canvas-confetti) only by import(), after a post", () => {
    const confetti = outputs[fileOf("ai-demo")]!.imports.filter(({ path }) => Object.keys(outputs[path]?.inputs ?? {}).some((input) => input.includes("node_modules/canvas-confetti/")));
    expect(confetti).toEqual([expect.objectContaining({ kind: "dynamic-import" })]);
  });
});
