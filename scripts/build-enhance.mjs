// Builds the small browser modules of app/enhance/ (DESIGN §5.7): what documents that do
// not hydrate React load instead of the app. remix.config.js calls this, so every
// `remix build` (npm run build, npm start, the test servers) produces them; the files
// land in public/enhance/ under content-hashed names (cached as immutable, see
// public/_headers); app/enhance/manifest.json maps each entry to its file and
// app/enhance/preload.json lists the shared chunks each one imports, for root.tsx.
import { buildSync } from "esbuild";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
/** Entry name → source. Each becomes one module (shared code is split into chunks). */
const entries = {
  site: "app/enhance/site.ts",
  pricing: "app/features/marketing/pricing/pricing.enhance.ts",
  video: "app/features/marketing/home/video.enhance.ts",
  calculator: "app/features/marketing/calculator/commission.enhance.ts",
  dialog: "app/enhance/dialog.ts",
  roadmap: "app/features/engagement/roadmap/roadmap.enhance.ts",
  downloads: "app/features/engagement/downloads/downloads.enhance.ts",
  "help-search": "app/features/content/help/help-search.enhance.ts",
  "help-feedback": "app/features/content/help/help-feedback.enhance.ts",
  lists: "app/features/content/articles/lists.enhance.ts",
  "ai-demo": "app/features/marketing/features/ai-demo.enhance.ts",
  // Not a page module: app/features/marketing/features/ai-demo.enhance.ts imports it after a simulated post.
  confetti: "app/features/marketing/features/confetti.enhance.ts",
  careers: "app/features/engagement/careers/careers.enhance.ts",
};

export function buildEnhancements() {
  const outdir = join(root, "public", "enhance");
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const options = {
    absWorkingDir: root,
    bundle: true,
    format: "esm",
    minify: true,
    target: ["es2020"],
    outdir,
    entryNames: "[name]-[hash]",
    chunkNames: "chunk-[hash]",
    metafile: true,
    legalComments: "none",
    logLevel: "warning",
  };
  // The layout module is one self-contained file: it is the only script of the articles,
  // case studies, comparisons and legal pages, where sharing chunks with the page modules
  // cost two more requests (about 0.45 KB of headers each) for code those pages share with
  // nothing. The page modules share chunks among themselves (and repeat the ~1.4 KB gzip of
  // form code the layout module also holds).
  const { site, ...pageModules } = entries;
  const layout = buildSync({ ...options, entryPoints: { site }, splitting: false });
  const pages = buildSync({ ...options, entryPoints: pageModules, splitting: true });
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
      (key) => outputs[key].entryPoint === entries[name]
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
