import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Every decision record says whether it is in force (docs/decisions/README.md): the line
// after its title is `Status: Accepted`, `Status: Amended by NNNN[, NNNN]` or
// `Status: Superseded by NNNN`, naming other records that exist (numbers are ranges per
// area, 00xx shared, 01xx marketing, 02xx content, 03xx engagement, so not in order of time).
const folder = new URL("../../docs/decisions/", import.meta.url);
const records = readdirSync(folder).filter((name) => /^\d{4}-.+\.md$/.test(name)).sort();
const numbers = new Set(records.map((name) => name.slice(0, 4)));
const statusLine = /^Status: (?:Accepted|(?:Amended|Superseded) by (\d{4}(?:, \d{4})*))$/;

describe("decision records", () => {
  it("are there", () => {
    expect(records.length).toBeGreaterThan(40);
  });

  it.each(records)("%s has a status after its title, naming other records that exist", (name) => {
    const [title, blank, status] = readFileSync(new URL(name, folder), "utf8").split("\n");
    expect(title).toMatch(new RegExp(`^# ${name.slice(0, 4)}\\b`));
    expect(blank).toBe("");
    expect(status).toMatch(statusLine);
    const named = status!.match(statusLine)![1]?.split(", ") ?? [];
    for (const number of named) {
      expect(numbers.has(number), `${name} names ${number}`).toBe(true);
      expect(number, `${name} names itself`).not.toBe(name.slice(0, 4));
    }
  });

  it("a record whose note says it was superseded or amended says so in its status", () => {
    for (const name of records) {
      const text = readFileSync(new URL(name, folder), "utf8");
      const status = text.split("\n")[2]!;
      const noted = [...text.matchAll(/^>\s*(?:Superseded in part by|Amended by|The .* (?:are|is) replaced by) \[(\d{4})\]/gm)].map((m) => m[1]);
      for (const number of noted) expect(status, name).toContain(number!);
    }
  });
});
