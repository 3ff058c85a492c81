import { womenOnlyTripsInputSchema, type PrivateProfile } from "@campusride/shared/schemas/profile";
import { useState } from "react";
import { useFormContext } from "react-hook-form";
import { Alert } from "../../../components/ui/alert.tsx";
import { Form, SubmitButton, useZodForm } from "../../../components/ui/form.tsx";
import { useUpdateWomenOnlyTrips } from "../api/update-women-only-trips.ts";

const TITLE_ID = "women-only-trips-title";
const HINT_ID = "women-only-trips-hint";

/**
 * /profile's 'Women-only trips' card: a student who is a woman may ask for women-only
 * trips; she then sees them in Find a Ride and may book them. It is her own declaration,
 * shown to no one else.
 */
export function WomenOnlyPreference({ profile }: { profile: PrivateProfile }) {
  const update = useUpdateWomenOnlyTrips();
  const [isSaved, setSaved] = useState(false);
  const form = useZodForm(womenOnlyTripsInputSchema, {
    defaultValues: { womenOnlyTrips: profile.womenOnlyTrips },
  });
  return (
    <section
      aria-labelledby={TITLE_ID}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={TITLE_ID} className="text-lg font-semibold text-slate-900">
        Women-only trips
      </h2>
      <p id={HINT_ID} className="mt-1 text-sm text-slate-600">
        Some drivers offer trips for women only. Turn this on if you are a woman and want to see and book
        those trips. Only you see this choice; drivers and other riders never do.
      </p>
      <Form
        form={form}
        className="mt-4 space-y-4"
        aria-label="Women-only trips"
        describeError={(reason) => `Failed to save your choice: ${reason}`}
        onSubmit={async (values) => {
          setSaved(false);
          form.reset(await update.mutateAsync(values));
          setSaved(true);
        }}
      >
        <WomenOnlyCheckbox onChange={() => setSaved(false)} />
        {isSaved ? <Alert tone="success">Your choice is saved.</Alert> : null}
        <SubmitButton busyLabel="Saving…">Save choice</SubmitButton>
      </Form>
    </section>
  );
}

function WomenOnlyCheckbox({ onChange }: { onChange: () => void }) {
  const { register } = useFormContext<{ womenOnlyTrips: boolean }>();
  return (
    <label className="inline-flex min-h-11 items-center gap-3 text-slate-900">
      <input
        type="checkbox"
        aria-describedby={HINT_ID}
        {...register("womenOnlyTrips", { onChange })}
        className="size-5 accent-brand-700"
      />
      Show me women-only trips and let me book them
    </label>
  );
}
