import fs from "node:fs";
import path from "node:path";
import { PUBLISHED_DEMO_PASSWORD } from "@campusride/shared/domain/password-context";
import type { DestinationStream } from "pino";

/*
 * Every log line the test suites make is kept under .tmp/test-logs, with the secrets the
 * tests handled (session tokens, mailed links' tokens, TOTP keys) listed beside them; the
 * last step of `npm test` (apps/api/test/logs) reads them all and fails on any secret,
 * phone number or file content it finds.
 */
export const CAPTURED_LOG_DIR = path.resolve(import.meta.dirname, "../../../../.tmp/test-logs");

function fileFor(kind: string): string {
  fs.mkdirSync(CAPTURED_LOG_DIR, { recursive: true });
  return path.join(CAPTURED_LOG_DIR, `${kind}-${process.pid}.log`);
}

/** A log destination that appends to this process's captured log, line by line. */
export function capturedLogStream(kind: string): DestinationStream {
  const file = fileFor(kind);
  return { write: (line: string) => fs.appendFileSync(file, line) };
}

/** The app's real logger at its most talkative level, written to the captured log. */
export function capturedLogger(): { level: string; stream: DestinationStream } {
  const kind = `api-${process.env.TEST_DB ?? "pglite"}`;
  return { level: "trace", stream: capturedLogStream(kind) };
}

/**
 * Not secrets, though the password tests try them (and see them refused): the product's
 * own name, which stands in routes and multipart boundaries of every log, and the demo
 * password, published and printed by every development start.
 */
const PUBLIC_WORDS = new Set(["campusride", PUBLISHED_DEMO_PASSWORD]);

/** Notes a secret a test handled, so the log check can look for it. */
export function rememberSecret(value: string | null | undefined): void {
  if (!value || value.length < 8 || PUBLIC_WORDS.has(value.toLowerCase())) return;
  fs.appendFileSync(fileFor("secrets"), `${JSON.stringify(value)}\n`);
}

/** A test's own in-memory log that is also written to the captured log. */
export function alsoCaptured(write: (line: string) => unknown): DestinationStream {
  const captured = capturedLogger().stream;
  return {
    write: (line: string) => {
      write(line);
      captured.write(line);
    },
  };
}
