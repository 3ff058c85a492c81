import type { PaymentMethod } from "@campusride/shared/domain/payments";
import { LIMITS } from "@campusride/shared/limits";
import { BOOKING_MESSAGES, ROUND_TRIP_MESSAGES } from "@campusride/shared/messages";
import { Zap } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { useFormState, useWatch } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { errorAt, Form, SubmitButton, TextareaField, useZodForm } from "../../../components/ui/form.tsx";
import { CharacterCount } from "../../../components/ui/character-count.tsx";
import { Stepper } from "../../../components/ui/stepper.tsx";
import { paths, rideConfirmationPath } from "../../../config/paths.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { seatsText, bagsText } from "../../../lib/trip-format.ts";
import { useIdempotencyKey } from "../../../lib/use-idempotency-key.ts";
import { messageState } from "../../../lib/use-navigation-message.ts";
import { useCreateBooking } from "../api/create-booking.ts";
import { BOOKING_TEXT } from "../booking-text.ts";
import { requestFormSchema } from "../pickup-proposal-form.ts";
import { RequestPrice } from "./request-price.tsx";
import { ReturnRequestOption, type ReturnLeg } from "./return-request-option.tsx";

interface RequestSeatsFormProps {
  rideId: string;
  seatsAvailable: number;
  maxBags: number;
  /** The driver's price per seat (the fee, by card only, is added in the price shown). */
  driverPricePerSeatCents: number;
  /** The seats to start at, kept between 1 and the seats available. */
  initialSeats: number;
  /** Where the rider goes with the success message. */
  returnTo: string;
  /** The trip approves requests at once: the rider is told, and goes to the confirmed booking. */
  isInstantBooking?: boolean;
  /**
   * How riders pay: by card the request is paid for next, so the rider goes to its
   * 'Confirm and Pay'; at pickup the fee is waived. Undefined while it loads.
   */
  paymentMethod?: PaymentMethod | undefined;
  /** Where the trip starts: a proposed pickup spot must be near it. */
  tripStart: { originLat: number | null; originLng: number | null };
  /** The "Propose another pickup spot" field (the screen composes it: it needs the places feature). */
  proposalField?: ReactNode;
  /** A ride back to request in the same step (the trip's return leg, or one chosen in the search). */
  returnLeg?: ReturnLeg | undefined;
}

/** The server's own refusal (4xx) says why; a server failure or a lost answer is the catalogue's failure text. */
function asShown(error: unknown): unknown {
  const isRefusal = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return isRefusal ? error : new Error(BOOKING_MESSAGES.submitFailed);
}

/** "Already requested": the way to that request, in My Rides. */
function refusalAction(message: string) {
  if (message !== BOOKING_MESSAGES.alreadyRequested) return null;
  return (
    <Link
      to={paths.myRides}
      className="mt-2 inline-block font-semibold text-red-900 underline underline-offset-2"
    >
      {BOOKING_TEXT.seeMyRides}
    </Link>
  );
}

/**
 * Seats (1 to the seats available), bags (0 to 3) and notes for the driver. 'Send
 * Request' is disabled while it sends and whenever the seats are out of range. Sending
 * again after a lost answer or a server failure carries the same Idempotency-Key, so it
 * makes one booking; a changed request or one sent after a refusal gets a new key. On
 * success the rider goes back to the search they came from (or their dashboard) with the
 * success message and a link to the request; on an instant-booking trip, to the booking, confirmed.
 */
