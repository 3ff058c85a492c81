import { afterEach, beforeEach, expect, vi } from "vitest";

// An error logged during a test is a failure the test did not see.
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error");
});
afterEach(() => {
  expect(consoleError, "console.error was called").not.toHaveBeenCalled();
  consoleError.mockRestore();
});
