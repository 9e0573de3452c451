import type { BuildOptions } from "esbuild";

/** Entry name → source path of every `<name>.enhance.ts` under app/. */
export function findEntries(): Record<string, string>;
/** The esbuild options of the layout's module and of the page modules. */
export function buildOptions(
  entries?: Record<string, string>,
  overrides?: BuildOptions
): { layout: BuildOptions & { metafile: true }; pages: BuildOptions & { metafile: true }; entryPoints: Record<string, string> };
/** Builds public/enhance/ and writes app/enhance/manifest.json and preload.json. */
export function buildEnhancements(): Record<string, string>;
