import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CAPTURED_LOG_DIR } from "../support/captured-log.ts";
import { findPrivateData } from "../support/log-privacy.ts";

// The last step of `npm test`: every log line the API suites (both databases), the server
// processes and the browser tests' servers wrote, read for what must never be logged.

/**
 * The passwords the browser tests type ("journey-pass-1", "new-journey-pass-2"…, named
 * "<words>-pass-<n>" in e2e/), read from their sources: the browser cannot add to the
 * secrets list the API suites write.
 */
function e2ePasswords(): string[] {
  const root = path.resolve(import.meta.dirname, "../../../../e2e");
  const sources = fs
    .readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.includes("node_modules"));
  const found = new Set<string>();
  for (const file of sources) {
    for (const match of fs
      .readFileSync(path.join(root, file), "utf8")
      .matchAll(/"([a-z]+(?:-[a-z]+)*-pass-\d+)"/g)) {
      found.add(match[1]!);
    }
  }
  return [...found];
}

describe("the log check", () => {
  it("finds each kind of private data, and passes a redacted line", () => {
    const lines = [
      '{"msg":"sms to +13525550100"}',
      '{"phone":"+447911123456"}',
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
    const passwords = e2ePasswords();
    expect(passwords).toContain("journey-pass-1");
    const secrets = new Set(passwords);
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
