import { FRIENDLY_MESSAGES } from "@campusride/shared/messages";
import { describe, expect, it } from "vitest";
import { ApiError, api, errorMessage } from "../../src/lib/api-client.ts";
import { pointFetchAt, unreachableOrigin, httpStandInPerTest } from "../support/http-stand-in.ts";

const standIn = httpStandInPerTest();

describe("api client", () => {
  it("sends JSON on the same origin with the session cookie and returns the body", async () => {
    standIn().answer(201, { id: "c1", message: "Thanks" });
    const result = await api.post<{ id: string }>("/api/contact", { name: "Ana" });
    expect(result).toEqual({ id: "c1", message: "Thanks" });
    expect(standIn().requests[0]).toMatchObject({
      method: "POST",
      url: "/api/contact",
      body: JSON.stringify({ name: "Ana" }),
      headers: { "content-type": "application/json" },
    });
  });

  it("turns the API's error body into an ApiError with status, code, message and fields", async () => {
    standIn().answer(400, {
      error: {
        code: "VALIDATION",
        message: "Please enter your name",
        fields: { name: "Please enter your name" },
      },
    });
    const error = await api.post("/api/contact", {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "VALIDATION",
      message: "Please enter your name",
      fields: { name: "Please enter your name" },
    });
  });

  it("keeps the server's rate-limit message", async () => {
    standIn().answer(429, {
      error: { code: "RATE_LIMITED", message: "Too many requests. Please wait before trying again." },
    });
    const error = await api.get("/api/anything").catch((caught: unknown) => caught);
    expect(errorMessage(error)).toBe("Too many requests. Please wait before trying again.");
  });

  it("gives a friendly message when the answer is not a CampusRide error body", async () => {
    standIn().answer(502, "<html>Bad gateway</html>", "text/html");
    const error = await api.get("/api/rides").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, code: "BAD_GATEWAY", message: FRIENDLY_MESSAGES.default });

    standIn().answer(429, "");
    const limited = await api.get("/api/rides").catch((caught: unknown) => caught);
    expect(limited).toMatchObject({ code: "RATE_LIMITED", message: FRIENDLY_MESSAGES.rateLimit });
  });

  it("reports a request that never got an answer as a network error", async () => {
    pointFetchAt(await unreachableOrigin());
    const error = await api.get("/api/health").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, code: "NETWORK", message: FRIENDLY_MESSAGES.network });
  });

  it("shows the default friendly message for anything that is not an ApiError", () => {
    expect(errorMessage(new Error("TypeError: x is undefined"))).toBe(FRIENDLY_MESSAGES.default);
  });
});
