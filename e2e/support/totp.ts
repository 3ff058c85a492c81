import { createHmac } from "node:crypto";

/*
 * What an authenticator app does with the key the /profile card shows: RFC 6238 codes
 * (HMAC-SHA1, 6 digits, 30 s steps) from the base32 key.
 */

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

/** The current 30 s time step. */
export function currentStep(): number {
  return Math.floor(Date.now() / 30_000);
}

/** The 6-digit code of `step` for the base32 `key` (spaces allowed, as the card groups it). */
export function totpCode(key: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac("sha1", fromBase32(key)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, "0");
}
