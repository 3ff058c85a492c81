// Size budget of the CampusRide home page: the gzip size of the JavaScript the browser
// loads before the first screen (the entry module and every modulepreload in index.html).
import { measureInitialJs } from "./initial-js.mjs";

const BUDGET_KB = 100;

let measured;
try {
  measured = measureInitialJs();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

for (const { file, gzipBytes } of measured.files) {
  console.log(`  ${file}: ${(gzipBytes / 1024).toFixed(1)} KB gzipped`);
}
const totalKb = measured.totalBytes / 1024;
console.log(`home initial JS: ${totalKb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
if (totalKb > BUDGET_KB) {
  console.error(`Over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB: split more code into lazy routes.`);
  process.exit(1);
}
