import { FRIENDLY_MESSAGES } from "@campusride/shared/messages";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error.ts";

const MAX_DEPTH = 32;

/** True when a string anywhere in a parsed body, query or params holds U+0000. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes("\u0000") || containsNul(item, depth + 1)) return true;
  }
  return false;
}

/**
 * PostgreSQL text cannot hold a NUL character, and no field of CampusRide has a use for
 * one: such input is refused as invalid (400) before any route, better-auth's included,
 * can pass it to a query and fail with a 5xx.
 */
export const inputGuardPlugin = fp(async (app) => {
  app.addHook("preValidation", async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw new AppError("VALIDATION", FRIENDLY_MESSAGES.validation);
    }
  });
});
