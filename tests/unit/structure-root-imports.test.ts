import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The root module imports the layout (header, footer, newsletter form...), so a component
// or feature that imports it back makes a cycle (issue 21). What it gives pages is read
// through app/lib/root-data.ts; eslint.config.js refuses any import of the root module.
const app = new URL("../../app/", import.meta.url).pathname;

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("nothing imports the root module", () => {
  it("no file under app/ imports ~/root", () => {
    const importers = sourcesUnder(app).filter((file) => /from\s+["'](~|\.\.?(\/\.\.)*)\/root(\.tsx?)?["']/.test(readFileSync(file, "utf8")));
    expect(importers).toEqual([]);
  });

  it("lint refuses it in a feature, a component, a route and the backend", { timeout: 30_000 }, async () => {
    const eslint = new ESLint({ cwd: new URL("../..", import.meta.url).pathname });
    const ruleOf = async (filePath: string, source: string) =>
      (await eslint.lintText(source, { filePath }))[0]!.messages.map((message) => message.ruleId);
    const typeImport = 'import type { loader } from "~/root";\nexport type Root = typeof loader;\n';
    expect(await ruleOf("app/features/newsletter/Probe.tsx", typeImport)).toContain("no-restricted-imports");
    expect(await ruleOf("app/components/layout/Probe.tsx", typeImport)).toContain("no-restricted-imports");
    expect(await ruleOf("app/backend/probe.ts", typeImport)).toContain("no-restricted-imports");
    expect(await ruleOf("app/routes/probe.tsx", 'import { links } from "../root";\nexport const all = links;\n')).toContain(
      "no-restricted-imports",
    );
    // The shared hooks are the way: allowed.
    expect(await ruleOf("app/features/newsletter/Probe.tsx", 'import { useRootData } from "~/lib/root-data";\nexport const use = useRootData;\n')).toEqual([]);
  });
});
