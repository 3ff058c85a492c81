import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * Runs every benchmark of this folder: each `bench/<name>.ts` whose default export is a
 * function. `npm run bench -- places` runs only the ones named.
 */
const here = import.meta.dirname;
const only = new Set(process.argv.slice(2));
const files = fs
  .readdirSync(here)
  .filter((file) => file.endsWith(".ts") && file !== "run.ts")
  .sort();

let ran = 0;
for (const file of files) {
  const name = path.basename(file, ".ts");
  if (only.size > 0 && !only.has(name)) continue;
  const module = (await import(pathToFileURL(path.join(here, file)).href)) as { default?: unknown };
  if (typeof module.default !== "function") continue;
  await (module.default as () => unknown)();
  console.log("");
  ran += 1;
}
if (ran === 0) {
  console.error(only.size > 0 ? `No benchmark named ${[...only].join(", ")}` : "No benchmarks found");
  process.exitCode = 1;
}
