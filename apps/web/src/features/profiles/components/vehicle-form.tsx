import { vehicleInputSchema } from "@campusride/shared/schemas/vehicle";
import type { PrivateProfile } from "@campusride/shared/schemas/profile";
import { CarFields, EMPTY_CAR, type CarValues } from "../../../components/car-fields.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Form, InputField, SubmitButton, useZodForm } from "../../../components/ui/form.tsx";
import { useUpdateVehicle } from "../api/update-vehicle.ts";

function carOf(profile: PrivateProfile): CarValues {
  if (!profile.carMake) return EMPTY_CAR;
  return {
    carMake: profile.carMake,
    carModel: profile.carModel ?? "",
    carYear: profile.carYear ? String(profile.carYear) : "",
    carColor: profile.carColor ?? "",
  };
}

/** The vehicle edit: make, model, year and colour all required (docs/product/profile.md#vehicle). */
export function VehicleForm({
  profile,
  onSaved,
  onCancel,
}: {
  profile: PrivateProfile;
  onSaved: (message: string) => void;
  /** Shown as a Cancel button beside Save (the card has no Edit toggle before a first vehicle). */
  onCancel?: () => void;
}) {
  const update = useUpdateVehicle();
  const form = useZodForm(vehicleInputSchema, {
    defaultValues: { ...carOf(profile), licensePlate: profile.licensePlate ?? "" },
  });
  return (
    <Form
      form={form}
      className="mt-4 space-y-4"
      describeError={(reason) => `Failed to update car details: ${reason}`}
      onSubmit={async (values) => onSaved((await update.mutateAsync(values)).message)}
    >
      <CarFields />
      <InputField
        name="licensePlate"
        label="License plate (optional)"
        autoComplete="off"
        hint="Only you see it, and the emergency contacts of riders who share your trip."
      />
      <div className="flex gap-3">
        <SubmitButton busyLabel="Saving…">Save Vehicle</SubmitButton>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
