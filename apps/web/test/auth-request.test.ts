import { afterEach, describe, expect, it, vi } from "vitest";
import { authErrorMessage, authRequest } from "../src/lib/auth-request.ts";

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

describe("auth requests", () => {
  it("POSTs JSON to /api/auth with the session cookie and returns the answer as data", async () => {
    const fetchMock = answerWith(json(200, { redirect: false, user: { id: "u1" } }));
    const result = await authRequest<{ user: { id: string } }>("/sign-in/email", { email: "a@ufl.edu" });
    expect(result).toEqual({ data: { redirect: false, user: { id: "u1" } }, error: null });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/auth/sign-in/email");
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("same-origin");
    expect(init?.body).toBe(JSON.stringify({ email: "a@ufl.edu" }));
    expect((init?.headers as Record<string, string>)["content-type"]).toBe("application/json");
  });

  it("returns better-auth's refusal as an error with status, code and message", async () => {
    answerWith(json(401, { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" }));
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
    answerWith(new Response("<html>Bad gateway</html>", { status: 502 }));
    const { error } = await authRequest("/reset-password", {});
    expect(error).toEqual({ status: 502, code: undefined, message: undefined });
    expect(authErrorMessage(error, "Failed to update password.")).toBe("Failed to update password.");
  });

  it("throws when the request gets no answer", async () => {
    answerWith(new TypeError("Failed to fetch"));
    await expect(authRequest("/send-verification-email", {})).rejects.toThrow("Failed to fetch");
  });
});
