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
    files: ["**/*.{js,mjs}", "scripts/**", "*.config.*", "tests/**"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright fixtures receive a `use` callback, which is not React's `use`.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
