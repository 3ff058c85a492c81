import net from "node:net";

const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bCriOS\/|\bChrom(e|ium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

/** "Chrome on Windows" from a user agent; "Unknown device" when it says nothing we know. */
export function deviceSummary(userAgent: string | null | undefined): string {
  if (!userAgent) return "Unknown device";
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Unknown device";
}

/**
 * The network an address is in, not the machine: the first three parts of an IPv4
 * address, the first three groups (a /48) of an IPv6 one; null when there is none.
 */
export function coarseAddress(address: string | null | undefined): string | null {
  if (!address) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  if (net.isIPv4(ip)) return `${ip.split(".").slice(0, 3).join(".")}.*`;
  if (net.isIPv6(ip)) {
    const [head = ""] = ip.split("::");
    const groups = [...head.split(":").filter(Boolean), "0", "0", "0"].slice(0, 3);
    return `${groups.join(":")}::/48`;
  }
  return null;
}
