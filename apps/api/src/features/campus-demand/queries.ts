import { CAMPUS_DEMAND } from "@campusride/shared/domain/campus-demand";
import { and, asc, between, desc, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { demandTallies, demandTallyMarks } from "../../db/schema/index.ts";
import { servesHour } from "./tally-hours.ts";

/** One rider's wish as the board counts it: a campus, a destination's cell and a day. */
export interface DemandSignal {
  campusId: string;
  destinationKey: string;
  travelDate: string;
  userId: string;
  source: "alert" | "search";
  /** When it was seen, on the server's clock (the hour batches follow it). */
  at: Date;
}

/**
 * Records a wish once per rider, campus, destination and day (the primary key: a repeat
 * changes nothing), for a rider account only: a driver's search, or an account gone, is
 * not demand.
 */
export async function insertSignal(db: Database, signal: DemandSignal): Promise<void> {
  await db.execute(sql`
    insert into demand_signals (campus_id, destination_key, travel_date, user_id, source, created_at)
    select ${signal.campusId}, ${signal.destinationKey}, ${signal.travelDate}::date, p.id,
      ${signal.source}, ${signal.at.toISOString()}::timestamptz
    from profiles p
    where p.id = ${signal.userId} and p.user_type in ('rider', 'both') and p.is_active
    on conflict do nothing`);
}

/** The hour boundary the tallies count up to; undefined before the first tally. */
export async function selectTalliedThrough(db: Database): Promise<Date | undefined> {
  const [row] = await db.select({ through: demandTallyMarks.talliedThrough }).from(demandTallyMarks);
  return row?.through;
}

/**
 * Tallies again, as of `through` (an hour boundary): the distinct riders of each campus,
 * destination and day from `from` to `to`, of the wishes seen before `through`. Holding
 * the mark row, so that instances finding it behind at once tally one after the other and
 * the later ones see it done; wishes for past days are deleted on the way. False when
 * another instance had already tallied this hour.
 */
export async function tallyThrough(db: Database, through: Date, from: string, to: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .insert(demandTallyMarks)
      .values({ id: true, talliedThrough: new Date(0) })
      .onConflictDoNothing();
    const [mark] = await tx.select().from(demandTallyMarks).for("update");
    if (mark && servesHour(mark.talliedThrough.getTime(), through.getTime())) return false;
    const at = through.toISOString();
    await tx.execute(sql`delete from demand_signals where travel_date < ${from}::date`);
    await tx.delete(demandTallies);
    await tx.execute(sql`
      insert into demand_tallies (campus_id, travel_date, destination_key, riders, tallied_at)
      select campus_id, travel_date, destination_key, count(*)::int, ${at}::timestamptz
      from demand_signals
      where travel_date between ${from}::date and ${to}::date and created_at < ${at}::timestamptz
      group by campus_id, travel_date, destination_key`);
    await tx.update(demandTallyMarks).set({ talliedThrough: through });
    return true;
  });
}

/** The campus's cells from `from` to `to` with at least CAMPUS_DEMAND.minRiders riders: by date, most riders first. */
export async function selectCells(db: Database, campusId: string, from: string, to: string) {
  return db
    .select({
      date: demandTallies.travelDate,
      destinationKey: demandTallies.destinationKey,
      riders: demandTallies.riders,
    })
    .from(demandTallies)
    .where(
      and(
        eq(demandTallies.campusId, campusId),
        between(demandTallies.travelDate, from, to),
        gte(demandTallies.riders, CAMPUS_DEMAND.minRiders),
      ),
    )
    .orderBy(asc(demandTallies.travelDate), desc(demandTallies.riders), asc(demandTallies.destinationKey));
}
