import { shortTime } from "@campusride/shared/domain/local-time";
import { LIMITS } from "@campusride/shared/limits";
import { PAGE_MESSAGES } from "@campusride/shared/friendly-messages";
import { TRIP_MESSAGES } from "@campusride/shared/messages";
import type { DriverRide } from "@campusride/shared/schemas/rides";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { Form, InputField, SubmitButton, TextareaField, useZodForm } from "../../../components/ui/form.tsx";
import { paths } from "../../../config/paths.ts";
import { LoadProblem } from "../../../components/ui/list-states.tsx";
import { messageState } from "../../../lib/use-navigation-message.ts";
import { useRide } from "../api/get-ride.ts";
import { useUpdateRide } from "../api/update-ride.ts";
import { editRideFormSchema } from "../edit-ride-schema.ts";
import { formatTripDate, formatTripTime } from "../../../lib/date-time-format.ts";
import { TRIP_TEXT, seatsRangeHint } from "../trip-text.ts";
import { TripRoute } from "../../../components/ui/trip-route.tsx";
import { tripSpotFormValue } from "../trip-spot-form.ts";
import { TripPreferencesFields } from "./trip-preferences-fields.tsx";

interface EditRideProps {
  rideId: string;
  userId: string;
  /** The pickup and drop-off spots' fields for the trip (the screen passes them: they use the places feature). */
  spotFields?: (ride: DriverRide) => ReactNode;
}

/** The ride's edit page for its driver: loading, refusal (not theirs, not active), or the form. */
export function EditRide({ rideId, userId, spotFields }: EditRideProps) {
  const ride = useRide(rideId);
  if (ride.isPending) {
    return (
      <p role="status" className="py-10 text-center text-slate-600">
        Loading your trip…
      </p>
    );
  }
  if (ride.isError) {
    return (
      <LoadProblem
        error={ride.error}
        notFound={{
          message: TRIP_MESSAGES.notDriver,
          back: { to: paths.driver, label: PAGE_MESSAGES.backToDashboard },
        }}
        failed={{ message: TRIP_MESSAGES.loadFailed, onRetry: () => void ride.refetch() }}
      />
    );
  }
  const data = ride.data;
  if (data.driverId !== userId || !("pendingRequests" in data)) {
    return <Alert tone="error">{TRIP_MESSAGES.notDriver}</Alert>;
  }
  if (data.status !== "active") {
    return (
      <Alert tone="error">
        <p>{TRIP_MESSAGES.notActive}</p>
        <ButtonLink to={paths.driver} variant="outline" size="sm" className="mt-3">
          {PAGE_MESSAGES.backToDashboard}
        </ButtonLink>
      </Alert>
    );
  }
  return <EditRideForm ride={data} spotFields={spotFields} />;
}

function EditRideForm({
  ride,
  spotFields,
}: {
  ride: DriverRide;
  spotFields: ((ride: DriverRide) => ReactNode) | undefined;
}) {
  const navigate = useNavigate();
  const updateRide = useUpdateRide();
  const approvedSeats = ride.availableSeats - ride.seatsRemaining;
  const form = useZodForm(editRideFormSchema(approvedSeats), {
    defaultValues: {
      departureTime: shortTime(ride.departureTime),
      availableSeats: String(ride.availableSeats),
      notes: ride.notes ?? "",
      preferences: ride.preferences,
      instantBooking: ride.instantBooking,
      pickupSpot: tripSpotFormValue(ride.pickupSpot),
      dropoffSpot: tripSpotFormValue(ride.dropoffSpot),
    },
  });
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-semibold break-words text-slate-900">
          <TripRoute from={ride.departureCity} to={ride.destinationCity} />
        </h2>
        <p className="mt-1 text-slate-600">
          {formatTripDate(ride.departureDate)} at {formatTripTime(ride.departureTime, ride.departureDate)}
        </p>
      </div>
      <Form
        form={form}
        aria-label="Edit trip"
        fallbackError={TRIP_MESSAGES.updateTimeFailed}
        className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        onSubmit={async (changes) => {
          await updateRide.mutateAsync({ rideId: ride.id, changes });
          void navigate(paths.driver, { state: messageState(TRIP_TEXT.tripUpdated) });
        }}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField name="departureTime" label="Departure time" type="time" hint={TRIP_TEXT.timeHint} />
          <InputField
            name="availableSeats"
            label="Available seats"
            type="number"
            inputMode="numeric"
            min={Math.max(approvedSeats, LIMITS.driverSeats.min)}
            max={LIMITS.driverSeats.max}
            hint={seatsRangeHint(approvedSeats)}
          />
        </div>
        <TextareaField name="notes" label="Notes (optional)" rows={4} maxLength={LIMITS.text} />
        {spotFields?.(ride)}
        <TripPreferencesFields />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <ButtonLink to={paths.driver} variant="outline">
            Cancel
          </ButtonLink>
          <SubmitButton busyLabel="Saving…">Save Changes</SubmitButton>
        </div>
      </Form>
    </div>
  );
}
