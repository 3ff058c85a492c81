import { paths } from "../../config/paths.ts";

/**
 * Where an auth link's hash (`#access_token=…&type=email`, or type sms) sends the browser
 * (docs/product/accounts.md#two-factor-authentication): /two-factor-confirmation; null for any other hash.
 */
export function authHashTarget(hash: string): string | null {
  if (!hash.includes("type=")) return null;
  const type = new URLSearchParams(hash.replace(/^#/, "")).get("type");
  return type === "email" || type === "sms" ? paths.twoFactorConfirmation : null;
}

/**
 * Follows an auth hash before the first render. The hash leaves the address and the
 * history entry: it may carry tokens.
 */
export function followAuthHash(location: Location, history: History): void {
  const target = authHashTarget(location.hash);
  if (target) history.replaceState(null, "", target);
}
