import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config.ts";
import { s3Settings } from "../../src/s3-config.ts";

const SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";
const base = { NODE_ENV: "test", DATA_DIR: ".tmp/test-data" };

function problems(env: Record<string, string>): string {
  try {
    loadConfig({ ...base, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("the configuration was accepted");
}

describe("S3_* configuration", () => {
  it("stores files on the disk when S3_BUCKET is not set", () => {
    expect(s3Settings(loadConfig(base))).toBeNull();
  });

  it("takes a complete set, with encryption at rest by default", () => {
    const config = loadConfig({
      ...base,
      S3_BUCKET: "campusride-licenses",
      S3_REGION: "eu-central-1",
      S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
      S3_SECRET_ACCESS_KEY: SECRET,
    });
    expect(s3Settings(config)).toMatchObject({
      bucket: "campusride-licenses",
      region: "eu-central-1",
      forcePathStyle: false,
      serverSideEncryption: "AES256",
      credentials: { accessKeyId: "AKIAEXAMPLE", secretAccessKey: SECRET },
    });
    // no keys: the instance's role
    const role = loadConfig({ ...base, S3_BUCKET: "campusride-licenses", S3_REGION: "eu-central-1" });
    expect(s3Settings(role)?.credentials).toBeUndefined();
  });

  it("names each missing or bad variable, never repeating a value", () => {
    expect(problems({ S3_REGION: "eu-central-1", S3_SECRET_ACCESS_KEY: SECRET })).toMatch(
      /S3_BUCKET: is required when other S3_\* variables are set/,
    );
    expect(problems({ S3_BUCKET: "campusride-licenses" })).toMatch(/S3_REGION: is required/);
    const halfKeys = problems({
      S3_BUCKET: "campusride-licenses",
      S3_REGION: "eu-central-1",
      S3_SECRET_ACCESS_KEY: SECRET,
    });
    expect(halfKeys).toMatch(/S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together/);
    expect(halfKeys).not.toContain(SECRET);
    const bad = problems({
      S3_BUCKET: "Not_A_Bucket",
      S3_REGION: "eu-central-1",
      S3_ENDPOINT: "ftp://files",
      S3_FORCE_PATH_STYLE: "maybe",
      S3_SERVER_SIDE_ENCRYPTION: "rot13",
      S3_SECRET_ACCESS_KEY: SECRET,
    });
    for (const name of ["S3_BUCKET", "S3_ENDPOINT", "S3_FORCE_PATH_STYLE", "S3_SERVER_SIDE_ENCRYPTION"]) {
      expect(bad).toContain(`${name}:`);
    }
    expect(bad).not.toContain(SECRET);
  });
});
