import path from "node:path";

/**
 * ESLint rule: a file under `<root>/features/<name>/` may not import from another
 * feature's folder. Relative imports are resolved against the file, so `../other/x.ts`
 * is caught however deep the importing file sits. (eslint-plugin-import-x does this too,
 * but its resolver's platform packages are not all on our registry, which breaks
 * `npm ci`; see docs/decisions/0003-feature-boundaries-lint.md.)
 */
export const featureBoundaries = {
  meta: {
    type: "problem",
    docs: { description: "Features do not import each other" },
    schema: [{ type: "object", properties: { roots: { type: "array", items: { type: "string" } } } }],
    messages: {
      crossFeature:
        "'{{source}}' belongs to feature '{{other}}'. A feature does not import another feature; compose them in a screen or in app.ts.",
    },
  },
  create(context) {
    const roots = (context.options[0]?.roots ?? []).map((root) =>
      path.resolve(context.cwd, root, "features"),
    );
    const filename = context.filename;
    const featuresDir = roots.find((dir) => filename.startsWith(dir + path.sep));
    if (!featuresDir) return {};
    const ownFeature = path.relative(featuresDir, filename).split(path.sep)[0];

    function check(node) {
      const source = node.source?.value;
      if (typeof source !== "string" || !source.startsWith(".")) return;
      const target = path.resolve(path.dirname(filename), source);
      if (!target.startsWith(featuresDir + path.sep)) return;
      const other = path.relative(featuresDir, target).split(path.sep)[0];
      if (other !== ownFeature)
        context.report({ node: node.source, messageId: "crossFeature", data: { source, other } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
