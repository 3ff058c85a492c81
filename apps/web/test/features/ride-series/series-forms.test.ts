import { addDaysLocal, todayLocal } from "@campusride/shared/domain/local-time";
import { SERIES_MAX_MONTHS } from "@campusride/shared/domain/ride-series";
import { SERIES_MESSAGES, WEEKLY_SERIES_MESSAGES } from "@campusride/shared/messages";
import { latestSeriesEnd } from "@campusride/shared/schemas/ride-series";
import { describe, expect, it } from "vitest";
import { editSeriesFormSchema, seriesChanges } from "../../../src/features/ride-series/edit-series-form.ts";
import { seriesInputFromTrip, seriesRefusal } from "../../../src/features/ride-series/series-input.ts";
import { NO_REPEAT, repeatWeeklyProblems } from "../../../src/features/rides/repeat-weekly-form.ts";
import { ApiError } from "../../../src/lib/api-client.ts";
import { rideSeriesOf } from "../../support/series-fixtures.ts";

const startsOn = addDaysLocal(todayLocal(), 3);

const series = rideSeriesOf({ startsOn, endsOn: addDaysLocal(startsOn, 30), upcomingCount: 8 });

describe("Repeat weekly in the create form", () => {
  const on = { isOn: true, weekdays: [1, 3], endsOn: addDaysLocal(startsOn, 20) };

  it("asks nothing of a single trip", () => {
    expect(repeatWeeklyProblems({ ...NO_REPEAT, endsOn: "nonsense" }, startsOn)).toEqual({});
  });

  it("needs a day, and a last date from the first to six months on", () => {
    expect(repeatWeeklyProblems(on, startsOn)).toEqual({});
    expect(repeatWeeklyProblems({ ...on, weekdays: [] }, startsOn)).toEqual({
      weekdays: SERIES_MESSAGES.weekdays,
    });
    expect(repeatWeeklyProblems({ ...on, endsOn: "" }, startsOn)).toEqual({
      endsOn: SERIES_MESSAGES.endsOn,
    });
    expect(repeatWeeklyProblems({ ...on, endsOn: addDaysLocal(startsOn, -1) }, startsOn)).toEqual({
      endsOn: SERIES_MESSAGES.endsBeforeStart,
    });
    expect(repeatWeeklyProblems({ ...on, endsOn: latestSeriesEnd(startsOn) }, startsOn)).toEqual({});
    expect(
      repeatWeeklyProblems({ ...on, endsOn: addDaysLocal(latestSeriesEnd(startsOn), 1) }, startsOn),
    ).toEqual({ endsOn: SERIES_MESSAGES.tooLong(SERIES_MAX_MONTHS) });
  });

  it("says when no chosen day falls between the dates", () => {
    // Monday 11 March 2030 to Tuesday the 12th holds no Wednesday
    const monday = "2030-03-11";
    expect(repeatWeeklyProblems({ isOn: true, weekdays: [3], endsOn: "2030-03-12" }, monday)).toEqual({
      weekdays: SERIES_MESSAGES.noDates,
    });
    expect(repeatWeeklyProblems({ isOn: true, weekdays: [2, 3], endsOn: "2030-03-12" }, monday)).toEqual({});
  });
});

describe("a series' body and its refusals", () => {
  it("repeats the trip from its date at its time", () => {
    const trip = {
      departureCity: "Gainesville",
      destinationCity: "Orlando",
      departureDate: startsOn,
      departureTime: "07:30",
      availableSeats: 3,
      pricePerSeatCents: 1800,
    };
    expect(seriesInputFromTrip(trip, { weekdays: [1, 3], endsOn: series.endsOn })).toEqual({
      departureCity: "Gainesville",
      destinationCity: "Orlando",
      availableSeats: 3,
      pricePerSeatCents: 1800,
      departureTime: "07:30",
      weekdays: [1, 3],
      startsOn,
      endsOn: series.endsOn,
    });
  });

  it("says the schedule's refused fields in one alert, the price's on the price", () => {
    const refused = seriesRefusal(
      new ApiError(400, "VALIDATION", "Check the form.", {
        endsOn: "Too far.",
        pricePerSeatCents: "Too dear.",
      }),
    ) as ApiError;
    expect(refused.message).toBe(`${WEEKLY_SERIES_MESSAGES.scheduleProblem} Too far.`);
    expect(refused.fields).toEqual({ price: "Too dear." });
    const overlap = new ApiError(409, "CONFLICT", "It overlaps your trip.");
    expect(seriesRefusal(overlap)).toBe(overlap);
  });
});

describe("Edit series", () => {
  const schema = editSeriesFormSchema(series);
  const values = {
    price: "18.00",
    availableSeats: "3",
    departureTime: "07:30",
    notes: "",
    endsOn: series.endsOn,
  };

  it("sends only what changed", () => {
    expect(seriesChanges(series, "", schema.parse(values))).toEqual({});
    expect(seriesChanges(series, "", schema.parse({ ...values, price: "21", notes: " Back door " }))).toEqual(
      {
        pricePerSeatCents: 2100,
        notes: "Back door",
      },
    );
    expect(
      seriesChanges(series, "old", schema.parse({ ...values, departureTime: "08:00", notes: "old" })),
    ).toEqual({
      departureTime: "08:00",
    });
  });

  it("refuses a last date past six months and a price with three decimals", () => {
    expect(schema.safeParse({ ...values, endsOn: addDaysLocal(latestSeriesEnd(startsOn), 1) }).success).toBe(
      false,
    );
    expect(schema.safeParse({ ...values, price: "18.005" }).success).toBe(false);
    expect(schema.safeParse({ ...values, availableSeats: "9" }).success).toBe(false);
  });
});
