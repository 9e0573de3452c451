import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The site's areas (DESIGN §7): app/features/<area>/. */
const areas = ["newsletter", "marketing", "content", "engagement", "studio"];
const backendWhy = "The backend serves every area and never imports one.";
const rootWhy = "Nothing imports app/root.tsx (it imports the layout: a cycle); read its data with ~/lib/root-data.";
const otherAreas = (area) => areas.filter((other) => other !== area);
/**
 * The lead contract (decision 0058): app/leads/ holds what a lead is, and app/backend and app/server
 * both import it; app/leads imports neither, and neither imports the other for leads.
 */
const leadsWhy = "The lead contract is app/leads/, which app/backend and app/server both import; neither imports the other for leads (decision 0058).";
const serverLeads = { group: ["~/server/leads", "~/server/leads/**", "**/server/leads/**"], message: leadsWhy };
const backendAny = { group: ["~/backend", "~/backend/**", "**/backend/**"], message: leadsWhy };
const serverAny = { group: ["~/server", "~/server/**", "**/server/**"], message: leadsWhy };
/** What the Supabase adapter is built from (decision 0038), and supabase-js, which it no longer uses. */
const supabaseLibraries = ["@supabase/postgrest-js", "@supabase/storage-js", "@supabase/supabase-js"];

/**
 * One `no-restricted-imports` rule for a folder. By default: no adapter, no Supabase library.
 * `features` lists the areas the folder must not import (`featureWhy` says why); `adapters` overrides which adapter
 * folders are off limits; `supabase: true` allows the Supabase libraries (its own adapter); `enhance: true` forbids
 * app/enhance/ (the components); `also` adds patterns of the folder's own (the lead boundaries).
 */
function boundaries({ features = [], adapters = ["d1", "supabase"], supabase = false, why, featureWhy, enhance = false, also = [] } = {}) {
  // Everywhere: the root module imports the layout, which imports the components and features, so importing it
  // back is a cycle (issue 21). What it gives pages is read through app/lib/root-data.ts.
  const patterns = [{ regex: "^(~|\\.{1,2}(/\\.\\.)*)/root(\\.tsx?)?$", message: rootWhy }];
  if (adapters.length) {
    patterns.push({
      group: adapters.flatMap((name) => [`**/backend/${name}`, `**/backend/${name}/*`, `./${name}/*`, `../${name}/*`]),
      message: why ?? "Use the backend port (context.backend); only app/backend/index.server.ts imports an adapter.",
    });
  }
  if (features.length) {
    patterns.push({
      group: features.flatMap((area) => [`~/features/${area}`, `~/features/${area}/**`, `**/features/${area}/**`, `../${area}/**`, `../../${area}/**`]),
      message: featureWhy ?? "A feature never imports another: compose them in the route, or move what both use to components/ui, lib or server.",
    });
  }
  if (enhance) {
    // Decision 0220: the browser modules read the components' hook enums, never the other way.
    patterns.push({ group: ["~/enhance/*", "**/enhance/*"], message: "Components never import app/enhance/: hook() is in ~/components/ui/hook." });
  }
  patterns.push(...also);
  const paths = supabase ? [] : supabaseLibraries.map((name) => ({ name, message: "Only app/backend/supabase/ talks to Supabase." }));
  // Decision 0052: react-i18next's hook costs a page about 6 % of its render; ours reads the context once.
  paths.push({ name: "react-i18next", importNames: ["useTranslation"], message: "import { useTranslation } from \"~/lib/translation\"." });
  return { "no-restricted-imports": ["error", { paths, patterns }] };
}

export default tseslint.config(
  { ignores: ["build/**", "public/build/**", "public/enhance/**", ".wrangler/**", ".tmp/**", "node_modules/**", "test-results/**", "playwright-report/**", "docs/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.worker } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // <details>/<summary> menus are native disclosure widgets; jsx-a11y does not know them.
      "jsx-a11y/no-redundant-roles": "off",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "functions/**/*.ts"],
    ignores: ["app/server/not-found.server.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "NewExpression[callee.name='Response'][arguments.0.value='Not Found']", message: "throw notFound() (app/server/not-found.server.ts)." },
      ],
    },
  },
  // DESIGN §7, enforced here rather than by memory: the rest of the app reaches data through the
  // port (context.backend); only app/backend/index.server.ts picks an adapter; Supabase's libraries stay
  // inside its adapter; a feature never imports another; shared code never imports a feature.
  { files: ["app/**/*.{ts,tsx}", "functions/**/*.ts"], ignores: ["app/backend/**"], rules: boundaries() },
  ...areas.map((area) => ({ files: [`app/features/${area}/**/*.{ts,tsx}`], rules: boundaries({ features: otherAreas(area) }) })),
  {
    files: ["app/components/ui/**/*.{ts,tsx}", "app/lib/**/*.ts", "app/server/**/*.ts", "app/enhance/**/*.ts", "functions/**/*.ts"],
    rules: boundaries({ features: areas, featureWhy: "Shared code (components/ui, lib, server, enhance) and the edge (functions/) never import a feature." }),
  },
  {
    files: ["app/components/ui/**/*.{ts,tsx}"],
    ignores: ["app/components/ui/**/*.test.{ts,tsx}"],
    rules: boundaries({ features: areas, featureWhy: "Shared code (components/ui, lib, server, enhance) and the edge (functions/) never import a feature.", enhance: true }),
  },
  { files: ["app/components/layout/**/*.{ts,tsx}"], ignores: ["app/components/layout/**/*.test.{ts,tsx}"], rules: boundaries({ enhance: true }) },
  {
    // A shared module's DOM test renders the markup that uses it, wherever that lives (decision 0033).
    files: ["app/enhance/**/*.test.{ts,tsx}"],
    rules: boundaries(),
  },
  {
    files: ["app/backend/d1/**"],
    rules: boundaries({ adapters: ["supabase"], why: "One adapter never imports the other.", features: areas, featureWhy: backendWhy, also: [serverLeads] }),
  },
  {
    files: ["app/backend/supabase/**"],
    rules: boundaries({ adapters: ["d1"], why: "One adapter never imports the other.", supabase: true, features: areas, also: [serverLeads] }),
  },
  {
    files: ["app/backend/*.ts"],
    ignores: ["app/backend/index.server.ts"],
    rules: boundaries({ features: areas, featureWhy: backendWhy, also: [serverLeads] }),
  },
  {
    // The lead contract: a leaf both sides import (decision 0058).
    files: ["app/leads/**/*.ts"],
    rules: boundaries({ features: areas, featureWhy: "The lead contract never imports a feature.", also: [backendAny, serverAny] }),
  },
  {
    files: ["app/server/leads/**/*.ts"],
    rules: boundaries({ features: areas, featureWhy: "Shared code (components/ui, lib, server, enhance) and the edge (functions/) never import a feature.", also: [backendAny] }),
  },
  {
    files: ["**/*.{js,mjs}", "scripts/**", "*.config.*", "tests/**"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright fixtures receive a `use` callback, which is not React's `use`.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
