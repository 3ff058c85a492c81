import { afterEach, beforeEach, expect, vi } from "vitest";
import { takeStripeViolations } from "./stripe-stand-in/index.ts";

// An error logged during a test is a failure the test did not see.
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error");
});
afterEach(() => {
  expect(consoleError, "console.error was called").not.toHaveBeenCalled();
  consoleError.mockRestore();
});
// A request or answer of the Stripe stand-in that Stripe's OpenAPI description does not allow.
afterEach(() => {
  expect(takeStripeViolations(), "not as Stripe's API description allows").toEqual([]);
});
