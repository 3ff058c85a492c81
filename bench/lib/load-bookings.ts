/**
 * Which seat requests and approvals the load benchmark sends next, so that every one is
 * legal when it arrives: each rider asks once per trip, a driver approves only requests
 * whose creation was answered, and never more seats than the trip has. A trip's last
 * seat is approved only while no request to it is in flight, so that no request meets a
 * trip that filled up on its way (the one 409 a student could meet by chance). A share
 * of the requests are a repeat of a recent one with the same Idempotency-Key, as a
 * browser retrying after a lost answer sends.
 */

export interface BookableTrip {
  rideId: string;
  /** Index of its driver's session. */
  driver: number;
  seats: number;
}

export interface SeatRequest {
  trip: number;
  rideId: string;
  /** Index of the rider's session. */
  rider: number;
  idempotencyKey: string;
  isRepeat: boolean;
}

export interface Approval {
  trip: number;
  bookingId: string;
  driver: number;
}

interface TripState extends BookableTrip {
  /** Seats approved or being approved. */
  taken: number;
  /** Riders that have asked, in the order of the trip's rider sequence. */
  asked: number;
  inFlight: number;
}

const RECENT = 64;

export class BookingPlanner {
  private readonly trips: TripState[];
  private readonly pending: Approval[] = [];
  private readonly recent: SeatRequest[] = [];
  private cursor = 0;
  private keys = 0;
  private readonly riders: number;
  private readonly random: () => number;
  private readonly repeatShare: number;
  private readonly keyPrefix: string;

  constructor(
    trips: readonly BookableTrip[],
    riders: number,
    random: () => number,
    repeatShare = 0.05,
    keyPrefix = "load",
  ) {
    this.riders = riders;
    this.random = random;
    this.repeatShare = repeatShare;
    this.keyPrefix = keyPrefix;
    this.trips = trips.map((trip) => ({ ...trip, taken: 0, asked: 0, inFlight: 0 }));
  }

  /** The next seat request (1 seat), or undefined when every trip is full or asked by every rider. */
  nextRequest(): SeatRequest | undefined {
    if (this.recent.length > 0 && this.random() < this.repeatShare) {
      const earlier = this.recent[Math.floor(this.random() * this.recent.length)]!;
      const trip = this.trips[earlier.trip]!;
      if (trip.taken < trip.seats) {
        trip.inFlight += 1;
        return { ...earlier, isRepeat: true };
      }
    }
    for (let tried = 0; tried < this.trips.length; tried += 1) {
      const index = this.cursor;
      this.cursor = (this.cursor + 1) % this.trips.length;
      const trip = this.trips[index]!;
      if (trip.taken >= trip.seats || trip.asked >= this.riders) continue;
      // each trip walks the riders from its own starting point
      const rider = (index * 7_919 + trip.asked) % this.riders;
      trip.asked += 1;
      trip.inFlight += 1;
      this.keys += 1;
      const request: SeatRequest = {
        trip: index,
        rideId: trip.rideId,
        rider,
        idempotencyKey: `${this.keyPrefix}-${this.keys}`,
        isRepeat: false,
      };
      this.recent.push(request);
      if (this.recent.length > RECENT) this.recent.shift();
      return request;
    }
    return undefined;
  }

  /** The request's answer: a booking just created (201) waits for its driver. */
  answered(request: SeatRequest, status: number, bookingId: string | undefined): void {
    this.trips[request.trip]!.inFlight -= 1;
    if (status === 201 && bookingId) {
      this.pending.push({ trip: request.trip, bookingId, driver: this.trips[request.trip]!.driver });
    }
  }

  /** The oldest waiting request its driver can approve now (a seat free), its seat held; or undefined. */
  nextApproval(): Approval | undefined {
    for (let index = 0; index < this.pending.length; index += 1) {
      const approval = this.pending[index]!;
      const trip = this.trips[approval.trip]!;
      if (trip.taken >= trip.seats) continue;
      const isLastSeat = trip.taken + 1 === trip.seats;
      if (isLastSeat && trip.inFlight > 0) continue;
      this.pending.splice(index, 1);
      trip.taken += 1;
      return approval;
    }
    return undefined;
  }

  /** The approval's answer: a refused one gives its seat back. */
  approvalAnswered(approval: Approval, status: number): void {
    if (status < 200 || status >= 300) this.trips[approval.trip]!.taken -= 1;
  }

  /** Seats approved or being approved, over every trip. */
  get seatsTaken(): number {
    return this.trips.reduce((sum, trip) => sum + trip.taken, 0);
  }
}
