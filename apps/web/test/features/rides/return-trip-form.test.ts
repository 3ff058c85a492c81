import { ROUND_TRIP_MESSAGES } from "@campusride/shared/messages";
import { describe, expect, it } from "vitest";
import {
  returnTripFormSchema,
  returnTripFormValue,
  returnTripOf,
  returnTripProblem,
} from "../../../src/features/rides/return-trip-form.ts";

const outbound = { departureDate: "2030-03-08", departureTime: "09:30", timeLength: "1 hour 55 mins" };

describe("the create form's return trip", () => {
  it("is nothing while the option is off, and its date and time once on", () => {
    expect(
      returnTripOf({ isAdded: false, departureDate: "2030-03-09", departureTime: "17:00" }),
    ).toBeUndefined();
    const back = { departureDate: "2030-03-09", departureTime: "17:00" };
    expect(returnTripOf({ isAdded: true, ...back })).toEqual(back);
    expect(returnTripOf(returnTripFormValue(back))).toEqual(back);
    expect(returnTripFormValue(undefined).isAdded).toBe(false);
  });

  it("needs a date and a time once added", () => {
    const parsed = returnTripFormSchema.safeParse({ isAdded: true, departureDate: "", departureTime: "" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      ROUND_TRIP_MESSAGES.returnDateMissing,
      ROUND_TRIP_MESSAGES.returnTimeMissing,
    ]);
    expect(
      returnTripFormSchema.safeParse({ isAdded: false, departureDate: "", departureTime: "" }).success,
    ).toBe(true);
  });

  it("must leave after the trip out arrives, said on the field at fault", () => {
    expect(returnTripProblem(outbound, { departureDate: "2030-03-07", departureTime: "17:00" })).toEqual({
      field: "returnTrip.departureDate",
      message: ROUND_TRIP_MESSAGES.returnDateBeforeOutbound,
    });
    expect(returnTripProblem(outbound, { departureDate: "2030-03-08", departureTime: "11:00" })).toEqual({
      field: "returnTrip.departureTime",
      message: ROUND_TRIP_MESSAGES.returnBeforeArrival,
    });
    expect(returnTripProblem(outbound, { departureDate: "2030-03-08", departureTime: "12:00" })).toBeNull();
    expect(returnTripProblem(outbound, undefined)).toBeNull();
  });
});
