import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTestApp } from "./support/app.ts";

// A stand-in web build, rewritten by one test to check a rebuilt bundle is served.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), "campusride-web-"));
fs.mkdirSync(path.join(webDist, "assets"));
fs.writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>CampusRide</title>");
fs.writeFileSync(path.join(webDist, "assets", "index-abc.js"), "console.log('v1')");

const app = await createTestApp(
  { WEB_DIST: webDist },
  {
    beforeReady: (app) => {
      app.get("/api/test/explode", async () => {
        throw new Error("secret connection string postgres://admin:hunter2@db");
      });
    },
  },
);

describe("operations endpoints", () => {
  it("reports liveness and readiness", async () => {
    expect((await app.inject({ url: "/api/health" })).json()).toEqual({ status: "ok" });
    const ready = await app.inject({ url: "/api/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", database: app.database.kind });
  });

  it("publishes the OpenAPI document", async () => {
    const docs = await app.inject({ url: "/api/docs" });
    expect(docs.statusCode).toBe(200);
    expect(docs.json().paths).toHaveProperty("/api/contact");
  });
});

describe("errors", () => {
  it("answers an unknown API path with a JSON 404", async () => {
    const response = await app.inject({ url: "/api/no-such-thing" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.json().error.code).toBe("NOT_FOUND");
  });

  it("answers an unknown account path under /api/auth with a JSON 404 too", async () => {
    for (const method of ["GET", "POST"] as const) {
      const response = await app.inject({
        method,
        url: "/api/auth/no-such-thing",
        headers: { origin: "http://localhost:3000" },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
    }
  });

  it("hides the internals of a 5xx", async () => {
    const response = await app.inject({ url: "/api/test/explode" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: "INTERNAL", message: "An unexpected error occurred. Please try again later." },
    });
    expect(response.body).not.toContain("hunter2");
  });
});

describe("security headers", () => {
  it("sends a Content-Security-Policy the single-page app runs under", async () => {
    const response = await app.inject({ url: "/" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("web app serving", () => {
  it("answers client-side routes with index.html", async () => {
    for (const url of ["/", "/faq", "/dashboard/trip-requests/42?x=1"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain("<title>CampusRide</title>");
    }
  });

  it("serves assets, and a missing asset is a 404 rather than index.html", async () => {
    expect((await app.inject({ url: "/assets/index-abc.js" })).body).toBe("console.log('v1')");
    const missing = await app.inject({ url: "/assets/index-old.js" });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain("<title>");
  });

  it("serves a rebuilt bundle without a restart", async () => {
    fs.writeFileSync(path.join(webDist, "assets", "index-def.js"), "console.log('v2')");
    const response = await app.inject({ url: "/assets/index-def.js" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("console.log('v2')");
  });
});
