// Draws the app's PNG icons (apps/web/public/icons) from the brand mark of favicon.svg
// with Playwright's Chromium: `node e2e/support/make-icons.ts`. The PNGs are committed; run
// it again only when the mark changes.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const out = path.resolve(import.meta.dirname, "../../apps/web/public/icons");
const CAR =
  '<path d="M8 19.5 10.2 13a2.5 2.5 0 0 1 2.4-1.7h6.8a2.5 2.5 0 0 1 2.4 1.7L24 19.5V23a1 1 0 0 1-1 1h-1.5a1 1 0 0 1-1-1v-1h-9v1a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1z" fill="#fff"/><circle cx="11.5" cy="19" r="1.3" fill="#0f766e"/><circle cx="20.5" cy="19" r="1.3" fill="#0f766e"/>';

/** any: the rounded tile; maskable: a full square, the car inside the 80 % safe zone; badge: the car alone, white on clear. */
const ICONS = [
  { file: "icon-192.png", size: 192, svg: `<rect width="32" height="32" rx="8" fill="#0f766e"/>${CAR}` },
  { file: "icon-512.png", size: 512, svg: `<rect width="32" height="32" rx="8" fill="#0f766e"/>${CAR}` },
  {
    file: "maskable-512.png",
    size: 512,
    svg: `<rect width="32" height="32" fill="#0f766e"/><g transform="translate(16 17) scale(0.75) translate(-16 -17.5)">${CAR}</g>`,
  },
  {
    file: "badge-96.png",
    size: 96,
    svg: `<g transform="translate(16 16) scale(1.4) translate(-16 -17.5)">${CAR.replace(/#0f766e/g, "transparent")}</g>`,
  },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${icon.size}" height="${icon.size}" style="display:block">${icon.svg}</svg></body></html>`,
    );
    await page.screenshot({ path: path.join(out, icon.file), omitBackground: true });
    await page.close();
    console.log(`${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
