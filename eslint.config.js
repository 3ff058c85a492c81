import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { featureBoundaries } from "./tools/eslint/feature-boundaries.js";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/.tmp/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "apps/api/src/db/migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": "off",
    },
  },
  {
    // the service worker, a plain script the build fills in (apps/web/vite.config.ts)
    files: ["apps/web/service-worker/**/*.js"],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Type-aware checks, only these two: a promise nobody awaits hides its failure (an
    // unhandled rejection, or an error the request never reports).
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ["*.config.ts"] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      // react-hook-form's handleSubmit returns a promise to onSubmit, by design
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // Features never import each other: screens (web) and app.ts (api) compose them; the
    // one exception is declared one way (oneWay).
    // Shared code (web components/ui, lib; api lib, plugins, db) never imports a feature;
    // features use it. What a plugin needs of a feature is decorated on the app by the feature
    // (plugins/guards.ts reads the auth feature's accountGuards and readSession).
    files: ["apps/*/src/**/*.{ts,tsx}"],
    plugins: { campusride: { rules: { "feature-boundaries": featureBoundaries } } },
    rules: {
      "campusride/feature-boundaries": [
        "error",
        {
          roots: ["apps/web/src", "apps/api/src"],
          // the bookings lifecycle calls the money module, which calls no one back (decision 0046)
          oneWay: [{ root: "apps/api/src", from: "bookings", to: "payments" }],
          zones: [
            { target: "apps/web/src/components/ui", from: "apps/web/src/features" },
            { target: "apps/web/src/lib", from: "apps/web/src/features" },
            { target: "apps/api/src/lib", from: "apps/api/src/features" },
            { target: "apps/api/src/plugins", from: "apps/api/src/features" },
            { target: "apps/api/src/db", from: "apps/api/src/features" },
          ],
        },
      ],
    },
  },
);
