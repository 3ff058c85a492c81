import { createHash, randomBytes } from "node:crypto";

/** A share link's token: 32 random bytes, base64url (43 characters). */
export function newShareToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a token: its SHA-256, so a copy of the table opens no link. */
export function hashShareToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether a string could be a token at all (anything else is answered 404 without a query). */
export function isShareTokenShape(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
