import { asc, eq } from "drizzle-orm";
import type { RideDayEventKind } from "@campusride/shared/domain/ride-day";
import type { Database } from "../../db/client.ts";
import { rideDayEvents } from "../../db/schema/index.ts";

interface NewRideDayEvent {
  rideId: string;
  /** The rider the entry is about (checked in, running late, picked up, no-show). */
  bookingId?: string | null;
  actorId: string;
  kind: RideDayEventKind;
  minutes?: number | null;
}

/** Adds one entry to the trip's day timeline, in the transaction that makes the change. */
export async function insertRideDayEvent(db: Database, event: NewRideDayEvent) {
  const [row] = await db
    .insert(rideDayEvents)
    .values({ ...event, bookingId: event.bookingId ?? null, minutes: event.minutes ?? null })
    .returning();
  return row!;
}

/** The trip's day timeline, oldest first. */
export async function listRideDayEvents(db: Database, rideId: string) {
  return db
    .select()
    .from(rideDayEvents)
    .where(eq(rideDayEvents.rideId, rideId))
    .orderBy(asc(rideDayEvents.id));
}
