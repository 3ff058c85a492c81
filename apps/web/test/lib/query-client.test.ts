import { FRIENDLY_MESSAGES } from "@campusride/shared/messages";
import { describe, expect, it } from "vitest";
import { api } from "../../src/lib/api-client.ts";
import { createQueryClient } from "../../src/lib/query-client.ts";
import { httpStandInPerTest } from "../support/http-stand-in.ts";

const standIn = httpStandInPerTest();
const LIMITED = { error: { code: "RATE_LIMITED", message: FRIENDLY_MESSAGES.rateLimit } };

describe("the query client and the server's Retry-After", () => {
  it("asks again after the wait a 429 names, and shows the answer", async () => {
    standIn().answer(429, LIMITED, "application/json", { "retry-after": "1" });
    const client = createQueryClient({ retryDelay: 0 });
    const rides = client.fetchQuery({ queryKey: ["rides"], queryFn: () => api.get("/api/rides/mine") });
    await expect.poll(() => standIn().requests.length, { timeout: 10_000 }).toBe(1);
    standIn().answer(200, { rides: [] });

    await expect(rides).resolves.toEqual({ rides: [] });
    expect(standIn().requests.map((request) => request.url)).toEqual(["/api/rides/mine", "/api/rides/mine"]);
  });

  it("does not retry a 429 without a wait, nor a change: the message is shown", async () => {
    standIn().answer(429, LIMITED);
    const client = createQueryClient({ retryDelay: 0 });
    const read = client.fetchQuery({ queryKey: ["me"], queryFn: () => api.get("/api/me") });
    await expect(read).rejects.toMatchObject({ status: 429, message: FRIENDLY_MESSAGES.rateLimit });

    standIn().answer(429, LIMITED, "application/json", { "retry-after": "1" });
    const change = client
      .getMutationCache()
      .build(client, { mutationFn: () => api.post("/api/bookings", {}) });
    await expect(change.execute(undefined)).rejects.toMatchObject({ retryAfterSeconds: 1 });
    expect(standIn().requests).toHaveLength(2);
  });
});
