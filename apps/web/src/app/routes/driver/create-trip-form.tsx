import { todayLocal } from "@campusride/shared/domain/local-time";
import { DEFAULT_TRIP_PREFERENCES } from "@campusride/shared/domain/trip-preferences";
import { LIMITS } from "@campusride/shared/limits";
import { TRIP_MESSAGES, geocodeFailedMessage } from "@campusride/shared/messages";
import type { PlaceResult } from "@campusride/shared/schemas/places";
import type { PrivateProfile } from "@campusride/shared/schemas/profile";
import { latestDepartureDate } from "@campusride/shared/schemas/rides";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useController, useWatch } from "react-hook-form";
import { useLocation, useNavigate } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { FieldError } from "../../../components/ui/form-field.tsx";
import { Form, InputField, SubmitButton, TextareaField, useZodForm } from "../../../components/ui/form.tsx";
import { newIdempotencyKey } from "../../../lib/idempotency-key.ts";
import { useMediaQuery } from "../../../lib/use-media-query.ts";
import { paths } from "../../../config/paths.ts";
import { usePaymentConfig } from "../../../features/payments/api/get-payment-config.ts";
import { geocodeAddress } from "../../../features/places/api/geocode-address.ts";
import { routeEndpoint, routeQueryOptions, useRoute } from "../../../features/places/api/get-route.ts";
import { PlaceField } from "../../../features/places/components/place-field.tsx";
import { RouteSummary } from "../../../features/places/components/route-summary.tsx";
import { LicenseNotice } from "../../../features/rides/components/license-notice.tsx";
import { RepeatWeeklyFields } from "../../../features/rides/components/repeat-weekly-fields.tsx";
import { TripPreferencesFields } from "../../../features/rides/components/trip-preferences-fields.tsx";
import { VehicleSummary } from "../../../features/rides/components/vehicle-summary.tsx";
import { loadCreateForm, saveCreateForm } from "../../../features/rides/create-form-storage.ts";
import {
  createTripFormSchema,
  isSamePlace,
  type CreateTripFormValues,
} from "../../../features/rides/create-trip-schema.ts";
import { hasCarDetails, licenseProblem } from "../../../features/rides/driver-readiness.ts";
import { NO_REPEAT } from "../../../features/rides/repeat-weekly-form.ts";
import {
  fallbackTripFacts,
  readTripDraft,
  tripDraftState,
  type DraftPlace,
  type TripDraft,
} from "../../../features/rides/trip-draft.ts";
import {
  returnTripFormValue,
  returnTripOf,
  returnTripProblem,
} from "../../../features/rides/return-trip-form.ts";
import { tripSpotFormValue } from "../../../features/rides/trip-spot-form.ts";
import { TRIP_TEXT } from "../../../features/rides/trip-text.ts";
import { ReturnTripFields } from "./return-trip-fields.tsx";
import { TripSpotFields } from "./trip-spot-fields.tsx";
import { useTripPrefill } from "./use-trip-prefill.ts";

interface CreateTripProps {
  profile: PrivateProfile;
  /** Where this form is (/driver/create-trip or the dashboard's tab): 'Edit Trip' comes back here. */
  returnTo: string;
}

/**
 * 'Create a Trip' (docs/product/trips.md#creating-a-trip), on its own page and in the dashboard's 'Create New Trip'
 * tab. A driver whose license is not verified sees why and how to fix it instead.
 */
export function CreateTrip({ profile, returnTo }: CreateTripProps) {
  if (licenseProblem(profile)) return <LicenseNotice profile={profile} />;
  return <CreateTripForm profile={profile} returnTo={returnTo} />;
}

const REQUIRED_ERROR_ID = "trip-required-fields";
/** From this width the Trip Information panel stands beside the form (Tailwind's lg). */
const PANEL_BESIDE_FORM = "(min-width: 64rem)";

type PlaceName = "from" | "to";

/**
 * What the form starts with: what the driver last typed in this tab (kept through Back, a
 * reload, and a reload after 'Edit Trip', whose trip stays in the history), else the trip
 * 'Edit Trip' brings back, else an empty form.
 */
function defaultValues(draft: TripDraft | undefined, userId: string): CreateTripFormValues {
  const typed = loadCreateForm(userId);
  if (typed) return typed;
  if (!draft) {
    return {
      from: { text: "" },
      to: { text: "" },
      departureDate: "",
      departureTime: "",
      availableSeats: String(LIMITS.driverSeats.default),
      notes: "",
      preferences: DEFAULT_TRIP_PREFERENCES,
      instantBooking: false,
      pickupSpot: tripSpotFormValue(null),
      dropoffSpot: tripSpotFormValue(null),
      returnTrip: returnTripFormValue(undefined),
      repeat: NO_REPEAT,
    };
  }
  return {
    from: draft.from,
    to: draft.to,
    departureDate: draft.departureDate,
    departureTime: draft.departureTime,
    availableSeats: String(draft.availableSeats),
    notes: draft.notes,
    preferences: draft.preferences,
    instantBooking: draft.instantBooking,
    pickupSpot: tripSpotFormValue(draft.pickupSpot),
    dropoffSpot: tripSpotFormValue(draft.dropoffSpot),
    returnTrip: returnTripFormValue(draft.returnTrip),
    repeat: draft.repeat ? { isOn: true, ...draft.repeat } : NO_REPEAT,
  };
}

