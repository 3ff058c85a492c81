import { spawnSync } from "node:child_process";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { measureInitialJs } from "../scripts/initial-js.mjs";
import { startProductionServer } from "./lib/production-server.ts";

/** The public pages a shared link or a search result lands on. */
const ALL_PAGES = ["/", "/how-it-works", "/about", "/faq", "/safety", "/contact", "/signin", "/signup"];
/** LIGHTHOUSE_PAGES=/signin,/signup audits only those (while working on a page). */
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(",") ?? ALL_PAGES;
const GOALS = { performance: 95, accessibility: 100, cls: 0.02, initialJsKb: 100 };
/** Runs per page; the median run counts (Lighthouse's advice against one-run noise). */
const RUNS = 3;

interface PageScores {
  path: string;
  performance: number;
  accessibility: number;
  cls: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
}

/**
 * Lighthouse (mobile form factor, its default simulated slow 4G and 4× CPU slowdown) on
 * the public pages of a freshly built app served by the production server, in Debian's
 * Chromium; the median of three runs per page. Goals: performance ≥ 95, accessibility 100, CLS ≤ 0.02 on every page, and
 * the home page's initial JS ≤ 100 KB gzipped.
 */
export default async function benchLighthouse(): Promise<void> {
  buildWebApp();
  const initialJsKb = measureInitialJs().totalBytes / 1024;
  const server = await startProductionServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox"],
  });
  const results: PageScores[] = [];
  try {
    for (const page of PAGES) {
      const runs: Result[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(`${server.url}${page}`, chrome.port));
      results.push(scores(computeMedianRun(runs), page));
    }
  } finally {
    chrome.kill();
    await server.stop();
  }

  console.log("lighthouse: public pages, mobile (performance, accessibility, CLS; FCP, LCP, TBT)");
  for (const r of results) {
    console.log(
      "  %s perf %s  a11y %s  CLS %s  FCP %s  LCP %s  TBT %s",
      r.path.padEnd(14),
      String(r.performance).padStart(3),
      String(r.accessibility).padStart(3),
      r.cls.toFixed(3),
      ms(r.fcpMs),
      ms(r.lcpMs),
      ms(r.tbtMs),
    );
  }
  console.log("  home initial JS %s KB gzipped", initialJsKb.toFixed(1));
  const meetsGoal =
    initialJsKb <= GOALS.initialJsKb &&
    results.every(
      (r) =>
        r.performance >= GOALS.performance && r.accessibility >= GOALS.accessibility && r.cls <= GOALS.cls,
    );
  console.log(
    "  goal perf ≥ %d, a11y %d, CLS ≤ %s, initial JS ≤ %d KB: %s",
    GOALS.performance,
    GOALS.accessibility,
    GOALS.cls,
    GOALS.initialJsKb,
    meetsGoal ? "met" : "NOT met",
  );
}

function buildWebApp(): void {
  const build = spawnSync("npm", ["run", "build"], { encoding: "utf8" });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}${build.stderr}`);
}

/** Lighthouse now and then loses a trace (NO_NAVSTART): such a page is audited again. */
const ATTEMPTS = 3;

async function audit(url: string, port: number): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance", "accessibility"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { runtimeError } = result.lhr;
    if (!runtimeError) return result.lhr;
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.message}`);
  }
}

function scores({ categories, audits }: Result, path: string): PageScores {
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    path,
    performance: score("performance"),
    accessibility: score("accessibility"),
    cls: value("cumulative-layout-shift"),
    fcpMs: value("first-contentful-paint"),
    lcpMs: value("largest-contentful-paint"),
    tbtMs: value("total-blocking-time"),
  };
}

function ms(value: number): string {
  return `${Math.round(value)} ms`.padStart(7);
}
