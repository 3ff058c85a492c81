import { BOOKING_MESSAGES } from "@campusride/shared/messages";
import { bookingSchema, createBookingInputSchema } from "@campusride/shared/schemas/bookings";
import { idempotencyHeadersSchema } from "@campusride/shared/schemas/idempotency";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireRole, requireUser } from "../../plugins/guards.ts";
import { approveBooking, cancelBooking, createBooking, rejectBooking } from "./service.ts";

const bookingParams = z.object({ id: z.string().max(100) });

export interface BookingRoutesOptions {
  /** After an approval has taken seats: the search shows the seats left from the next request on. */
  onRideChanged: (rideId: string) => Promise<void>;
}

/** Seat requests: riders make and withdraw them, the ride's driver approves or rejects them. */
export const bookingRoutes: FastifyPluginAsyncZod<BookingRoutesOptions> = async (app, { onRideChanged }) => {
  app.post(
    "/api/bookings",
    {
      onRequest: requireUser,
      // who may request seats is decided before the body is judged
      preValidation: requireRole("rider", BOOKING_MESSAGES.onlyRiders),
      schema: {
        headers: idempotencyHeadersSchema,
        body: createBookingInputSchema,
        response: { 200: bookingSchema, 201: bookingSchema },
      },
    },
    async (request, reply) => {
      const { booking, created } = await createBooking(
        app.db,
        currentUser(request).id,
        request.body,
        request.headers["idempotency-key"],
      );
      return reply.code(created ? 201 : 200).send(booking);
    },
  );

  app.post(
    "/api/bookings/:id/approve",
    { onRequest: requireUser, schema: { params: bookingParams, response: { 200: bookingSchema } } },
    async (request) => {
      const booking = await approveBooking(app.db, currentUser(request).id, request.params.id);
      await onRideChanged(booking.rideId);
      return booking;
    },
  );

  app.post(
    "/api/bookings/:id/reject",
    { onRequest: requireUser, schema: { params: bookingParams, response: { 200: bookingSchema } } },
    async (request) => rejectBooking(app.db, currentUser(request).id, request.params.id),
  );

  app.post(
    "/api/bookings/:id/cancel",
    { onRequest: requireUser, schema: { params: bookingParams, response: { 200: bookingSchema } } },
    async (request) => cancelBooking(app.db, currentUser(request).id, request.params.id),
  );
};
