import path from "node:path";

/**
 * ESLint rule: a file under `<root>/features/<name>/` may not import from another
 * feature's folder, and a file in one of the `zones`' `target` folders may not import from
 * its `from` folder (shared code such as components/ui and lib never imports a feature;
 * the other direction is fine). `oneWay` names the few features that may import another,
 * in that direction only (the API's bookings lifecycle calls the money module:
 * docs/decisions/0046-bookings-own-their-lifecycle.md). Relative imports are resolved against the file, so
 * `../other/x.ts` is caught however deep the importing file sits. (eslint-plugin-import-x
 * does this too, but its resolver's platform packages are not all on our registry, which
 * breaks `npm ci`; see docs/decisions/0003-feature-boundaries-lint.md.)
 */
export const featureBoundaries = {
  meta: {
    type: "problem",
    docs: { description: "Features do not import each other; shared folders do not import features" },
    schema: [
      {
        type: "object",
        properties: {
          roots: { type: "array", items: { type: "string" } },
          oneWay: {
            type: "array",
            items: {
              type: "object",
              properties: { root: { type: "string" }, from: { type: "string" }, to: { type: "string" } },
              required: ["root", "from", "to"],
              additionalProperties: false,
            },
          },
          zones: {
            type: "array",
            items: {
              type: "object",
              properties: { target: { type: "string" }, from: { type: "string" } },
              required: ["target", "from"],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      crossFeature:
        "'{{source}}' belongs to feature '{{other}}'. A feature does not import another feature; compose them in a screen or in app.ts.",
      zone: "'{{source}}' is in {{from}}. Code in {{target}} is shared and does not import from there; pass what it needs in from the caller.",
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const filename = context.filename;
    const isInside = (dir, file) => file.startsWith(dir + path.sep);
    const resolveDir = (dir) => path.resolve(context.cwd, dir);

    const featuresDir = (options.roots ?? [])
      .map((root) => resolveDir(path.join(root, "features")))
      .find((dir) => isInside(dir, filename));
    const ownFeature = featuresDir && path.relative(featuresDir, filename).split(path.sep)[0];
    const mayImport = new Set(
      (options.oneWay ?? [])
        .filter((arrow) => resolveDir(path.join(arrow.root, "features")) === featuresDir)
        .filter((arrow) => arrow.from === ownFeature)
        .map((arrow) => arrow.to),
    );
    const zones = (options.zones ?? [])
      .map((zone) => ({ ...zone, targetDir: resolveDir(zone.target), fromDir: resolveDir(zone.from) }))
      .filter((zone) => isInside(zone.targetDir, filename));
    if (!featuresDir && zones.length === 0) return {};

    function check(node) {
      const source = node.source?.value;
      if (typeof source !== "string" || !source.startsWith(".")) return;
      const target = path.resolve(path.dirname(filename), source);
      for (const zone of zones) {
        if (isInside(zone.fromDir, target) || target === zone.fromDir) {
          context.report({
            node: node.source,
            messageId: "zone",
            data: { source, from: zone.from, target: zone.target },
          });
          return;
        }
      }
      if (!featuresDir || !isInside(featuresDir, target)) return;
      const other = path.relative(featuresDir, target).split(path.sep)[0];
      if (other !== ownFeature && !mayImport.has(other))
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
