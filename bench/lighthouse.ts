import { spawnSync } from "node:child_process";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { measureInitialJs } from "../scripts/initial-js.mjs";
import { DEMO_SERVER_ENV, signedInPages, type SignedInPage } from "./lib/lighthouse-signed-in.ts";
import { startProductionServer } from "./lib/production-server.ts";
import { createBenchDatabase } from "./lib/search-database.ts";

/** The public pages a shared link or a search result lands on. */
const PUBLIC_PAGES = ["/", "/how-it-works", "/about", "/faq", "/safety", "/contact", "/signin", "/signup"];
/**
 * LIGHTHOUSE_PAGES=/signin,/signup audits only those (while working on a page); a signed-in
 * screen is named by its path or its name (LIGHTHOUSE_PAGES=/dashboard,request).
 */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(",");
const chosen = (page: { name: string; path: string }) =>
  !ONLY || ONLY.includes(page.path) || ONLY.includes(page.name);
const GOALS = { performance: 95, accessibility: 100, cls: 0.02, initialJsKb: 100 };
/** The signed-in screens' goals (they wait for the API as well as for their code). */
const SIGNED_IN_GOALS = { performance: 90, accessibility: 100, cls: 0.02, tbtMs: 150 };
/** Runs per page; the median run counts (Lighthouse's advice against one-run noise). */
const RUNS = 3;

interface PageScores {
  name: string;
  performance: number;
  accessibility: number;
  cls: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** All the page's responses, as transferred (compressed). */
  transferKb: number;
}

/**
 * Lighthouse (mobile form factor, its default simulated slow 4G and 4× CPU slowdown) on
 * the public pages and the signed-in screens of a freshly built app served by the
 * production server (with the demo data, on a throwaway database of BENCH_DATABASE_URL's
 * PostgreSQL server), in Debian's Chromium; the median of three runs
 * per page. A signed-in screen is loaded with its demo account's session cookie. Goals:
 * public pages performance ≥ 95, accessibility 100, CLS ≤ 0.02, and the home page's
 * initial JS ≤ 100 KB gzipped; signed-in screens performance ≥ 90, accessibility 100,
 * CLS ≤ 0.02, TBT ≤ 150 ms.
 */
export default async function benchLighthouse(): Promise<void> {
  buildWebApp();
  const initialJsKb = measureInitialJs().totalBytes / 1024;
  // a PostgreSQL database migrated beforehand: the server starts at once, even on a busy machine
  const database = await createBenchDatabase("lighthouse");
  const server = await startProductionServer({ ...DEMO_SERVER_ENV, DATABASE_URL: database.url }).catch(
    async (error: unknown) => {
      await database.drop();
      throw error;
    },
  );
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox"],
  });
  const publicResults: PageScores[] = [];
  const signedInResults: PageScores[] = [];
  try {
    const publicPages = PUBLIC_PAGES.map((path) => ({ name: path, path })).filter(chosen);
    for (const page of publicPages) publicResults.push(await auditPage(server.url, page, chrome.port));
    const screens = (await signedInPages(server.url)).filter(chosen);
    for (const page of screens) signedInResults.push(await auditPage(server.url, page, chrome.port));
  } finally {
    chrome.kill();
    await server.stop();
    await database.drop();
  }

  if (publicResults.length > 0) {
    console.log("lighthouse: public pages, mobile (performance, accessibility, CLS; FCP, LCP, TBT)");
    publicResults.forEach(printScores);
    console.log("  home initial JS %s KB gzipped", initialJsKb.toFixed(1));
    const meetsGoal =
      initialJsKb <= GOALS.initialJsKb &&
      publicResults.every(
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
  if (signedInResults.length > 0) {
    console.log("lighthouse: signed-in screens, mobile (performance, accessibility, CLS; FCP, LCP, TBT)");
    signedInResults.forEach(printScores);
    const meetsGoal = signedInResults.every(
      (r) =>
        r.performance >= SIGNED_IN_GOALS.performance &&
        r.accessibility >= SIGNED_IN_GOALS.accessibility &&
        r.cls <= SIGNED_IN_GOALS.cls &&
        r.tbtMs <= SIGNED_IN_GOALS.tbtMs,
    );
    console.log(
      "  goal perf ≥ %d, a11y %d, CLS ≤ %s, TBT ≤ %d ms: %s",
      SIGNED_IN_GOALS.performance,
      SIGNED_IN_GOALS.accessibility,
      SIGNED_IN_GOALS.cls,
      SIGNED_IN_GOALS.tbtMs,
      meetsGoal ? "met" : "NOT met",
    );
  }
}

/** The median of RUNS audits of `page` (with its session cookie, for a signed-in screen). */
async function auditPage(
  baseUrl: string,
  page: { name: string; path: string; cookie?: SignedInPage["cookie"] },
  port: number,
): Promise<PageScores> {
  const runs: Result[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await audit(`${baseUrl}${page.path}`, port, page.cookie));
  return scores(computeMedianRun(runs), page.name);
}

function printScores(r: PageScores): void {
  console.log(
    "  %s perf %s  a11y %s  CLS %s  FCP %s  LCP %s  TBT %s  %s KB",
    r.name.padEnd(14),
    String(r.performance).padStart(3),
    String(r.accessibility).padStart(3),
    r.cls.toFixed(3),
    ms(r.fcpMs),
    ms(r.lcpMs),
    ms(r.tbtMs),
    String(Math.round(r.transferKb)).padStart(4),
  );
}

function buildWebApp(): void {
  const build = spawnSync("npm", ["run", "build"], { encoding: "utf8" });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}${build.stderr}`);
}

/** Lighthouse now and then loses a trace (NO_NAVSTART): such a page is audited again. */
const ATTEMPTS = 3;

async function audit(url: string, port: number, cookie?: string): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance", "accessibility"],
      // a signed-in screen: its session cookie on every request of the page
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { runtimeError } = result.lhr;
    if (!runtimeError) return result.lhr;
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.message}`);
  }
}

function scores({ categories, audits }: Result, name: string): PageScores {
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    name,
    performance: score("performance"),
    accessibility: score("accessibility"),
    cls: value("cumulative-layout-shift"),
    fcpMs: value("first-contentful-paint"),
    lcpMs: value("largest-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    transferKb: value("total-byte-weight") / 1024,
  };
}

function ms(value: number): string {
  return `${Math.round(value)} ms`.padStart(7);
}
