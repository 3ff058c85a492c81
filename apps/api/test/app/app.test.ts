import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../support/app.ts";

// A stand-in web build, rewritten by one test to check a rebuilt bundle is served.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), "campusride-web-"));
fs.mkdirSync(path.join(webDist, "assets"));
fs.writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>CampusRide</title>");
fs.writeFileSync(path.join(webDist, "assets", "index-abc.js"), "console.log('v1')");
// The build writes a brotli and a gzip copy beside each file (vite.config.ts).
const bundle = "export const greeting = 'Rides for university students';\n".repeat(50);
fs.writeFileSync(path.join(webDist, "assets", "main-abc.js"), bundle);
fs.writeFileSync(path.join(webDist, "assets", "main-abc.js.br"), zlib.brotliCompressSync(bundle));
fs.writeFileSync(path.join(webDist, "assets", "main-abc.js.gz"), zlib.gzipSync(bundle));
for (const [suffix, compress] of [
  [".br", zlib.brotliCompressSync],
  [".gz", zlib.gzipSync],
] as const) {
  fs.writeFileSync(
    path.join(webDist, `index.html${suffix}`),
    compress("<!doctype html><title>CampusRide</title>"),
  );
}

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
    // which database runs is for the log, not for anyone who asks
    expect(ready.json()).toEqual({
      status: "ready",
      search: { loaded: true, listening: true },
      busy: false,
    });
    const documented = (await app.inject({ url: "/api/docs" })).json().paths["/api/ready"].get;
    const answer = documented.responses["200"].content["application/json"].schema;
    expect(Object.keys(answer.properties).sort()).toEqual(["busy", "search", "status"]);
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
    // a pickup spot's map: OpenStreetMap's tiles, and no other outside images
    expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org");
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

  it("serves the build's precompressed copy the browser asks for, long-cached", async () => {
    const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync } as const;
    for (const [encoding, decode] of Object.entries(decoders)) {
      const response = await app.inject({
        url: "/assets/main-abc.js",
        headers: { "accept-encoding": `${encoding}, deflate` },
      });
      expect(response.statusCode, encoding).toBe(200);
      expect(response.headers["content-encoding"], encoding).toBe(encoding);
      expect(response.headers["content-type"], encoding).toMatch(/javascript/);
      expect(response.headers["vary"], encoding).toMatch(/accept-encoding/i);
      expect(response.headers["cache-control"], encoding).toBe("public, max-age=31536000, immutable");
      expect(decode(response.rawPayload).toString(), encoding).toBe(bundle);
    }
    const plain = await app.inject({ url: "/assets/main-abc.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(bundle);
  });

  it("has the page itself revalidated, compressed or not", async () => {
    for (const url of ["/", "/index.html", "/faq"]) {
      for (const encoding of ["br", "gzip", "identity"]) {
        const response = await app.inject({ url, headers: { "accept-encoding": encoding } });
        expect(response.statusCode, `${url} ${encoding}`).toBe(200);
        expect(response.headers["cache-control"], `${url} ${encoding}`).toBe("no-cache");
        expect(response.headers["content-type"], `${url} ${encoding}`).toMatch(/text\/html/);
      }
    }
  });

  it("serves a rebuilt bundle without a restart", async () => {
    fs.writeFileSync(path.join(webDist, "assets", "index-def.js"), "console.log('v2')");
    const response = await app.inject({ url: "/assets/index-def.js" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("console.log('v2')");
  });
});
