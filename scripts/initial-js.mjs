// The JavaScript the browser loads before the CampusRide home page's first screen: the
// entry module and every modulepreload of the built index.html, each gzipped. Shared by
// the size budget (check-size.mjs) and the Lighthouse bench.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export const webDist = path.resolve(import.meta.dirname, "../apps/web/dist");

/**
 * @param {string} dist the built web app
 * @returns {{ files: { file: string, gzipBytes: number }[], totalBytes: number }}
 */
export function measureInitialJs(dist = webDist) {
  const indexFile = path.join(dist, "index.html");
  if (!fs.existsSync(indexFile)) throw new Error(`No build at ${indexFile}: run \`npm run build\` first.`);

  const html = fs.readFileSync(indexFile, "utf8");
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const urls = new Set();
  for (const tag of tags) {
    const isEntry = /^<script\b/.test(tag) && /\btype=["']?module["']?/.test(tag);
    const isPreload = /^<link\b/.test(tag) && /\brel=["']?modulepreload["']?/.test(tag);
    const url = tag.match(/\b(?:src|href)=["']?([^"'\s>]+)/)?.[1];
    if ((isEntry || isPreload) && url && !/^https?:/.test(url)) urls.add(url.replace(/^\//, ""));
  }
  if (urls.size === 0) throw new Error("No entry <script type=module> found in index.html.");

  const files = [...urls].map((file) => ({
    file,
    gzipBytes: zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length,
  }));
  return { files, totalBytes: files.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0) };
}
