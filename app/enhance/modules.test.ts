import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findEntries } from "../../scripts/build-enhance.mjs";

// The rules of decision 0033, checked on the tree: every browser module default-exports its
// behaviour under its own name and is imported by a test; hooks are enums of data attributes
// with one name per behaviour; no `[data-…]` selector is spelled in two places.

const root = join(import.meta.dirname, "..", "..");
const entries = findEntries();
const sources = readdirSync(join(root, "app"), { recursive: true })
  .map(String)
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => ({ file: `app/${file}`, text: readFileSync(join(root, "app", file), "utf8") }));
const tests = sources.filter(({ file }) => /\.test\.tsx?$/.test(file));

const converted = Object.entries(entries);

describe("browser modules", () => {
  it("are found by the build, one per name", () => {
    expect(Object.keys(entries)).toEqual(expect.arrayContaining(["site", "dialog", "pricing", "video", "calculator", "ai-demo"]));
  });

  it("all have a default export (none starts itself)", () => {
    const withoutDefault = Object.entries(entries).filter(([, path]) => !/^export default /m.test(readFileSync(join(root, path), "utf8")));
    expect(withoutDefault.map(([name]) => name)).toEqual([]);
  });

  it.each(converted)("%s default-exports its behaviours, under its own name", async (name, path) => {
    const behaviours = (await import(/* @vite-ignore */ join(root, path))).default as Record<string, unknown>;
    if (name === "site") expect(Object.keys(behaviours)).toEqual(["header", "launch-banner", "form", "toaster", "toast", "share"]);
    // A module may hold more than one behaviour (downloads: the filter and the download form); its own name is one of them.
    else expect(Object.keys(behaviours)).toContain(name);
    for (const start of Object.values(behaviours)) expect(start).toBeTypeOf("function");
  });

  it.each(converted)("%s is imported by a test", (name) => {
    expect(tests.filter(({ text }) => text.includes(`/${name}.enhance";`)).map(({ file }) => file)).not.toEqual([]);
  });
});

describe("hooks", () => {
  const hookFiles = sources.filter(({ file }) => file.endsWith(".hooks.ts"));

  it("are string enums: a behaviour name and data attributes, each behaviour named once", async () => {
    const names: string[] = [];
    for (const { file } of hookFiles) {
      for (const hooks of Object.values(await import(/* @vite-ignore */ join(root, file))) as Array<Record<string, string>>) {
        const { module, ...parts } = hooks;
        // An enum without a module names data attributes only, not a behaviour.
        if (module !== undefined) {
          expect(module, file).toMatch(/^[a-z][a-z-]*$/);
          names.push(module);
        }
        for (const attribute of Object.values(parts)) expect(attribute, file).toMatch(/^data-[a-z][a-z-]*$/);
      }
    }
    expect(names.length).toBeGreaterThanOrEqual(9);
    expect(new Set(names).size).toBe(names.length);
  });

  it("leave no `[data-…]` selector spelled in more than one place of the app", () => {
    const places = new Map<string, string[]>();
    for (const { file, text } of sources) {
      if (tests.some((test) => test.file === file)) continue;
      for (const [selector] of text.matchAll(/\[data-[a-z-]+/g)) places.set(selector, [...(places.get(selector) ?? []), file]);
    }
    expect([...places].filter(([, files]) => files.length > 1)).toEqual([]);
  });
});
