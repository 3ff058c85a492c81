import { isCalendarDate, todayLocal } from "@campusride/shared/domain/local-time";
import { LIMITS } from "@campusride/shared/limits";
import { ROUND_TRIP_MESSAGES, SEARCH_MESSAGES } from "@campusride/shared/messages";
import { placeResultSchema } from "@campusride/shared/schemas/places";
import { z } from "zod";
import { isSamePlace } from "./search-criteria.ts";

const placeValue = z.object({ text: z.string(), place: placeResultSchema.optional() });

/**
 * The Find a Ride form (docs/product/search.md#find-a-ride): both places, a date from
 * today on in Florida, and 1 to 6 passengers. Typed text not matched to a suggestion is
 * looked up when the search is sent.
 */
export const searchFormSchema = z
  .object({
    pickup: placeValue,
    destination: placeValue,
    date: z.string(),
    passengers: z.string(),
    /** 'Return on': optional, the rides back that day are shown too. */
    returnDate: z.string().default(""),
  })
  .superRefine((form, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: "custom", path: [path], message });
    if (!form.pickup.text.trim()) issue("pickup", SEARCH_MESSAGES.bothLocations);
    if (!form.destination.text.trim()) issue("destination", SEARCH_MESSAGES.bothLocations);
    else if (
      form.pickup.place &&
      form.destination.place &&
      isSamePlace(form.pickup.place, form.destination.place)
    ) {
      issue("destination", SEARCH_MESSAGES.samePlace);
    }
    if (!isCalendarDate(form.date)) issue("date", SEARCH_MESSAGES.date);
    else if (form.date < todayLocal()) issue("date", SEARCH_MESSAGES.datePast);
    if (form.returnDate && !isCalendarDate(form.returnDate)) issue("returnDate", SEARCH_MESSAGES.date);
    else if (form.returnDate && form.returnDate < form.date) {
      issue("returnDate", ROUND_TRIP_MESSAGES.returnDateBeforeDeparture);
    }
    const passengers = Number(form.passengers);
    const { min, max } = LIMITS.passengers;
    if (!Number.isInteger(passengers) || passengers < min || passengers > max) {
      issue("passengers", SEARCH_MESSAGES.passengers);
    }
  })
  .transform((form) => ({ ...form, passengers: Number(form.passengers) }));

export type SearchFormValues = z.input<typeof searchFormSchema>;
