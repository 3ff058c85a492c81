import { WOMEN_ONLY_MESSAGES } from "@campusride/shared/messages";
import { womenOnlyTripsInputSchema, type PrivateProfile } from "@campusride/shared/schemas/profile";
import { useState } from "react";
import { useFormContext } from "react-hook-form";
import { Form, SubmitButton, useZodForm } from "../../../components/ui/form.tsx";
import { useUpdateWomenOnlyTrips } from "../api/update-women-only-trips.ts";
import { WomenOnlyChangeRequest } from "./women-only-change-request.tsx";

const TITLE_ID = "women-only-trips-title";
const HINT_ID = "women-only-trips-hint";
const STATE_ID = "women-only-trips-state";

/**
 * /profile's 'Women-only trips' card. A student who is a woman may ask for women-only trips;
 * she then sees them in Find a Ride and may request them. CampusRide does not verify gender,
 * so the choice is made once (at sign-up or here); after that the card shows it and offers
 * 'Request a change', which our team reviews. Only she sees the choice.
 */
export function WomenOnlyPreference({ profile }: { profile: PrivateProfile }) {
  // the answer just saved, shown at once (the profile is read again behind it)
  const [saved, setSaved] = useState<boolean | null>(null);
  const isLocked = profile.womenOnlyTripsLocked || saved !== null;
  const womenOnlyTrips = saved ?? profile.womenOnlyTrips;
  return (
    <section
      aria-labelledby={TITLE_ID}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={TITLE_ID} className="text-lg font-semibold text-slate-900">
        Women-only trips
      </h2>
      <p id={HINT_ID} className="mt-1 text-sm text-slate-600">
        Some drivers offer trips for women only. Only you see this choice; drivers and other riders never do.{" "}
        {WOMEN_ONLY_MESSAGES.verification}
      </p>
      {isLocked ? (
        <div className="mt-4 space-y-4">
          <p id={STATE_ID} role="status" className="font-medium text-slate-900">
            {womenOnlyTrips ? "You asked for women-only trips." : "You did not ask for women-only trips."}{" "}
            <span className="font-normal text-slate-600">
              This choice is made; our team reviews any change.
            </span>
          </p>
          <WomenOnlyChangeRequest describedBy={STATE_ID} />
        </div>
      ) : (
        <WomenOnlyChoiceForm womenOnlyTrips={profile.womenOnlyTrips} onSaved={setSaved} />
      )}
    </section>
  );
}

/** The one choice, while none is made: saved, the card shows it locked (the profile is read again). */
function WomenOnlyChoiceForm({
  womenOnlyTrips,
  onSaved,
}: {
  womenOnlyTrips: boolean;
  onSaved: (womenOnlyTrips: boolean) => void;
}) {
  const update = useUpdateWomenOnlyTrips();
  const form = useZodForm(womenOnlyTripsInputSchema, { defaultValues: { womenOnlyTrips } });
  return (
    <Form
      form={form}
      className="mt-4 space-y-4"
      aria-label="Women-only trips"
      describeError={(reason) => `Failed to save your choice: ${reason}`}
      onSubmit={async (values) => onSaved((await update.mutateAsync(values)).womenOnlyTrips)}
    >
      <WomenOnlyCheckbox />
      <p className="text-sm text-slate-600">
        You make this choice once: after you save it, a change is a request our support team reviews.
      </p>
      <SubmitButton busyLabel="Saving…">Save choice</SubmitButton>
    </Form>
  );
}

function WomenOnlyCheckbox() {
  const { register } = useFormContext<{ womenOnlyTrips: boolean }>();
  return (
    // a block of its own: nothing (the Save button) can ever sit on its line
    <label className="flex min-h-11 w-fit items-center gap-3 text-slate-900">
      <input
        type="checkbox"
        aria-describedby={HINT_ID}
        {...register("womenOnlyTrips")}
        className="size-5 accent-brand-700"
      />
      Show me women-only trips and let me book them
    </label>
  );
}
