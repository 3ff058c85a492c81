/**
 * The push services browsers subscribe with (Chrome/Edge/Opera/Samsung via FCM, Firefox,
 * Edge on Windows, Safari). The server POSTs to a subscription's endpoint, so an endpoint
 * elsewhere (an address inside our network, say) is refused rather than called.
 */
const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "push.services.mozilla.com",
  "notify.windows.com",
  "push.apple.com",
];

/** This machine, where a test's or a developer's stand-in push service listens. */
const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * Whether the server may push to `endpoint`: https on a known push service, or (outside
 * production only) http(s) on this machine.
 */
export function isAllowedEndpoint(endpoint: string, allowLocal: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (allowLocal && LOCAL_HOSTS.has(url.hostname))
    return url.protocol === "http:" || url.protocol === "https:";
  if (url.protocol !== "https:" || (url.port !== "" && url.port !== "443")) return false;
  return PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}

/**
 * What a log may say of an endpoint: its push service only. The path is the browser's
 * subscription token (whoever has it may push to the student), so it is never logged.
 */
export function endpointLabel(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return "(not a URL)";
  }
}
