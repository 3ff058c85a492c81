import fs from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Features never import each other: screens (web) and app.ts (api) compose them. */
function featureBoundaries(root) {
  const featuresDir = path.join(root, "features");
  const features = fs.existsSync(featuresDir) ? fs.readdirSync(featuresDir) : [];
  return {
    files: [`${root}/**/*.{ts,tsx}`],
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: features.map((feature) => ({
            target: `./${featuresDir}/${feature}`,
            from: `./${featuresDir}`,
            except: [`./${feature}`],
            message: "A feature does not import another feature; compose them in a screen or in app.ts.",
          })),
        },
      ],
    },
  };
}

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
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  featureBoundaries("apps/web/src"),
  featureBoundaries("apps/api/src"),
);
