import { z } from "zod";
import { IDEMPOTENCY_MESSAGES } from "../messages.ts";

/**
 * The header a create request (a trip, a seat request) may carry: a retried or
 * double-clicked request with the same key makes one row, not two. The web sends a new
 * key per form submission and the same key when it retries.
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

export const idempotencyKeySchema = z
  .string({ error: IDEMPOTENCY_MESSAGES.invalidKey })
  .regex(/^[A-Za-z0-9_-]{1,100}$/, IDEMPOTENCY_MESSAGES.invalidKey);

/**
 * Request headers of a create route (Node lowercases header names). Loose: the validated
 * value replaces the request's headers, and the others (the session cookie) must stay.
 */
export const idempotencyHeadersSchema = z.looseObject({
  "idempotency-key": idempotencyKeySchema.optional(),
});
