// Size budget of the CampusRide home page: the gzip size of the JavaScript the browser
// loads before the first screen (the entry module and every modulepreload in index.html).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const BUDGET_KB = 150;
const GOAL_KB = 100;
const dist = path.resolve(import.meta.dirname, "../apps/web/dist");
const indexFile = path.join(dist, "index.html");

if (!fs.existsSync(indexFile)) {
  console.error(`No build at ${indexFile}: run \`npm run build\` first.`);
  process.exit(1);
}

const html = fs.readFileSync(indexFile, "utf8");
const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
const files = new Set();
for (const tag of tags) {
  const isEntry = /^<script\b/.test(tag) && /\btype=["']?module["']?/.test(tag);
  const isPreload = /^<link\b/.test(tag) && /\brel=["']?modulepreload["']?/.test(tag);
  const url = tag.match(/\b(?:src|href)=["']?([^"'\s>]+)/)?.[1];
  if ((isEntry || isPreload) && url && !/^https?:/.test(url)) files.add(url.replace(/^\//, ""));
}

if (files.size === 0) {
  console.error("No entry <script type=module> found in index.html.");
  process.exit(1);
}

let totalBytes = 0;
for (const file of files) {
  const bytes = zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  totalBytes += bytes;
  console.log(`  ${file}: ${(bytes / 1024).toFixed(1)} KB gzipped`);
}

const totalKb = totalBytes / 1024;
console.log(`home initial JS: ${totalKb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB, goal ${GOAL_KB} KB)`);
if (totalKb > BUDGET_KB) {
  console.error(`Over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB: split more code into lazy routes.`);
  process.exit(1);
}
