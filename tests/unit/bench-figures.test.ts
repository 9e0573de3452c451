import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script
import { includedFiles, renderIncludes } from "../../scripts/bench/harness/figures.mjs";

/**
 * The benches write their figures to data files (docs/figures/), which docs/performance.md
 * includes (decision 0060): the record shows each file exactly, and rendering touches nothing
 * but the include blocks.
 */
const render = renderIncludes as (text: string, read: (path: string) => string) => string;
const record = readFileSync("docs/performance.md", "utf8");

describe("docs/performance.md and its data files", () => {
  it("includes the pages' and the Worker CPU's figures, each exactly as its data file says", () => {
    const files = includedFiles(record) as string[];
    expect(files).toEqual(expect.arrayContaining(["figures/pages.md", "figures/cpu.md"]));
    for (const path of files) expect(existsSync(join("docs", path)), path).toBe(true);
    expect(render(record, (path) => readFileSync(join("docs", path), "utf8"))).toBe(record);
  });

  it("renders a data file into its block and leaves the prose around it alone", () => {
    const text = "# Record\n\nWritten by hand.\n\n<!-- include figures/x.md -->\nold figures\n<!-- end include -->\n\nMore prose.\n";
    expect(render(text, () => "| a | b |\n| 1 | 2 |\n")).toBe(
      "# Record\n\nWritten by hand.\n\n<!-- include figures/x.md -->\n| a | b |\n| 1 | 2 |\n<!-- end include -->\n\nMore prose.\n",
    );
  });
});
