import { TRIP_MESSAGES } from "@campusride/shared/messages";
import { departureTimeSchema } from "@campusride/shared/schemas/rides";
import { useEffect, useState } from "react";
import { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { Form, InputField, SubmitButton, useZodForm } from "../../../components/ui/form.tsx";
import { useUpdateRide } from "../api/update-ride.ts";
import { shortTime } from "@campusride/shared/domain/local-time";
import { TRIP_TEXT } from "../trip-text.ts";

const timeFormSchema = z.object({ departureTime: departureTimeSchema });

interface TripTimeEditorProps {
  rideId: string;
  departureTime: string;
}

/** 'Edit Time' on a trip: the departure time in place, 24-hour; empty is refused. */
export function TripTimeEditor({ rideId, departureTime }: TripTimeEditorProps) {
  const [isEditing, setEditing] = useState(false);
  if (!isEditing) {
    return (
      <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
        Edit Time
      </Button>
    );
  }
  return <TimeForm rideId={rideId} departureTime={departureTime} onDone={() => setEditing(false)} />;
}

function TimeForm({ rideId, departureTime, onDone }: TripTimeEditorProps & { onDone: () => void }) {
  const updateRide = useUpdateRide();
  const form = useZodForm(timeFormSchema, {
    defaultValues: { departureTime: shortTime(departureTime) },
  });
  const { setFocus } = form;
  // the driver asked to change the time: the field has the focus as it opens
  useEffect(() => setFocus("departureTime"), [setFocus]);
  return (
    <Form
      form={form}
      aria-label="Edit departure time"
      fallbackError={TRIP_MESSAGES.updateTimeFailed}
      className="w-full space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
      onSubmit={async (values) => {
        await updateRide.mutateAsync({ rideId, changes: values });
        onDone();
      }}
    >
      <InputField name="departureTime" label="Departure time" type="time" hint={TRIP_TEXT.timeHint} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton size="sm" busyLabel="Saving…">
          Save Time
        </SubmitButton>
        <Button variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
