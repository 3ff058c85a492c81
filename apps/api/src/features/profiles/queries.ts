import type { LedgerTransfer } from "@campusride/shared/domain/payments";
import type { EmergencyContact } from "@campusride/shared/schemas/profile";
import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  bookings,
  driverLicenses,
  ledgerEntries,
  profiles,
  rides,
  session,
  user,
  type NewProfileRow,
  type ProfileRow,
} from "../../db/schema/index.ts";
import { now, nowSql } from "../../lib/clock.ts";

export async function insertProfile(db: Database, row: NewProfileRow): Promise<void> {
  await db.insert(profiles).values(row);
}

export async function findProfileRow(db: Database, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return row;
}

/** An active profile; inactive ones are not shown to others. */
export async function findActiveProfileRow(db: Database, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, userId), eq(profiles.isActive, true)));
  return row;
}

/** The account's latest license upload, as its profile shows it. */
export async function findLatestLicense(db: Database, userId: string) {
  const [license] = await db
    .select({ status: driverLicenses.status, rejectionReason: driverLicenses.rejectionReason })
    .from(driverLicenses)
    .where(eq(driverLicenses.userId, userId))
    .orderBy(desc(driverLicenses.createdAt))
    .limit(1);
  return license;
}

/** The profile's names and phone, and the account's display name (the top bar's greeting); false: no profile. */
export async function updateNames(
  db: Database,
  userId: string,
  input: { firstName: string; lastName: string; phone: string | null },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(profiles)
      .set({ ...input, updatedAt: now() })
      .where(eq(profiles.id, userId))
      .returning({ id: profiles.id });
    if (updated.length === 0) return false;
    await tx
      .update(user)
      .set({ name: `${input.firstName} ${input.lastName}`, updatedAt: now() })
      .where(eq(user.id, userId));
    return true;
  });
}

/** Saves the car; a rider becomes both rider and driver. False: no profile. */
export async function updateCar(
  db: Database,
  userId: string,
  car: { carMake: string; carModel: string; carYear: number; carColor: string; licensePlate?: string | null },
): Promise<boolean> {
  const updated = await db
    .update(profiles)
    .set({
      carMake: car.carMake,
      carModel: car.carModel,
      carYear: car.carYear,
      carColor: car.carColor,
      // left out: the plate stays as it is
      ...(car.licensePlate === undefined ? {} : { licensePlate: car.licensePlate }),
      userType: sql`case when ${profiles.userType} = 'rider' then 'both' else ${profiles.userType} end`,
      updatedAt: now(),
    })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id });
  return updated.length > 0;
}

/**
 * The women-only choice, kept only when none was made yet or it is the same: one guarded
 * statement. Undefined when it was not kept (or there is no profile).
 */
export async function chooseWomenOnlyTrips(
  db: Database,
  userId: string,
  womenOnlyTrips: boolean,
): Promise<boolean | undefined> {
  const [updated] = await db
    .update(profiles)
    .set({
      womenOnlyTrips,
      womenOnlyTripsChosenAt: sql`coalesce(${profiles.womenOnlyTripsChosenAt}, now())`,
      updatedAt: now(),
    })
    .where(
      and(
        eq(profiles.id, userId),
        or(isNull(profiles.womenOnlyTripsChosenAt), eq(profiles.womenOnlyTrips, womenOnlyTrips)),
      ),
    )
    .returning({ womenOnlyTrips: profiles.womenOnlyTrips });
  return updated?.womenOnlyTrips;
}

/** False: no profile. */
export async function updateEmergencyContact(
  db: Database,
  userId: string,
  contact: EmergencyContact,
): Promise<boolean> {
  const updated = await db
    .update(profiles)
    .set({
      emergencyContactName: contact.name,
      emergencyContactPhone: contact.phone,
      emergencyContactEmail: contact.email,
      updatedAt: now(),
    })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id });
  return updated.length > 0;
}

export async function setSessionRole(db: Database, userId: string, sessionId: string, role: string) {
  await db
    .update(session)
    .set({ activeRole: role })
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)));
}

/** How many trips the user offered, and how many of them were completed. */
export async function countDrivenRides(db: Database, userId: string) {
  const [row] = await db
    .select({
      offered: sql<string>`count(*)`,
      completed: sql<string>`count(*) filter (where ${rides.status} = 'completed')`,
    })
    .from(rides)
    .where(eq(rides.driverId, userId));
  return { offered: Number(row?.offered ?? 0), completed: Number(row?.completed ?? 0) };
}

/** How many bookings the user completed as a rider. */
export async function countRidesTaken(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<string>`count(*)` })
    .from(bookings)
    .where(and(eq(bookings.riderId, userId), eq(bookings.status, "completed")));
  return Number(row?.count ?? 0);
}

/**
 * The ledger's transfers the profile's summary counts: those of the bookings on the
 * user's completed trips (as their driver), and of their completed bookings (as a rider).
 * What they add up to is the money rules' (packages/shared/src/domain/payments.ts).
 */
export async function readCompletedLedger(
  db: Database,
  userId: string,
): Promise<{ asDriver: LedgerTransfer[]; asRider: LedgerTransfer[] }> {
  const rows = await db
    .select({
      step: ledgerEntries.step,
      from: ledgerEntries.fromAccount,
      to: ledgerEntries.toAccount,
      amountCents: ledgerEntries.amountCents,
      riderId: bookings.riderId,
    })
    .from(ledgerEntries)
    .innerJoin(bookings, eq(bookings.id, ledgerEntries.bookingId))
    .innerJoin(rides, eq(rides.id, bookings.rideId))
    .where(
      or(
        and(eq(rides.driverId, userId), eq(rides.status, "completed")),
        and(eq(bookings.riderId, userId), eq(bookings.status, "completed")),
      ),
    );
  const transfer = ({ step, from, to, amountCents }: (typeof rows)[number]): LedgerTransfer => ({
    step,
    from,
    to,
    amountCents,
  });
  return {
    asDriver: rows.filter((row) => row.riderId !== userId).map(transfer),
    asRider: rows.filter((row) => row.riderId === userId).map(transfer),
  };
}

/**
 * A student's no-shows within the last `months`: as a rider, those not overturned on
 * their dispute; as a driver, trips a rider reported they did not come to.
 */
export async function countRecentNoShows(db: Database, userId: string, months: number) {
  const since = sql`${nowSql()} - make_interval(months => ${months})`;
  const [row] = (
    (await db.execute(sql`
      select
        (select count(*)::int from ${bookings} b where b.rider_id = ${userId} and b.status = 'no_show'
          and b.no_show_overturned_at is null and b.no_show_at >= ${since}) as "noShows",
        (select count(*)::int from ${rides} r where r.driver_id = ${userId}
          and r.driver_no_show_at >= ${since}) as "driverNoShows"`)) as unknown as {
      rows: Array<{ noShows: number; driverNoShows: number }>;
    }
  ).rows;
  return { noShows: Number(row?.noShows ?? 0), driverNoShows: Number(row?.driverNoShows ?? 0) };
}
