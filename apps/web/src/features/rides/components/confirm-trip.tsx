import { formatCents } from "@campusride/shared/domain/money";
import { chargesFee, riderSeatPriceCents, type PaymentMethod } from "@campusride/shared/domain/payments";
import { PRICING } from "@campusride/shared/domain/pricing";
import { weekdaysText } from "@campusride/shared/domain/weekday-names";
import type { CreateRideInput } from "@campusride/shared/schemas/rides";
import {
  PAYMENT_MESSAGES,
  ROUND_TRIP_MESSAGES,
  TRIP_MESSAGES,
  WEEKLY_SERIES_MESSAGES,
} from "@campusride/shared/messages";
import { useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Form, InputField, SubmitButton, useZodForm } from "../../../components/ui/form.tsx";
import { paths } from "../../../config/paths.ts";
import { messageState } from "../../../lib/use-navigation-message.ts";
import { PreferenceBadges } from "../../../components/ui/preference-badges.tsx";
import { useCreateRide } from "../api/create-ride.ts";
import { clearCreateForm } from "../create-form-storage.ts";
import { confirmPriceSchema, priceCentsOf } from "../confirm-price-schema.ts";
import { seatsText } from "../../../lib/trip-format.ts";
import { formatTripDate, formatTripTime } from "../../../lib/date-time-format.ts";
import { rideInputFromDraft, tripDraftState, type TripDraft } from "../trip-draft.ts";
import { TripFacts } from "../../../components/ui/trip-facts.tsx";
import { TripRoute } from "../../../components/ui/trip-route.tsx";
import { ReturnTripSummary } from "./return-trip-summary.tsx";

