import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script, run by `npm run lint`
import { arrowsBetween, importCycles, importGraph } from "../../scripts/import-cycles.mjs";

// No import cycle under app/ (issue 21), checked by `npm run lint` through scripts/import-cycles.mjs.
const repo = new URL("../..", import.meta.url).pathname;
const made = mkdtempSync(join(tmpdir(), "import-cycles-"));
afterAll(() => rmSync(made, { recursive: true, force: true }));

function tree(name: string, files: Record<string, string>) {
  const root = join(made, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe("import cycles", () => {
  it("there is none under app/", () => {
    expect(importCycles(join(repo, "app"), { base: repo })).toEqual([]);
  });

  it("runs no lead arrow between app/backend and app/server: both import the lead contract in app/leads, which imports neither (decision 0058)", () => {
    const app = join(repo, "app");
    const graph = importGraph(app);
    const leads = (arrow: [string, string]) => arrow.some((file) => file.startsWith("leads/") || file.includes("/leads/") || /lead/.test(file));
    expect(arrowsBetween(graph, app, "backend", "server").filter(leads)).toEqual([]);
    expect(arrowsBetween(graph, app, "server", "backend").filter(leads)).toEqual([]);
    for (const folder of ["backend", "server", "features", "routes", "components"]) expect(arrowsBetween(graph, app, "leads", folder), folder).toEqual([]);
    // Both sides do read it.
    expect(arrowsBetween(graph, app, "backend", "leads").length).toBeGreaterThan(0);
    expect(arrowsBetween(graph, app, "server", "leads").length).toBeGreaterThan(0);
  });

  it("counts the arrows between two folders, both ways", () => {
    const root = tree("arrows", {
      "backend/port.ts": 'import type { Env } from "~/server/env";\nexport type Port = Env;\n',
      "server/env.ts": "export type Env = string;\n",
      "server/send.ts": 'import type { Port } from "../backend/port";\nimport "./env";\nexport type P = Port;\n',
    });
    const graph = importGraph(root);
    expect(arrowsBetween(graph, root, "backend", "server")).toEqual([["backend/port.ts", "server/env.ts"]]);
    expect(arrowsBetween(graph, root, "server", "backend")).toEqual([["server/send.ts", "backend/port.ts"]]);
  });

  it("finds one made of type-only imports through ~/, and one of relative imports, and names their files", () => {
    const root = tree("cycles", {
      "root.tsx": 'import { Footer } from "~/components/Footer";\nexport const loader = () => Footer;\n',
      "components/Footer.tsx": 'import { Form } from "../features/Form";\nexport const Footer = Form;\n',
      "features/Form.tsx": 'import type { loader } from "~/root";\nexport const Form = null as unknown as typeof loader;\n',
      "backend/content.ts": 'import type { Query } from "./search";\nexport type Port = { search(q: Query): void };\n',
      "backend/search.ts": 'import type { Port } from "./content";\nexport type Query = string;\nexport type P = Port;\n',
      "lib/alone.ts": 'import { Footer } from "~/components/Footer";\nimport "react";\nexport default Footer;\n',
    });
    expect(importCycles(root, { base: root })).toEqual([
      ["backend/content.ts", "backend/search.ts"],
      ["components/Footer.tsx", "features/Form.tsx", "root.tsx"],
    ]);
  });

  it("finds a module that imports itself, and none in a tree without cycles", () => {
    expect(importCycles(tree("self", { "a.ts": 'export * from "./a";\n' }), { base: made })).toEqual([["self/a.ts"]]);
    const chain = tree("chain", { "a.ts": 'import "./b";\n', "b.ts": 'export { c } from "~/c";\n', "c.ts": "export const c = 1;\n" });
    expect(importCycles(chain)).toEqual([]);
  });
});
