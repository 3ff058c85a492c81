import { isIP } from "node:net";
import type { FastifyRequest } from "fastify";

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 forms. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address || isIP(address) === 0) return false;
  const ipv4 = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  return ipv4.startsWith("127.") || address === "::1";
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * True when the request comes from this machine: the connection's own address (never a
 * forwarded header, which anyone can write) is loopback, no forwarding proxy on this
 * machine says it relays someone else, and the page asked for a loopback host name (a
 * page on another site that rebinds its own name to 127.0.0.1 still sends that name).
 */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  const host = (request.headers.host ?? "").replace(/:\d+$/, "").toLowerCase();
  if (!LOOPBACK_HOSTS.has(host)) return false;
  const forwarded = request.headers["x-forwarded-for"];
  const relayed = (Array.isArray(forwarded) ? forwarded.join(",") : (forwarded ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return relayed.every(isLoopbackAddress) && request.headers.forwarded === undefined;
}
