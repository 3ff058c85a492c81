import { describe, expect, it } from "vitest";
import { authErrorMessage, authRequest } from "../src/lib/auth-request.ts";
import { pointFetchAt, unreachableOrigin, httpStandInPerTest } from "./support/http-stand-in.ts";

const standIn = httpStandInPerTest();

describe("auth requests", () => {
  it("POSTs JSON to /api/auth with the session cookie and returns the answer as data", async () => {
    standIn().answer(200, { redirect: false, user: { id: "u1" } });
    const result = await authRequest<{ user: { id: string } }>("/sign-in/email", { email: "a@ufl.edu" });
    expect(result).toEqual({ data: { redirect: false, user: { id: "u1" } }, error: null });
    expect(standIn().requests[0]).toMatchObject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      body: JSON.stringify({ email: "a@ufl.edu" }),
      headers: { "content-type": "application/json" },
    });
  });

  it("returns better-auth's refusal as an error with status, code and message", async () => {
    standIn().answer(401, { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" });
    const { data, error } = await authRequest("/sign-in/email", {});
    expect(data).toBeNull();
    expect(error).toEqual({
      status: 401,
      code: "INVALID_EMAIL_OR_PASSWORD",
      message: "Invalid email or password",
    });
    expect(authErrorMessage(error, "An unexpected error occurred")).toBe("Invalid email or password");
  });

  it("falls back to the screen's message when the refusal has no body", async () => {
    standIn().answer(502, "<html>Bad gateway</html>", "text/html");
    const { error } = await authRequest("/reset-password", {});
    expect(error).toEqual({ status: 502, code: undefined, message: undefined });
    expect(authErrorMessage(error, "Failed to update password.")).toBe("Failed to update password.");
  });

  it("throws when the request gets no answer", async () => {
    pointFetchAt(await unreachableOrigin());
    await expect(authRequest("/send-verification-email", {})).rejects.toThrow("fetch failed");
  });
});