function CreateTripForm({ profile, returnTo }: CreateTripProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // back from 'Edit Trip' on the confirm screen: the trip as it was
  const draft = readTripDraft(location.state);
  const [initialValues] = useState(() => defaultValues(draft, profile.id));
  const form = useZodForm(createTripFormSchema, { defaultValues: initialValues });
  // the nearest known place for a place the map did not find ("did you mean")
  const [suggestions, setSuggestions] = useState<Partial<Record<PlaceName, PlaceResult>>>({});
  const isPanelBeside = useMediaQuery(PANEL_BESIDE_FORM);
  const car = { make: profile.carMake ?? undefined, model: profile.carModel ?? undefined };
  const hasCar = hasCarDetails(profile);
  const from = useWatch({ control: form.control, name: "from" });
  const to = useWatch({ control: form.control, name: "to" });
  // a weekly series has no return leg: the option leaves while "Repeat weekly" is on
  const isRepeating = useWatch({ control: form.control, name: "repeat.isOn" });
  // one place twice has no route: the panel says why instead of asking for one
  const isOnePlace = Boolean(from.place && to.place && isSamePlace(from, to));
  const routeInput =
    from.place && to.place && !isOnePlace
      ? { from: routeEndpoint(from.place), to: routeEndpoint(to.place), ...car }
      : undefined;
  const route = useRoute(routeInput);
  const paymentConfig = usePaymentConfig();
  const { errors, isSubmitting } = form.formState;

  // what is typed survives Back from the confirm screen and a reload
  useEffect(() => {
    const subscription = form.watch((values) => saveCreateForm(profile.id, values));
    return () => subscription.unsubscribe();
  }, [form, profile.id]);
  // a trip the address names (a campus's board: 'Offer this trip'), kept like typed text
  useTripPrefill(form.setValue);
  const requiredErrors = (["departureDate", "departureTime", "availableSeats"] as const).filter(
    (name) => errors[name]?.message === TRIP_MESSAGES.requiredFields,
  );
  const groupId = (name: (typeof requiredErrors)[number]) =>
    requiredErrors.includes(name) ? REQUIRED_ERROR_ID : undefined;

  // Text typed without choosing a suggestion is looked up when the trip is submitted.
  async function resolve(field: PlaceName, value: DraftPlace): Promise<DraftPlace | undefined> {
    if (value.place) return value;
    let suggestion: PlaceResult | undefined;
    try {
      const found = await geocodeAddress(value.text);
      if (found.place) {
        const resolved = { text: found.place.address, place: found.place };
        form.setValue(field, resolved);
        return resolved;
      }
      suggestion = found.suggestion;
    } catch {
      // answered below: not found, and nothing to suggest
    }
    setSuggestions((current) => ({ ...current, [field]: suggestion }));
    form.setError(field, {
      message: geocodeFailedMessage(field === "from" ? "origin" : "destination", suggestion?.address),
    });
    return undefined;
  }

  function takeSuggestion(field: PlaceName, place: PlaceResult) {
    form.setValue(field, { text: place.address, place });
    form.clearErrors(field);
    setSuggestions((current) => ({ ...current, [field]: undefined }));
  }

  async function tripFacts(origin: DraftPlace, destination: DraftPlace) {
    if (!origin.place || !destination.place) return fallbackTripFacts(car);
    const input = { from: routeEndpoint(origin.place), to: routeEndpoint(destination.place), ...car };
    try {
      const result = await queryClient.fetchQuery(routeQueryOptions(input));
      return {
        distance: result.distance.value,
        timeLength: result.duration.text,
        suggestedPriceCents: result.price.driverPriceCents,
      };
    } catch {
      return fallbackTripFacts(car);
    }
  }

  // distance, time and suggested price: beside the form on a wide screen, else before its
  // button (on a phone, below the button, it would be read after the trip is created)
  const tripInformation = (
    <div aria-live="polite">
      {isOnePlace && errors.to?.message !== TRIP_MESSAGES.samePlace ? (
        // said here until To says it (once is enough)
        <Alert tone="error">{TRIP_MESSAGES.samePlace}</Alert>
      ) : !routeInput ? (
        <section aria-labelledby="trip-info-title">
          <h2 id="trip-info-title" className="text-lg font-semibold text-slate-900">
            Trip Information
          </h2>
          <p className="mt-3 text-slate-600">{TRIP_TEXT.noTripInfo}</p>
        </section>
      ) : route.isPending ? (
        <p role="status" className="text-slate-600">
          {TRIP_TEXT.calculatingRoute}
        </p>
      ) : route.isError ? (
        <Alert tone="error">{TRIP_MESSAGES.routeFailed}</Alert>
      ) : (
        <RouteSummary
          route={route.data}
          title="Trip Information"
          paymentMethod={paymentConfig.data?.method}
        />
      )}
    </div>
  );

  return (
    <div className="grid gap-8 lg:grid-cols-[1.2fr_1fr]">
      <Form
        form={form}
        aria-label="Create a trip"
        fallbackError={TRIP_MESSAGES.createFailed}
        className="space-y-5 self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        onSubmit={async (values) => {
          const origin = await resolve("from", values.from);
          const destination = origin ? await resolve("to", values.to) : undefined;
          if (!origin || !destination) return;
          // typed text can turn out to be one place once looked up
          if (isSamePlace(origin, destination)) {
            form.setError("to", { message: TRIP_MESSAGES.samePlace });
            return;
          }
          const facts = await tripFacts(origin, destination);
          const returnTrip = values.repeat.isOn ? undefined : returnTripOf(values.returnTrip);
          const returnProblem = returnTripProblem({ ...values, ...facts }, returnTrip);
          if (returnProblem) {
            form.setError(returnProblem.field, { message: returnProblem.message }, { shouldFocus: true });
            return;
          }
          const tripDraft: TripDraft = {
            from: origin,
            to: destination,
            departureDate: values.departureDate,
            departureTime: values.departureTime,
            availableSeats: values.availableSeats,
            notes: values.notes,
            preferences: values.preferences,
            instantBooking: values.instantBooking,
            pickupSpot: values.pickupSpot,
            dropoffSpot: values.dropoffSpot,
            returnTrip,
            repeat: values.repeat.isOn
              ? { weekdays: values.repeat.weekdays, endsOn: values.repeat.endsOn }
              : null,
            ...facts,
            priceText: draft?.priceText,
            returnTo,
            idempotencyKey: newIdempotencyKey(),
          };
          void navigate(paths.confirmTrip, { state: tripDraftState(tripDraft) });
        }}
      >
        {(["from", "to"] as const).map((name) => (
          <PlaceFormField
            key={name}
            name={name}
            label={name === "from" ? "From" : "To"}
            suggestion={suggestions[name]}
            onUseSuggestion={(place) => takeSuggestion(name, place)}
          />
        ))}
        <div className="grid gap-5 sm:grid-cols-3">
          <InputField
            name="departureDate"
            label="Date"
            type="date"
            min={todayLocal()}
            max={latestDepartureDate()}
            groupErrorId={groupId("departureDate")}
          />
          <InputField
            name="departureTime"
            label="Time"
            type="time"
            hint={TRIP_TEXT.timeHint}
            groupErrorId={groupId("departureTime")}
          />
          <InputField
            name="availableSeats"
            label="Available Seats"
            // text, not number: what was typed reaches the form ('abc' counts as 1)
            inputMode="numeric"
            hint={`${LIMITS.driverSeats.min} to ${LIMITS.driverSeats.max}`}
            groupErrorId={groupId("availableSeats")}
          />
        </div>
        {requiredErrors.length > 0 ? (
          <FieldError id={REQUIRED_ERROR_ID}>{TRIP_MESSAGES.requiredFields}</FieldError>
        ) : null}
        {isRepeating ? null : <ReturnTripFields />}
        <RepeatWeeklyFields />
        <VehicleSummary profile={profile} />
        <TextareaField
          name="notes"
          label="Additional Notes"
          rows={3}
          maxLength={LIMITS.text}
          placeholder="Pick-up spot, luggage space, stops on the way…"
        />
        <TripSpotFields start={from.place} />
        <TripPreferencesFields />
        {isPanelBeside ? null : (
          <div className="min-w-0 rounded-xl border border-slate-200 bg-slate-50 p-4">{tripInformation}</div>
        )}
        {isSubmitting ? (
          <p role="status" className="text-sm text-slate-600">
            {TRIP_TEXT.preparingConfirm}
          </p>
        ) : null}
        <SubmitButton className="w-full" busyLabel={TRIP_TEXT.processing} disabled={!hasCar}>
          Create Ride
        </SubmitButton>
      </Form>
      {isPanelBeside ? (
        <div className="min-w-0 self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          {tripInformation}
        </div>
      ) : null}
    </div>
  );
}

interface PlaceFormFieldProps {
  name: PlaceName;
  label: string;
  /** The nearest known place to offer when the typed one was not found. */
  suggestion: PlaceResult | undefined;
  onUseSuggestion: (place: PlaceResult) => void;
}

/** A place field of the form: its value and error kept by react-hook-form. */
function PlaceFormField({ name, label, suggestion, onUseSuggestion }: PlaceFormFieldProps) {
  const { field, fieldState } = useController<CreateTripFormValues, typeof name>({ name });
  return (
    <div className="space-y-2">
      <PlaceField
        label={label}
        name={name}
        placeholder="City, campus or station"
        value={field.value}
        onChange={field.onChange}
        error={fieldState.error?.message}
      />
      {suggestion && fieldState.error ? (
        <Button variant="outline" size="sm" onClick={() => onUseSuggestion(suggestion)}>
          {TRIP_TEXT.takeSuggestion(suggestion.address)}
        </Button>
      ) : null}
    </div>
  );
}
