import { describe, expect, it } from "vitest";
import { createTestApp } from "../support/app.ts";
import { routedAuthEndpoints } from "../support/routes.ts";

const app = await createTestApp();

// every better-auth endpoint the app routes is documented (and so fuzzed with its schema)
const AUTH_PATHS = routedAuthEndpoints().map(
  ({ method, url }) => [method.toLowerCase(), url.replace(/:(\w+)/g, "{$1}")] as const,
);

describe("API documentation", () => {
  it("lists the account endpoints better-auth answers, with their bodies and error answers", async () => {
    const response = await app.inject({ url: "/api/docs" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const { paths } = response.json();
    for (const [method, path] of AUTH_PATHS) expect(paths[path], path).toHaveProperty(method);

    const signUp = paths["/api/auth/sign-up/email"].post;
    const body = signUp.requestBody.content["application/json"].schema;
    expect(body.required).toEqual(
      expect.arrayContaining(["email", "password", "confirmPassword", "userType"]),
    );
    const refused = signUp.responses["400"].content["application/json"].schema;
    expect(refused.properties.error.required).toEqual(["code", "message"]);
    expect(signUp.responses["400"].description).toContain("EMAIL_NOT_EDU");
    expect(signUp.responses).toHaveProperty("429");
    // an address under attack: where the browser check comes from, and what asks for it
    expect(signUp.responses["429"].description).toContain("CHALLENGE_REQUIRED");
    expect(paths["/api/auth/sign-in/email"].post.responses["429"].description).toContain(
      "CHALLENGE_REQUIRED",
    );
    const challenge = paths["/api/auth-challenge"].get;
    expect(challenge.description).toContain("X-Auth-Challenge");
    expect(challenge.responses["200"].content["application/json"].schema.properties).toHaveProperty(
      "parameters",
    );
    // the app's own routes are still there
    expect(paths).toHaveProperty("/api/contact");
  });

  it("documents the women-only choice made once, its change request and the driver's report", async () => {
    const { paths } = (await app.inject({ url: "/api/docs" })).json();
    expect(paths["/api/me/women-only-trips"].put.description).toContain("409");
    const changeRequest = paths["/api/me/women-only-trips/change-request"].post;
    expect(changeRequest.responses).toHaveProperty("201");
    expect(changeRequest.description).toContain("admin");
    expect(paths["/api/bookings/{id}/report-not-eligible"].post.description).toContain("women-only");
    // the admins' answer stays out of the public document, as every admin route
    expect(paths).not.toHaveProperty("/api/admin/users/{userId}/women-only-trips");
  });

  it("shows a readable reference page served from the app's own origin", async () => {
    const page = await app.inject({ url: "/api/reference" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain("CampusRide API reference");
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const script = await app.inject({ url: new URL(src, "http://localhost/api/reference").pathname });
      expect(script.statusCode, src).toBe(200);
    }
    expect((await app.inject({ url: "/api/reference/json" })).json().paths).toHaveProperty(
      "/api/auth/sign-in/email",
    );
  });
});
