import { createHmac } from "node:crypto";
import { rememberSecret } from "./captured-log.ts";

/*
 * RFC 6238 codes computed the way an authenticator app does, from the otpauth:// URI the
 * enrolment answer gives: written here on its own, not borrowed from the server's code.
 */

const PERIOD_SECONDS = 30;

export interface TotpKey {
  secret: Buffer;
  issuer: string | null;
  digits: number;
  period: number;
}

function fromBase32(text: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let buffer = 0;
  let bits = 0;
  const out: number[] = [];
  for (const char of text.replace(/[\s=]/g, "").toUpperCase()) {
    buffer = (buffer << 5) | alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      out.push((buffer >> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The key as a person types it into an authenticator app: base32, spaces allowed. */
export function keyFromText(text: string): TotpKey {
  rememberSecret(text.replace(/\s/g, ""));
  return { secret: fromBase32(text), issuer: null, digits: 6, period: PERIOD_SECONDS };
}

/** The key an authenticator app reads from an otpauth://totp/… URI. */
export function keyFromUri(uri: string): TotpKey {
  const url = new URL(uri);
  rememberSecret(url.searchParams.get("secret"));
  if (url.protocol !== "otpauth:" || url.host !== "totp") throw new Error(`not a TOTP URI: ${url.protocol}`);
  return {
    secret: fromBase32(url.searchParams.get("secret") ?? ""),
    issuer: url.searchParams.get("issuer"),
    digits: Number(url.searchParams.get("digits") ?? 6),
    period: Number(url.searchParams.get("period") ?? PERIOD_SECONDS),
  };
}

/** The current time step. */
export function currentStep(nowMs = Date.now()): number {
  return Math.floor(nowMs / 1000 / PERIOD_SECONDS);
}

/** The code of `step` for `key`. */
export function codeAt(key: TotpKey, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac("sha1", key.secret).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary =
    ((digest[offset]! & 0x7f) << 24) |
    (digest[offset + 1]! << 16) |
    (digest[offset + 2]! << 8) |
    digest[offset + 3]!;
  return String(binary % 10 ** key.digits).padStart(key.digits, "0");
}
