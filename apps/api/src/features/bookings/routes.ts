import { DRIVER_NO_SHOW_AFTER_MINUTES, NO_SHOW_DISPUTE_HOURS } from "@campusride/shared/domain/ride-day";
import { BOOKING_MESSAGES, WOMEN_ONLY_MESSAGES } from "@campusride/shared/messages";
import {
  bookingSchema,
  createBookingInputSchema,
  createdBookingSchema,
  myBookingsQuerySchema,
  myBookingsResponseSchema,
  pickupProposalAnswerSchema,
  riderBookingSchema,
} from "@campusride/shared/schemas/bookings";
import { idempotencyHeadersSchema } from "@campusride/shared/schemas/idempotency";
import { tripDaySchema } from "@campusride/shared/schemas/bookings";
import { noShowDisputeInputSchema, startRideInputSchema } from "@campusride/shared/schemas/no-shows";
import { reportCreatedSchema } from "@campusride/shared/schemas/safety";
import { bookingPaymentSchema } from "@campusride/shared/schemas/payments";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { answerFirst } from "./after-answer.ts";
import { z } from "zod";
import { currentUser, requireRole, requireUser } from "../../plugins/guards.ts";
import {
  approveBooking,
  cancelBooking,
  createBooking,
  getBooking,
  listMyBookings,
  readBookingPayment,
  rejectBooking,
  rejectIneligibleRider,
  type FindPublicRides,
  type ReportIneligibleRider,
} from "./service.ts";
import type { Money } from "../payments/money.ts";
import {
  disputeNoShow,
  markRiderNoShow,
  reportDriverNoShow,
  startRide,
  type RecordRideDayEvent,
} from "./day.ts";
import { answerPickupProposal, assertProposalAnswerer } from "./pickup-proposal.ts";

export interface BookingRoutesOptions {
  findRides: FindPublicRides;
  /** The money side of each step (the payments feature). */
  money: Money;
  /** After a cancellation has freed seats: the search shows them, saved searches they now match are told. */
  onRideChanged: (rideId: string) => Promise<void>;
  /**
   * After an approval has taken seats: the search shows the seats left from the next request
   * on (fewer seats match no saved search that did not match before).
   */
  onSeatsTaken: (rideId: string) => Promise<void>;
  /** The safety feature's report of a rider not eligible for a women-only trip. */
  reportIneligibleRider: ReportIneligibleRider;
  /** Adds an entry to the trip's day timeline (the ride-day feature's). */
  recordRideDayEvent: RecordRideDayEvent;
}

const bookingParams = z.object({ id: z.string().max(100) });

