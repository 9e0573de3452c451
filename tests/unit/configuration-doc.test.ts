import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { variables } from "~/server/env.server";

/**
 * docs/configuration.md's table says what the site's own table says (`variables` in
 * app/server/env.server.ts, decision 0060): every variable, its kind, what a production upload
 * needs and what it goes with, and no variable the site does not read.
 */
const doc = readFileSync("docs/configuration.md", "utf8");
const rows = doc
  .split("\n")
  .filter((line) => /^\| `[A-Z_]+` \|/.test(line))
  .map((line) => line.split(" | ").map((cell) => cell.replace(/^\| |\s*\|$/g, "").trim()));
const documented = new Map(rows.map(([name, kind, production, pairs]) => [name!.replace(/`/g, ""), { kind, production, pairs }]));
const names = (cell: string | undefined) => [...(cell ?? "").matchAll(/`([A-Z_]+)`/g)].map((match) => match[1]).sort();

describe("docs/configuration.md", () => {
  it("lists every variable of the site's table once, and nothing else", () => {
    expect(rows.length).toBe(documented.size);
    expect([...documented.keys()].sort()).toEqual(variables.map((row) => row.name).sort());
  });

  it("gives each its kind, what production needs and its pairs as the table does", () => {
    for (const row of variables) {
      const said = documented.get(row.name)!;
      expect(said.kind, row.name).toBe(row.kind);
      expect(said.production, row.name).toBe(row.production === "local" ? "local only" : row.production);
      expect(names(said.pairs), row.name).toEqual([...row.pairs].sort());
    }
  });
});
