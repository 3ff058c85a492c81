import { FRIENDLY_MESSAGES } from "@campusride/shared/messages";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api, errorMessage } from "../src/lib/api-client.ts";

function answerWith(response: Response | Error) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("api client", () => {
  it("sends JSON on the same origin with the session cookie and returns the body", async () => {
    const fetchMock = answerWith(json(201, { id: "c1", message: "Thanks" }));
    const result = await api.post<{ id: string }>("/api/contact", { name: "Ana" });
    expect(result).toEqual({ id: "c1", message: "Thanks" });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/contact");
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("same-origin");
    expect(init?.body).toBe(JSON.stringify({ name: "Ana" }));
    expect((init?.headers as Record<string, string>)["content-type"]).toBe("application/json");
  });

  it("turns the API's error body into an ApiError with status, code, message and fields", async () => {
    answerWith(
      json(400, {
        error: {
          code: "VALIDATION",
          message: "Please enter your name",
          fields: { name: "Please enter your name" },
        },
      }),
    );
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
    answerWith(
      json(429, {
        error: { code: "RATE_LIMITED", message: "Too many requests. Please wait before trying again." },
      }),
    );
    const error = await api.get("/api/anything").catch((caught: unknown) => caught);
    expect(errorMessage(error)).toBe("Too many requests. Please wait before trying again.");
  });

  it("gives a friendly message when the answer is not a CampusRide error body", async () => {
    answerWith(new Response("<html>Bad gateway</html>", { status: 502 }));
    const error = await api.get("/api/rides").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, code: "BAD_GATEWAY", message: FRIENDLY_MESSAGES.default });

    answerWith(new Response("", { status: 429 }));
    const limited = await api.get("/api/rides").catch((caught: unknown) => caught);
    expect(limited).toMatchObject({ code: "RATE_LIMITED", message: FRIENDLY_MESSAGES.rateLimit });
  });

  it("reports a request that never got an answer as a network error", async () => {
    answerWith(new TypeError("Failed to fetch"));
    const error = await api.get("/api/health").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, code: "NETWORK", message: FRIENDLY_MESSAGES.network });
  });

  it("shows the default friendly message for anything that is not an ApiError", () => {
    expect(errorMessage(new Error("TypeError: x is undefined"))).toBe(FRIENDLY_MESSAGES.default);
  });
});
