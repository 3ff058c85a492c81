import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startProductionServer } from "./lib/production-server.ts";
const server = await startProductionServer();
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox"] });
for (const page of (process.env.P ?? "/signin").split(",")) {
  const r = await lighthouse(`${server.url}${page}`, { port: chrome.port, logLevel: "error", output: "json", onlyCategories: ["performance"] });
  const a = r!.lhr.audits;
  console.log(page, r!.lhr.categories.performance?.score, "FCP", a["first-contentful-paint"]?.numericValue, "LCP", a["largest-contentful-paint"]?.numericValue, "SI", a["speed-index"]?.numericValue, "TBT", a["total-blocking-time"]?.numericValue);
  console.log(JSON.stringify((a["largest-contentful-paint-element"]?.details as any)?.items?.[0]?.items?.[0]?.node?.snippet));
  console.log(JSON.stringify((a["lcp-breakdown-insight"] ?? a["largest-contentful-paint-element"])?.details, null, 0).slice(0, 1500));
  const chains = a["critical-request-chains"]?.details as any; 
  console.log(JSON.stringify(chains?.longestChain));
  const net = (a["network-requests"]?.details as any)?.items?.map((i: any) => `${i.url.replace(server.url, "")} ${Math.round(i.transferSize / 1024)}KB ${Math.round(i.networkRequestTime)}-${Math.round(i.networkEndTime)}`);
  console.log(net?.join("\n"));
}
chrome.kill(); await server.stop();
