import { todayLocal } from "@campusride/shared/domain/local-time";
import { TODAY_AHEAD_HOURS, movedDeparture } from "@campusride/shared/domain/today";
import { estimatedArrival, knownArrival } from "@campusride/shared/domain/trip-arrival";
import type { TodaySpot, TodayTrip } from "@campusride/shared/schemas/today";
import type { Database } from "../../db/client.ts";
import { now } from "../../lib/clock.ts";
import { listApprovedRiders, listDriverRides, listRiderSeats } from "./queries.ts";

const HOUR_MS = 3600_000;

/** The ride as the trip-sharing feature judges whether it can be shared now (app.ts hands it in). */
export type IsRideToShare = (ride: {
  status: string;
  departureDate: string;
  departureTime: string;
  departureAt: Date;
  timeLength: string | null;
  distanceMiles: number | null;
}) => boolean;

type RideRow = Awaited<ReturnType<typeof listDriverRides>>[number];

interface ProposedSpot {
  proposedPickupLabel: string | null;
  proposedPickupLat: number | null;
  proposedPickupLng: number | null;
  proposedPickupNote: string | null;
  proposedPickupStatus: string | null;
}

function driversSpot(ride: RideRow): TodaySpot | null {
  if (ride.pickupLabel === null || ride.pickupLat === null || ride.pickupLng === null) return null;
  return {
    label: ride.pickupLabel,
    note: ride.pickupNote,
    lat: ride.pickupLat,
    lng: ride.pickupLng,
    isProposed: false,
  };
}

/** The rider's own spot, once the driver accepted it. */
function acceptedSpot(booking: ProposedSpot): TodaySpot | null {
  const { proposedPickupLabel: label, proposedPickupLat: lat, proposedPickupLng: lng } = booking;
  if (booking.proposedPickupStatus !== "accepted" || label === null || lat === null || lng === null)
    return null;
  return { label, note: booking.proposedPickupNote, lat, lng, isProposed: true };
}

/**
 * Whether the trip is the reader's today: not yet arrived, and leaving on today's date in
 * Florida or within TODAY_AHEAD_HOURS.
 */
function isToday(ride: RideRow, at: Date): boolean {
  const leaves = movedDeparture(ride.departureAt, ride.delayMinutes);
  const arrives = estimatedArrival({ ...ride, departureAt: leaves });
  if (arrives.getTime() <= at.getTime()) return false;
  return (
    ride.departureDate === todayLocal(at) || leaves.getTime() <= at.getTime() + TODAY_AHEAD_HOURS * HOUR_MS
  );
}

function tripOf(ride: RideRow) {
  const leaves = movedDeparture(ride.departureAt, ride.delayMinutes);
  const arrives = knownArrival({ ...ride, departureAt: leaves });
  return {
    rideId: ride.id,
    from: ride.departureCity,
    to: ride.destinationCity,
    departureDate: ride.departureDate,
    departureTime: ride.departureTime.slice(0, 5),
    delayMinutes: ride.delayMinutes,
    departureAt: leaves.toISOString(),
    arrivalAt: arrives ? arrives.toISOString() : null,
  };
}

/**
 * The signed-in student's trips of today (docs/product/ride-day.md#today), soonest first:
 * their own active trips as driver, with each approved rider's first name, phone and seats;
 * the trips they hold an approved seat on, with the driver's first name, phone and car.
 * Nothing of a pending or refused request, nothing across a block.
 */
export async function listTodayTrips(
  db: Database,
  userId: string,
  isRideToShare: IsRideToShare,
): Promise<TodayTrip[]> {
  const at = now();
  // wide enough for a trip under way since yesterday and one just after midnight; isToday decides
  const from = new Date(at.getTime() - 2 * 24 * HOUR_MS);
  const to = new Date(at.getTime() + 2 * 24 * HOUR_MS);
  const [ownRides, seats] = await Promise.all([
    listDriverRides(db, userId, from, to),
    listRiderSeats(db, userId, from, to),
  ]);
  const drivenToday = ownRides.filter((ride) => isToday(ride, at));
  const riders = await listApprovedRiders(
    db,
    drivenToday.map((ride) => ride.id),
  );
  const driving: TodayTrip[] = drivenToday.map((ride) => {
    const approved = riders.filter((rider) => rider.rideId === ride.id);
    return {
      role: "driver",
      ...tripOf(ride),
      bookingId: null,
      pickup: driversSpot(ride),
      driver: null,
      riders: approved.map((rider) => ({
        bookingId: rider.bookingId,
        firstName: rider.firstName,
        phone: rider.phone,
        seats: rider.seats,
        pickup: acceptedSpot(rider),
      })),
      canShare: approved.length > 0 && isRideToShare(ride),
    };
  });
  const riding: TodayTrip[] = seats
    .filter((seat) => isToday(seat.ride, at))
    .map((seat) => {
      const { driver } = seat;
      const isLive = driver.deletedAt === null;
      return {
        role: "rider",
        ...tripOf(seat.ride),
        bookingId: seat.bookingId,
        pickup: acceptedSpot(seat) ?? driversSpot(seat.ride),
        driver: {
          firstName: driver.firstName,
          phone: isLive ? driver.phone : null,
          car:
            isLive && driver.carMake && driver.carModel
              ? { make: driver.carMake, model: driver.carModel, year: driver.carYear, color: driver.carColor }
              : null,
        },
        riders: [],
        canShare: isRideToShare(seat.ride),
      };
    });
  return [...driving, ...riding].sort((a, b) => Date.parse(a.departureAt) - Date.parse(b.departureAt));
}
