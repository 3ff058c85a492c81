import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CAPTURED_LOG_DIR } from "../support/captured-log.ts";
import { findPrivateData } from "../support/log-privacy.ts";

// The last step of `npm test`: every log line the API suites (both databases), the server
// processes and the browser tests' servers wrote, read for what must never be logged.

/** The e2e journeys' password (e2e/support/accounts.ts): those tests cannot write to the secrets list. */
const E2E_PASSWORD = "journey-pass-1";

describe("the log check", () => {
  it("finds each kind of private data, and passes a redacted line", () => {
    const lines = [
      '{"msg":"sms to +13525550100"}',
      '{"msg":"call (352) 555-0100"}',
      '{"body":{"password":"hunter2-hunter2"}}',
      '{"url":"/api/auth/verify-email?token=abc123def456"}',
      '{"headers":{"cookie":"x"}}',
      "better-auth.session_token=s3cr3t.sig",
      '{"uri":"otpauth://totp/CampusRide:ana?secret=JBSWY3DP"}',
      "%PDF-1.4 1 0 obj",
      '{"data":"/9j/4AAQSkZJRg"}',
      '{"data":"iVBORw0KGgoAAAANSUhEUg"}',
      '{"msg":"known K7pQ2vXw9rTz"}',
    ];
    const findings = findPrivateData("planted.log", lines.join("\n"), ["K7pQ2vXw9rTz"]);
    expect(findings.map((finding) => finding.where)).toEqual(
      lines.map((_, index) => `planted.log:${index + 1}`),
    );

    const clean =
      '{"req":{"url":"/api/auth/verify-email?token=[redacted]"},"headers":{"cookie":"[redacted]"},"msg":"incoming request"}';
    expect(findPrivateData("clean.log", clean, ["K7pQ2vXw9rTz"])).toEqual([]);
  });
});

describe("every log the test suites wrote", () => {
  const files = fs.existsSync(CAPTURED_LOG_DIR) ? fs.readdirSync(CAPTURED_LOG_DIR) : [];
  const logs = files.filter((file) => file.endsWith(".log") && !file.startsWith("secrets-"));

  it("holds no password, token, TOTP key, phone number or file contents", () => {
    const secrets = new Set([E2E_PASSWORD]);
    for (const file of files.filter((name) => name.startsWith("secrets-"))) {
      for (const line of fs.readFileSync(path.join(CAPTURED_LOG_DIR, file), "utf8").split("\n")) {
        if (line) secrets.add(JSON.parse(line) as string);
      }
    }
    let lines = 0;
    const findings = logs.flatMap((file) => {
      const text = fs.readFileSync(path.join(CAPTURED_LOG_DIR, file), "utf8");
      lines += text.split("\n").length;
      return findPrivateData(file, text, secrets);
    });
    console.log(`${lines} log lines in ${logs.length} files checked against ${secrets.size} secrets`);
    expect(findings.slice(0, 20)).toEqual([]);
  });
});