/** Seat requests: riders make and withdraw them, the ride's driver approves or rejects them. */
export const bookingRoutes: FastifyPluginAsyncZod<BookingRoutesOptions> = async (
  app,
  { findRides, money, onRideChanged, onSeatsTaken, reportIneligibleRider, recordRideDayEvent },
) => {
  const afterAnswer = answerFirst(app);

  app.post(
    "/api/bookings",
    {
      onRequest: requireUser,
      // who may request seats is decided before the body is judged
      preValidation: requireRole("rider", BOOKING_MESSAGES.onlyRiders),
      schema: {
        headers: idempotencyHeadersSchema,
        body: createBookingInputSchema,
        response: { 200: createdBookingSchema, 201: createdBookingSchema },
      },
    },
    async (request, reply) => {
      const { booking, created } = await createBooking(
        app.db,
        money,
        currentUser(request).id,
        request.body,
        request.headers["idempotency-key"],
      );
      // an instant booking took seats: the search shows the seats left from the next request on
      const legs = booking.returnBooking ? [booking, booking.returnBooking] : [booking];
      const approved = created ? legs.filter((leg) => leg.status === "approved") : [];
      for (const leg of approved) await onSeatsTaken(leg.rideId);
      if (approved.length > 0) afterAnswer(request, () => money.receipt(approved.map((leg) => leg.id)));
      return reply.code(created ? 201 : 200).send(booking);
    },
  );

  app.get(
    "/api/bookings/mine",
    {
      onRequest: requireUser,
      // a rider's capability (docs/product/accounts.md#roles); a user of type both has it in either mode
      preValidation: requireRole("rider", BOOKING_MESSAGES.ownBookingsOnly),
      schema: { querystring: myBookingsQuerySchema, response: { 200: myBookingsResponseSchema } },
    },
    async (request) => ({
      bookings: await listMyBookings(app.db, currentUser(request).id, request.query.scope, findRides),
    }),
  );

  app.get(
    "/api/bookings/:id",
    { onRequest: requireUser, schema: { params: bookingParams, response: { 200: riderBookingSchema } } },
    async (request) => getBooking(app.db, currentUser(request).id, request.params.id, findRides),
  );

  app.get(
    "/api/bookings/:id/payment",
    { onRequest: requireUser, schema: { params: bookingParams, response: { 200: bookingPaymentSchema } } },
    async (request) => readBookingPayment(app.db, money, currentUser(request).id, request.params.id),
  );

  app.post(
    "/api/bookings/:id/approve",
    { onRequest: requireUser, schema: { params: bookingParams, response: { 200: bookingSchema } } },
    async (request) => {
      const booking = await approveBooking(app.db, money, currentUser(request).id, request.params.id);
      await onSeatsTaken(booking.rideId);
      // sent once whoever claims it first (a repeated approval sends none)
      afterAnswer(request, () => money.receipt([booking.id]));
      return booking;
    },
  );

  app.post(
    "/api/bookings/:id/reject",
    { onRequest: requireUser, schema: { params: bookingParams, response: { 200: bookingSchema } } },
    async (request) => rejectBooking(app.db, money, currentUser(request).id, request.params.id),
  );

  app.post(
    "/api/bookings/:id/report-not-eligible",
    {
      onRequest: requireUser,
      schema: {
        description:
          "A women-only trip's driver rejects a pending request and reports its rider as not eligible for " +
          "women-only trips, in one step (the report goes to the admin queue). 404: not the driver's " +
          "request; 409: the trip is not women-only, or the request is no longer pending.",
        params: bookingParams,
        response: { 200: z.object({ booking: bookingSchema, message: z.string() }) },
      },
    },
    async (request) => ({
      booking: await rejectIneligibleRider(
        app.db,
        money,
        currentUser(request).id,
        request.params.id,
        reportIneligibleRider,
      ),
      message: WOMEN_ONLY_MESSAGES.reportedIneligible,
    }),
  );

  app.post(
    "/api/bookings/:id/cancel",
    { onRequest: requireUser, schema: { params: bookingParams, response: { 200: bookingSchema } } },
    async (request) => {
      const booking = await cancelBooking(app.db, money, currentUser(request).id, request.params.id);
      // a confirmed seat given back: the search shows it free again
      await onRideChanged(booking.rideId);
      return booking;
    },
  );

  app.post(
    "/api/bookings/:id/pickup-proposal",
    {
      onRequest: requireUser,
      // whose answer it is, before the body is judged
      preValidation: async (request) =>
        assertProposalAnswerer(app.db, currentUser(request).id, request.params.id),
      schema: {
        description:
          "The trip's driver accepts the rider's proposed pickup spot or keeps their own " +
          "(docs/product/ride-day.md#proposed-pickup-spot). 403: the booking's rider; 404: anyone else; " +
          "409: no proposal waiting, or the booking is no longer pending or approved.",
        params: bookingParams,
        body: pickupProposalAnswerSchema,
        response: { 200: bookingSchema },
      },
    },
    async (request) =>
      answerPickupProposal(app.db, currentUser(request).id, request.params.id, request.body.accept),
  );

  app.post(
    "/api/bookings/:id/no-show",
    { onRequest: requireUser, schema: { params: bookingParams, response: { 200: bookingSchema } } },
    async (request) =>
      markRiderNoShow(app.db, money, recordRideDayEvent, currentUser(request).id, request.params.id),
  );

  // the trip's day (docs/product/ride-day.md#start-drop-off-and-no-shows)
  app.post(
    "/api/bookings/:id/no-show/dispute",
    {
      onRequest: requireUser,
      schema: {
        description:
          `The rider disputes being marked a no-show, within ${NO_SHOW_DISPUTE_HOURS} hours: a report in the ` +
          "admin queue. 403: the trip's driver; 404: not the rider's booking; 409: not a no-show, " +
          "disputed already, or too late.",
        params: bookingParams,
        body: noShowDisputeInputSchema,
        response: { 201: reportCreatedSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await disputeNoShow(app.db, currentUser(request).id, request.params.id, request.body.reason)),
  );

  app.post(
    "/api/rides/:id/start",
    {
      onRequest: requireUser,
      schema: {
        description:
          "The trip's driver starts it, from two hours before the departure that counts, ticking the " +
          "approved riders in the car. 400: a booking that is not an approved seat of the trip; 403: " +
          "not the driver; 409: too early, started already, or the trip is no longer active.",
        params: bookingParams,
        body: startRideInputSchema,
        response: { 200: tripDaySchema },
      },
    },
    async (request) =>
      startRide(
        app.db,
        recordRideDayEvent,
        currentUser(request).id,
        request.params.id,
        request.body.pickedUp,
      ),
  );

  app.post(
    "/api/rides/:id/driver-no-show",
    {
      onRequest: requireUser,
      schema: {
        description:
          `An approved rider reports that the driver did not come, ${DRIVER_NO_SHOW_AFTER_MINUTES} minutes after ` +
          "the departure that counts: the trip is cancelled and every rider refunded in full. 403: " +
          "not an approved rider; 409: too early, the trip started, or it ended already.",
        params: bookingParams,
        response: { 200: tripDaySchema },
      },
    },
    async (request) => {
      const day = await reportDriverNoShow(
        app.db,
        recordRideDayEvent,
        currentUser(request).id,
        request.params.id,
      );
      // the trip is cancelled: the search drops it, and its seats are refunded as a driver's cancellation's
      await onRideChanged(request.params.id);
      await money.followRide(request.params.id);
      return day;
    },
  );
};
