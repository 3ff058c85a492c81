import { isoWeekday } from "@campusride/shared/domain/local-time";
import { IDEMPOTENCY_KEY_HEADER } from "@campusride/shared/schemas/idempotency";
import type { RideSeriesWithRides } from "@campusride/shared/schemas/ride-series";
import { expect } from "vitest";
import type { App } from "../../../src/app.ts";
import { tripBetween } from "../../support/search.ts";
import type { TestSession } from "../../support/session.ts";
import { dayFromToday, rideBody } from "../../support/trips.ts";

/** A valid POST /api/ride-series body: Gainesville → Orlando every weekday of the next two months. */
export function seriesBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { departureDate: _date, ...trip } = rideBody(tripBetween("gainesville", "orlando"));
  return {
    ...trip,
    weekdays: [1, 2, 3, 4, 5],
    departureTime: "09:30",
    startsOn: dayFromToday(1),
    endsOn: dayFromToday(60),
    ...overrides,
  };
}

export function postSeries(
  app: App,
  session: TestSession | undefined,
  body: unknown,
  idempotencyKey?: string,
) {
  const headers: Record<string, string> = { ...session?.headers };
  if (idempotencyKey !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;
  return app.inject({ method: "POST", url: "/api/ride-series", headers, payload: body as object });
}

/** A series made through the API (201). */
export async function createSeries(
  app: App,
  driver: TestSession,
  overrides: Record<string, unknown> = {},
): Promise<RideSeriesWithRides> {
  const response = await postSeries(app, driver, seriesBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** `method` /api/ride-series/:id[/action] as `session`. */
export function seriesCall(
  app: App,
  session: TestSession | undefined,
  method: "GET" | "PATCH" | "POST",
  seriesId: string,
  action = "",
  payload?: unknown,
) {
  return app.inject({
    method,
    url: `/api/ride-series/${seriesId}${action ? `/${action}` : ""}`,
    headers: session?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The dates from `fromDays` to `toDays` days from today (both included) on these ISO weekdays. */
export function datesOn(weekdays: number[], fromDays: number, toDays: number): string[] {
  const dates: string[] = [];
  for (let days = fromDays; days <= toDays; days += 1) {
    const date = dayFromToday(days);
    if (weekdays.includes(isoWeekday(date))) dates.push(date);
  }
  return dates;
}