export function RequestSeatsForm({
  rideId,
  seatsAvailable,
  maxBags,
  driverPricePerSeatCents,
  initialSeats,
  returnTo,
  isInstantBooking = false,
  paymentMethod,
  tripStart,
  proposalField,
  returnLeg,
}: RequestSeatsFormProps) {
  const [withReturn, setWithReturn] = useState(false);
  const isPaidOnline = paymentMethod === "card";
  const navigate = useNavigate();
  const createBooking = useCreateBooking();
  const idempotencyKey = useIdempotencyKey();
  const { originLat, originLng } = tripStart;
  const schema = useMemo(() => requestFormSchema({ originLat, originLng }), [originLat, originLng]);
  const form = useZodForm(schema, {
    defaultValues: {
      rideId,
      seatsRequested: Math.max(1, Math.min(Math.trunc(initialSeats), seatsAvailable)),
      bagsCount: 0,
      notes: "",
      pickupProposal: { text: "", note: "" },
    },
  });
  const seats = useWatch({ control: form.control, name: "seatsRequested" });
  const bags = useWatch({ control: form.control, name: "bagsCount" }) ?? 0;
  const { errors } = useFormState({ control: form.control });
  const isSeatsInRange = seats >= 1 && seats <= seatsAvailable;
  const setNumber = (name: "seatsRequested" | "bagsCount", value: number) =>
    form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  return (
    <Form
      form={form}
      aria-label="Request seats"
      fallbackError={BOOKING_MESSAGES.submitFailed}
      focusError
      errorAction={refusalAction}
      className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      onSubmit={async (input) => {
        let booking;
        const request = returnLeg && withReturn ? { ...input, returnRideId: returnLeg.id } : input;
        try {
          booking = await createBooking.mutateAsync({
            input: request,
            idempotencyKey: idempotencyKey.keyFor(request),
          });
        } catch (error) {
          idempotencyKey.settle(error);
          throw asShown(error);
        }
        idempotencyKey.settle();
        if (booking.returnBooking) {
          // both legs: the confirmation shows the two requests, each answered on its own
          void navigate(
            `${rideConfirmationPath(booking.id)}?${new URLSearchParams({ return: booking.returnBooking.id })}`,
            {
              replace: true,
              state: messageState(ROUND_TRIP_MESSAGES.bothRequested),
            },
          );
          return;
        }
        // replaces the request screen: Back from the dashboard does not offer the sent form again
        if (booking.status === "approved") {
          // instant booking: the seat is the rider's already; the confirmation shows it
          void navigate(rideConfirmationPath(booking.id), {
            replace: true,
            state: messageState(BOOKING_MESSAGES.instantBooked),
          });
          return;
        }
        if (isPaidOnline) {
          // the driver can approve it once it is paid: the rider pays next
          void navigate(rideConfirmationPath(booking.id), {
            replace: true,
            state: messageState(BOOKING_MESSAGES.submittedPayNext),
          });
          return;
        }
        // the request's own page, from the message: its status, and Cancel
        const link = { to: rideConfirmationPath(booking.id), label: BOOKING_MESSAGES.viewRequest };
        void navigate(returnTo, { replace: true, state: messageState(BOOKING_MESSAGES.submitted, link) });
      }}
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <Stepper
          label={BOOKING_TEXT.seatsLabel}
          value={seats}
          min={1}
          max={seatsAvailable}
          onChange={(value) => setNumber("seatsRequested", value)}
          describeValue={seatsText}
          hint={seatsAvailable < 1 ? BOOKING_TEXT.noSeatsLeft : `1 to ${seatsAvailable}.`}
          error={errorAt(errors, "seatsRequested")}
        />
        <Stepper
          label={BOOKING_TEXT.bagsLabel}
          value={bags}
          min={0}
          max={maxBags}
          onChange={(value) => setNumber("bagsCount", value)}
          describeValue={bagsText}
          hint={BOOKING_TEXT.bagsHint}
          error={errorAt(errors, "bagsCount")}
        />
      </div>
      <TextareaField
        name="notes"
        label={BOOKING_MESSAGES.notesLabel}
        hint={
          <>
            {BOOKING_MESSAGES.riderNotesHint} <CharacterCount name="notes" max={LIMITS.text} />
          </>
        }
        rows={3}
        maxLength={LIMITS.text}
      />
      {proposalField}
      {returnLeg ? (
        <ReturnRequestOption returnLeg={returnLeg} checked={withReturn} onChange={setWithReturn} />
      ) : null}
      <RequestPrice driverPricePerSeatCents={driverPricePerSeatCents} seats={seats} method={paymentMethod} />
      {isInstantBooking ? (
        <p className="flex items-center gap-2 rounded-xl border border-brand-200 bg-white p-4 font-medium text-brand-900">
          <Zap aria-hidden="true" className="size-5 shrink-0" />
          {BOOKING_MESSAGES.instantBooking}
        </p>
      ) : null}
      <SubmitButton busyLabel={BOOKING_TEXT.sending} disabled={!isSeatsInRange} className="w-full sm:w-auto">
        {BOOKING_MESSAGES.sendRequest}
      </SubmitButton>
    </Form>
  );
}
