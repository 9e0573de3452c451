// Builds the small browser modules of app/enhance/ (DESIGN §5.7): what documents that do
// not hydrate React load instead of the app. remix.config.js calls this, so every
// `remix build` (npm run build, npm start, the test servers) produces them; the files
// land in public/enhance/ under content-hashed names (cached as immutable, see
// public/_headers); app/enhance/manifest.json maps each entry to its file and
// app/enhance/preload.json lists the shared chunks each one imports, for root.tsx.
import { buildSync } from "esbuild";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Entry name → source: every `<name>.enhance.ts` under app/ is the module `<name>`, the name a
 * route gives in `handle.enhance` (app/enhance/behaviour.ts).
 */
export function findEntries() {
  const entries = {};
  for (const file of readdirSync(join(root, "app"), { recursive: true }).map(String).sort()) {
    if (!file.endsWith(".enhance.ts")) continue;
    const name = basename(file, ".enhance.ts");
    const path = `app/${file.split(sep).join("/")}`;
    if (entries[name]) throw new Error(`Two browser modules are named "${name}": ${entries[name]} and ${path}`);
    entries[name] = path;
  }
  return entries;
}

/**
 * Each module is built from a two-line entry, written to .tmp/enhance-entries/, that registers
 * its default export (its behaviours by name) for app/enhance/behaviour.ts `createAll`. Written
 * here rather than in each module so that no module imports a registration function: shared by
 * the page modules, it would become a chunk of its own, one more request on every page.
 */
function registrationEntries(entries) {
  const dir = join(root, ".tmp", "enhance-entries");
  mkdirSync(dir, { recursive: true });
  return Object.fromEntries(
    Object.entries(entries).map(([name, path]) => {
      // A module not yet converted to behaviours (no default export) starts itself: built as is.
      if (!/^export default /m.test(readFileSync(join(root, path), "utf8"))) return [name, path];
      const entry = join(dir, `${name}.js`);
      writeFileSync(entry, `import behaviours from ${JSON.stringify(`../../${path}`)};\nglobalThis.stayloopBehaviours = { ...globalThis.stayloopBehaviours, ...behaviours };\n`);
      return [name, relative(root, entry)];
    })
  );
}

/** The esbuild options of the layout's module and of the page modules, by entry name. */
export function buildOptions(entries = findEntries(), overrides = {}) {
  const options = {
    absWorkingDir: root,
    bundle: true,
    format: "esm",
    minify: true,
    target: ["es2020"],
    entryNames: "[name]-[hash]",
    chunkNames: "chunk-[hash]",
    metafile: true,
    legalComments: "none",
    logLevel: "warning",
    ...overrides,
  };
  const entryPoints = registrationEntries(entries);
  // The layout module is one self-contained file: it is the only script of the articles,
  // case studies, comparisons and legal pages, where sharing chunks with the page modules
  // cost two more requests (about 0.45 KB of headers each) for code those pages share with
  // nothing. The page modules share chunks among themselves (and repeat the ~1.4 KB gzip of
  // form code the layout module also holds).
  const { site, ...pageModules } = entryPoints;
  return {
    layout: { ...options, entryPoints: { site }, splitting: false },
    pages: { ...options, entryPoints: pageModules, splitting: true },
    entryPoints,
  };
}

export function buildEnhancements() {
  const entries = findEntries();
  const outdir = join(root, "public", "enhance");
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const { layout: layoutOptions, pages: pageOptions, entryPoints } = buildOptions(entries, { outdir });
  const layout = buildSync(layoutOptions);
  const pages = buildSync(pageOptions);
  const outputs = { ...layout.metafile.outputs, ...pages.metafile.outputs };
  const url = (file) =>
    `/enhance/${basename(relative(outdir, join(root, file)))}`;
  /** The chunks a module imports statically, directly or through another chunk. */
  const staticImports = (file, seen = new Set()) => {
    for (const { path, kind } of outputs[file]?.imports ?? []) {
      if (kind !== "import-statement" || seen.has(path)) continue;
      seen.add(path);
      staticImports(path, seen);
    }
    return seen;
  };
  const manifest = {};
  const preload = {};
  for (const name of Object.keys(entries)) {
    const file = Object.keys(outputs).find(
      (key) => outputs[key].entryPoint === entryPoints[name]
    );
    if (!file) continue;
    manifest[name] = url(file);
    // Shared code is split into chunks; root.tsx preloads them beside the module so they are
    // fetched at once instead of after the module has been parsed.
    preload[name] = [...staticImports(file)].map(url).sort();
  }
  writeFileSync(
    join(root, "app", "enhance", "manifest.json"),
    `${JSON.stringify(manifest, null, 2)}\n`
  );
  writeFileSync(
    join(root, "app", "enhance", "preload.json"),
    `${JSON.stringify(preload, null, 2)}\n`
  );
  return manifest;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(buildEnhancements());
