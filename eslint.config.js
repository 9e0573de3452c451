import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
    // DESIGN §7: the rest of the app reaches data through the port (context.backend);
    // only app/backend/index.server.ts picks an adapter, and supabase-js stays inside its own.
    files: ["app/**/*.{ts,tsx}", "functions/**/*.ts"],
    ignores: ["app/backend/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "@supabase/supabase-js", message: "Only app/backend/supabase/ talks to Supabase." }],
          patterns: [
            {
              group: ["**/backend/d1", "**/backend/d1/*", "**/backend/supabase", "**/backend/supabase/*"],
              message: "Use the backend port (context.backend); only app/backend/index.server.ts imports an adapter.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/backend/d1/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "@supabase/supabase-js", message: "Only app/backend/supabase/ talks to Supabase." }],
          patterns: [{ group: ["**/supabase/*"], message: "One adapter never imports the other." }],
        },
      ],
    },
  },
  {
    files: ["app/backend/supabase/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/d1/*"], message: "One adapter never imports the other." }] }],
    },
  },
  {
    files: ["app/backend/*.ts"],
    ignores: ["app/backend/index.server.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "@supabase/supabase-js", message: "Only app/backend/supabase/ talks to Supabase." }],
          patterns: [{ group: ["./d1/*", "./supabase/*"], message: "Only app/backend/index.server.ts imports an adapter." }],
        },
      ],
    },
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
