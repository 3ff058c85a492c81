import type { RatingSummary } from "@campusride/shared/domain/reviews";
import { describe, expect, it } from "vitest";
import type { Database } from "../../../src/db/client.ts";
import { RATING_SLOT } from "../../../src/features/search/answer-json.ts";
import { createDriverRatings } from "../../../src/features/search/driver-ratings.ts";

const db = {} as Database;
const answer = `{"data":[{"driver":{"rating":${RATING_SLOT}}},{"driver":{"rating":${RATING_SLOT}}}]}`;
const ratingsIn = (buffer: Buffer) =>
  (JSON.parse(buffer.toString()) as { data: Array<{ driver: { rating: RatingSummary | null } }> }).data.map(
    (ride) => ride.driver.rating,
  );

describe("drivers' ratings in search answers", () => {
  it("writes each driver's rating into its slot, reading a driver at most once a minute", async () => {
    const asked: string[][] = [];
    const ratings = createDriverRatings(
      db,
      async (_db, ids) => {
        asked.push([...ids]);
        return new Map([["dana", { average: 4.5, count: 2 }]]);
      },
      () => {},
    );
    expect(ratingsIn(await ratings.fill(answer, ["dana", "sam"], 0))).toEqual([
      { average: 4.5, count: 2 },
      null,
    ]);
    await ratings.fill(answer, ["sam", "dana"], 59_000);
    expect(asked).toEqual([["dana", "sam"]]);
    await ratings.fill(answer, ["dana", "dana"], 60_000);
    expect(asked).toEqual([["dana", "sam"], ["dana"]]);
  });

  it("answers without ratings when they cannot be read, and reads them again at the next search", async () => {
    const failures: unknown[] = [];
    let isDown = true;
    const ratings = createDriverRatings(
      db,
      async () => {
        if (isDown) throw new Error("database unreachable");
        return new Map([["dana", { average: 5, count: 1 }]]);
      },
      (error) => failures.push(error),
    );
    expect(ratingsIn(await ratings.fill(answer, ["dana", "sam"], 0))).toEqual([null, null]);
    expect(failures).toHaveLength(1);
    isDown = false;
    expect(ratingsIn(await ratings.fill(answer, ["dana", "sam"], 1_000))).toEqual([
      { average: 5, count: 1 },
      null,
    ]);
  });
});
