import { FRIENDLY_MESSAGES } from "@campusride/shared/messages";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error.ts";

/** No CampusRide input nests more than a few levels; far deeper is not a real form. */
const MAX_DEPTH = 32;

/** Half of a UTF-16 surrogate pair without its other half (JSON's "\ud800"): no character at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;

/** Text no field can hold: U+0000, or a lone surrogate. */
function isBadText(text: string): boolean {
  return text.includes("\u0000") || LONE_SURROGATE.test(text);
}

/**
 * True when a parsed body, query or params cannot be right: a string anywhere holds
 * U+0000 or a lone surrogate, or the value nests deeper than MAX_DEPTH.
 */
function isMalformed(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return isBadText(value);
  if (value === null || typeof value !== "object") return false;
  if (depth >= MAX_DEPTH) return true;
  for (const [key, item] of Object.entries(value)) {
    if (isBadText(key) || isMalformed(item, depth + 1)) return true;
  }
  return false;
}

/**
 * PostgreSQL text cannot hold a NUL character and no field of CampusRide has a use for
 * one; a lone surrogate cannot be written as UTF-8 (in an email, better-auth answered 500); a body nested thousands deep overflows the stack of whatever walks it (better-auth's
 * bridge re-serialises bodies). Both are refused as invalid (400) before any route, better-
 * auth's included, can turn them into a 5xx.
 */
async function registerInputGuard(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    if (isMalformed(request.params) || isMalformed(request.query) || isMalformed(request.body)) {
      throw new AppError("VALIDATION", FRIENDLY_MESSAGES.validation);
    }
  });
}

// Its AppError becomes the 400 answer in the error handler.
export const inputGuardPlugin = fp(registerInputGuard, {
  name: "input-guard",
  dependencies: ["error-handler"],
});
