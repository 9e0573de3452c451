import { buildSync, type Metafile } from "esbuild";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";

// What a first visit to the blog, tutorial and AI demo pages downloads beyond the HTML
// (decision 0013): the layout module, the page's module and the chunks they import
// statically. Built in memory the way scripts/build-enhance.mjs builds them.

const entries = { site: "app/enhance/site.ts", lists: "app/features/content/articles/lists.enhance.ts", "ai-demo": "app/features/marketing/features/ai-demo.enhance.ts", confetti: "app/features/marketing/features/confetti.enhance.ts" };
const result = buildSync({
  entryPoints: entries,
  bundle: true,
  splitting: true,
  format: "esm",
  minify: true,
  target: ["es2020"],
  outdir: "out",
  entryNames: "[name]",
  chunkNames: "chunk-[hash]",
  metafile: true,
  write: false,
  legalComments: "none",
  logLevel: "silent",
});
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
    const imports = outputs[fileOf("ai-demo")]!.imports;
    expect(imports).toContainEqual(expect.objectContaining({ path: fileOf("confetti"), kind: "dynamic-import" }));
    expect(inputsOf(firstVisit(["confetti"])).some((input) => input.includes("node_modules/canvas-confetti/"))).toBe(true);
  });
});
