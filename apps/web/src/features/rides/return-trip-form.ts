import { departureInstant, isCalendarDate, isClockTime } from "@campusride/shared/domain/local-time";
import { returnTripRefusal, type ReturnTripField } from "@campusride/shared/domain/round-trips";
import { ROUND_TRIP_MESSAGES } from "@campusride/shared/messages";
import type { ReturnTripInput } from "@campusride/shared/schemas/rides";
import { z } from "zod";

/**
 * The create form's 'Add a return trip' (docs/product/trips.md#round-trips): off, or its
 * date and time, both then required. Whether it leaves after the trip out arrives is
 * judged once the trip's duration is known (at submit) and by the server.
 */
export const returnTripFormSchema = z
  .object({ isAdded: z.boolean(), departureDate: z.string(), departureTime: z.string() })
  .superRefine((value, context) => {
    if (!value.isAdded) return;
    if (!isCalendarDate(value.departureDate)) {
      context.addIssue({
        code: "custom",
        path: ["departureDate"],
        message: ROUND_TRIP_MESSAGES.returnDateMissing,
      });
    }
    if (!isClockTime(value.departureTime)) {
      context.addIssue({
        code: "custom",
        path: ["departureTime"],
        message: ROUND_TRIP_MESSAGES.returnTimeMissing,
      });
    }
  })
  .default({ isAdded: false, departureDate: "", departureTime: "" });
export type ReturnTripFormValue = NonNullable<z.input<typeof returnTripFormSchema>>;

/** The return as the draft and POST /api/rides carry it; undefined when none was added. */
export function returnTripOf(value: ReturnTripFormValue | undefined): ReturnTripInput | undefined {
  if (!value?.isAdded) return undefined;
  return { departureDate: value.departureDate, departureTime: value.departureTime };
}

/** The form's value for a draft's return (none: the option off). */
export function returnTripFormValue(returnTrip: ReturnTripInput | undefined): ReturnTripFormValue {
  return returnTrip
    ? { isAdded: true, departureDate: returnTrip.departureDate, departureTime: returnTrip.departureTime }
    : { isAdded: false, departureDate: "", departureTime: "" };
}

/**
 * The field and message when the return leaves at or before the trip out's estimated
 * arrival (its date and time, and the duration the route gave); null when it is fine.
 */
export function returnTripProblem(
  outbound: {
    departureDate: string;
    departureTime: string;
    timeLength?: string | undefined;
    distance?: number | undefined;
  },
  back: ReturnTripInput | undefined,
): { field: `returnTrip.${"departureDate" | "departureTime"}`; message: string } | null {
  if (!back) return null;
  const field: ReturnTripField | null = returnTripRefusal(
    {
      departureDate: outbound.departureDate,
      departureAt: departureInstant(outbound.departureDate, outbound.departureTime),
      timeLength: outbound.timeLength ?? null,
      distanceMiles: outbound.distance ?? null,
    },
    back,
  );
  if (!field) return null;
  const message =
    field === "returnTrip.departureDate"
      ? ROUND_TRIP_MESSAGES.returnDateBeforeOutbound
      : ROUND_TRIP_MESSAGES.returnBeforeArrival;
  return { field, message };
}
