import { TRIP_TIME_ZONE, addDaysLocal, shortTime, todayLocal } from "@campusride/shared/domain/local-time";

// A trip's date is a calendar date: formatted at noon UTC in UTC, it never shifts a day.
const tripDate = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

const longDate = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

const requestedAt = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: TRIP_TIME_ZONE,
});

const moment = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: TRIP_TIME_ZONE,
});

/** An instant in Florida's time, 24-hour as trip times are: "Thu, Mar 14, 2030, 16:05". */
export function formatMoment(iso: string): string {
  return moment.format(new Date(iso));
}

/** "2026-06-12" → "Fri, Jun 12, 2026". */
export function formatTripDate(date: string): string {
  const parsed = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : tripDate.format(parsed);
}

/** A departure day as a rider reads it: "Today", "Tomorrow" or "Friday, June 12, 2026" (Florida's today). */
export function formatDepartureDay(date: string, today: string = todayLocal()): string {
  if (date === today) return "Today";
  if (date === addDaysLocal(today, 1)) return "Tomorrow";
  const parsed = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : longDate.format(parsed);
}

/** "14:30:00" → "14:30" (trip times are 24-hour, local to Florida). */
export function formatTripTime(time: string): string {
  return shortTime(time);
}

/** When a request was sent, in Florida's time: "Jun 3, 2:15 PM". */
export function formatRequestedAt(iso: string): string {
  return requestedAt.format(new Date(iso));
}

/** "1 seat", "3 seats". */
export function seatsText(count: number): string {
  return `${count} ${count === 1 ? "seat" : "seats"}`;
}

/** "0 bags", "1 bag", "3 bags". */
export function bagsText(count: number): string {
  return `${count} ${count === 1 ? "bag" : "bags"}`;
}

/** A rider's initials: "Riley Rider" → "RR". */
export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}

/** A driver's car as riders see it: "Silver Toyota Camry (2021)", or null without make and model. */
export function carText(car: {
  carMake: string | null;
  carModel: string | null;
  carColor: string | null;
  carYear: number | null;
}): string | null {
  if (!car.carMake || !car.carModel) return null;
  const name = [car.carColor, car.carMake, car.carModel].filter(Boolean).join(" ");
  return car.carYear ? `${name} (${car.carYear})` : name;
}