/** "14.19" for 1419 cents: the price field's text. */
function priceText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** What the price field starts with: the price typed before, the suggestion, else $15 (docs/product/trips.md#confirming). */
function initialPriceText(draft: TripDraft): string {
  return draft.priceText ?? priceText(draft.suggestedPriceCents ?? PRICING.defaultPricePerSeatCents);
}

function placeName(place: TripDraft["from"]): string {
  return place.place?.name ?? place.text;
}

/**
 * 'Confirm Your Trip': the trip as it will be offered, the price per seat to edit, and
 * what the driver would earn. 'Confirm & Create Trip' sends it with the draft's
 * Idempotency-Key, so a double click, a retry or a reopened screen makes one trip.
 */
export function ConfirmTrip({
  draft,
  paymentMethod,
  createInstead,
}: {
  draft: TripDraft;
  /** How riders pay: they pay the driver's price plus the fee by card, the driver's price at pickup. */
  paymentMethod?: PaymentMethod | undefined;
  /**
   * What 'Confirm' does in place of creating one trip (a weekly series, composed by the
   * screen): it gets the trip as POST /api/rides would, and goes on from there itself.
   */
  createInstead?: {
    label: string;
    busyLabel: string;
    failed: string;
    create: (input: CreateRideInput) => Promise<void>;
  };
}) {
  const navigate = useNavigate();
  const createRide = useCreateRide();
  const form = useZodForm(confirmPriceSchema, { defaultValues: { price: initialPriceText(draft) } });
  const typedPrice = useWatch({ control: form.control, name: "price" });
  const priceCents = priceCentsOf(typedPrice);
  const from = placeName(draft.from);
  const to = placeName(draft.to);

  function editTrip() {
    void navigate(draft.returnTo, {
      state: tripDraftState({ ...draft, priceText: form.getValues("price") }),
    });
  }

  const suggestion =
    draft.suggestedPriceCents === undefined
      ? `No suggestion for this trip: ${formatCents(PRICING.defaultPricePerSeatCents)} is the usual price.`
      : `Suggested for this distance and your car: ${formatCents(draft.suggestedPriceCents)}.`;
  const riderPrice =
    priceCents === undefined || !paymentMethod
      ? null
      : ` ${
          chargesFee(paymentMethod)
            ? PAYMENT_MESSAGES.riderPaysByCard(formatCents(riderSeatPriceCents(paymentMethod, priceCents)))
            : PAYMENT_MESSAGES.riderPaysAtPickup(formatCents(priceCents))
        }`;

  return (
    <Form
      form={form}
      aria-label="Confirm your trip"
      fallbackError={createInstead?.failed ?? TRIP_MESSAGES.createFailed}
      className="space-y-6"
      onSubmit={async ({ price }) => {
        if (createInstead) {
          await createInstead.create(rideInputFromDraft(draft, price));
          return;
        }
        await createRide.mutateAsync({
          input: rideInputFromDraft(draft, price),
          idempotencyKey: draft.idempotencyKey,
        });
        // the trip exists: the next create form starts empty
        clearCreateForm();
        // replaces the confirm screen: Back from the dashboard does not offer the same trip again
        const created = draft.returnTrip ? ROUND_TRIP_MESSAGES.createdPair : TRIP_MESSAGES.created;
        void navigate(paths.driver, { replace: true, state: messageState(created) });
      }}
    >
      <section
        aria-labelledby="confirm-route-title"
        className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <div>
          <h2 id="confirm-route-title" className="text-xl font-semibold break-words text-slate-900">
            <TripRoute from={from} to={to} />
          </h2>
          <p className="mt-1 text-sm break-words text-slate-600">
            {draft.from.place?.address ?? draft.from.text} <span aria-hidden="true">→</span>
            <span className="sr-only"> to </span> {draft.to.place?.address ?? draft.to.text}
          </p>
        </div>
        <TripFacts
          facts={[
            { label: "Date", value: formatTripDate(draft.departureDate) },
            { label: "Time", value: formatTripTime(draft.departureTime, draft.departureDate) },
            {
              label: "Distance",
              value: draft.distance === undefined ? "Not known" : `${Math.round(draft.distance)} miles`,
            },
            { label: "Duration", value: draft.timeLength ?? "Not known" },
            { label: "Seats", value: seatsText(draft.availableSeats) },
            ...(draft.repeat
              ? [
                  {
                    label: WEEKLY_SERIES_MESSAGES.repeatsFact,
                    value: WEEKLY_SERIES_MESSAGES.repeatsValue(
                      weekdaysText(draft.repeat.weekdays),
                      formatTripDate(draft.repeat.endsOn),
                    ),
                  },
                ]
              : []),
          ]}
        />
        <div>
          <h3 className="text-xs font-medium text-slate-600">Notes</h3>
          <p className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-900">
            {draft.notes.trim() || "No notes"}
          </p>
        </div>
        {(
          [
            [TRIP_MESSAGES.pickupSpotTitle, draft.pickupSpot],
            [TRIP_MESSAGES.dropoffSpotTitle, draft.dropoffSpot],
          ] as const
        ).map(([title, spot]) =>
          spot ? (
            <div key={title}>
              <h3 className="text-xs font-medium text-slate-600">{title}</h3>
              <p className="mt-0.5 text-sm break-words text-slate-900">
                {spot.note ? `${spot.label} (${spot.note})` : spot.label}
              </p>
            </div>
          ) : null,
        )}
        {draft.returnTrip ? <ReturnTripSummary from={to} to={from} returnTrip={draft.returnTrip} /> : null}
        <div>
          <h3 id="confirm-preferences-title" className="text-xs font-medium text-slate-600">
            Preferences
          </h3>
          <PreferenceBadges
            trip={{ preferences: draft.preferences, instantBooking: draft.instantBooking }}
            className="mt-1.5"
          />
        </div>
      </section>

      <section
        aria-labelledby="confirm-price-title"
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="confirm-price-title" className="text-lg font-semibold text-slate-900">
          Price
        </h2>
        <div className="max-w-xs">
          <InputField
            name="price"
            label="Price per seat ($)"
            inputMode="decimal"
            autoComplete="off"
            hint={
              <>
                {suggestion}
                {riderPrice}
              </>
            }
          />
        </div>
        <p className="rounded-xl bg-brand-50 p-4 text-brand-900">
          <span className="block text-sm font-medium">Potential earnings</span>
          <span className="text-2xl font-bold">
            {priceCents === undefined ? "—" : formatCents(priceCents * draft.availableSeats)}
          </span>
          <span className="block text-sm">
            {priceCents === undefined
              ? TRIP_MESSAGES.priceEdit
              : `${formatCents(priceCents)} × ${seatsText(draft.availableSeats)}`}
          </span>
        </p>
      </section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={editTrip} disabled={form.formState.isSubmitting}>
          Edit Trip
        </Button>
        <SubmitButton busyLabel={createInstead?.busyLabel ?? "Creating Trip…"}>
          {createInstead?.label ?? "Confirm & Create Trip"}
        </SubmitButton>
      </div>
    </Form>
  );
}
