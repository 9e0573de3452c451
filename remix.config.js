import { buildEnhancements } from "./scripts/build-enhance.mjs";

// The browser modules of app/enhance/ are built by esbuild whenever Remix loads this
// config (build and dev), before the server build imports their manifest.
buildEnhancements();

/**
 * Remix classic compiler, building for a Cloudflare Worker (decision 0040).
 * The server build is imported by functions/server-build.ts (the Worker's handlers share it);
 * browser assets land in public/build and are served as static assets.
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.*"],
  serverBuildPath: "build/index.js",
  assetsBuildDirectory: "public/build",
  publicPath: "/build/",
  serverConditions: ["workerd", "worker", "browser"],
  // Everything bundled, but for "react-dom" itself (react-dom/server is bundled): wrangler's
  // build replaces it with functions/react-dom.ts (wrangler.toml [alias], decision 0053).
  serverDependenciesToBundle: [/^(?!react-dom$)/],
  serverMainFields: ["browser", "module", "main"],
  // BENCH_SERVER_MINIFY=0 keeps function names for `npm run bench -- cpu --profile=…`.
  serverMinify: process.env.BENCH_SERVER_MINIFY !== "0",
  serverModuleFormat: "esm",
  serverPlatform: "neutral",
  postcss: true,
  tailwind: false,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
  },
};
