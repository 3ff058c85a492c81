import net from "node:net";
import { normalizeIP } from "@fastify/rate-limit";

/**
 * What TRUST_PROXY says stands in front of the app: a number of proxy hops (0: none, the
 * socket's peer is the client), or the proxies' own addresses and CIDR ranges.
 */
export type TrustProxy = number | string[];

/** proxy-addr's (Fastify's) names for address ranges, accepted in the list form. */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** TRUST_PROXY's text as a TrustProxy; null when it is none of the accepted forms. */
export function parseTrustProxy(value: string): TrustProxy | null {
  const text = value.trim().toLowerCase();
  if (text === "false" || text === "no") return 0;
  // one hop: a reverse proxy on the same machine, the usual set-up
  if (text === "true" || text === "yes") return 1;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(",").map((entry) => entry.trim());
  return entries.every(isProxyEntry) ? entries : null;
}

function isProxyEntry(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

type TrustProxyOption = false | string[] | ((address: string, hop: number) => boolean);

/**
 * Fastify's `trustProxy` for TRUST_PROXY. The client is then the right-most address of
 * X-Forwarded-For that is not a trusted proxy: everything left of it was written by the
 * client and may be forged. Fastify's own `true` trusts every hop (so the left-most,
 * forgeable value wins) and its number form trusts none, so hops become a function.
 */
export function trustProxyOption(trust: TrustProxy): TrustProxyOption {
  if (Array.isArray(trust)) return trust;
  if (trust === 0) return false;
  return (_address, hop) => hop < trust;
}

/**
 * The key a client address is counted under: an IPv4 address as it is, an IPv6 address
 * by its /64, which one household, phone or server is given whole.
 */
export function addressKey(ip: string): string {
  return normalizeIP(ip, 64);
}
