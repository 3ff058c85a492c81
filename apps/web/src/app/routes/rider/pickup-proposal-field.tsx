import { LIMITS } from "@campusride/shared/limits";
import { PICKUP_PROPOSAL_MESSAGES } from "@campusride/shared/messages";
import { useController } from "react-hook-form";
import { FormField, inputStyles } from "../../../components/ui/form-field.tsx";
import type { ProposalFormValue } from "../../../features/bookings/pickup-proposal-form.ts";
import { PlaceField } from "../../../features/places/components/place-field.tsx";

/**
 * "Propose another pickup spot" on the seat request (docs/product/ride-day.md#proposed-pickup-spot):
 * a place chosen from the list and a short note; its error under the place.
 */
export function PickupProposalField() {
  const { field, fieldState } = useController({ name: "pickupProposal" });
  const value = field.value as ProposalFormValue;
  return (
    <div className="space-y-3">
      <PlaceField
        label={PICKUP_PROPOSAL_MESSAGES.label}
        name="pickupProposal"
        placeholder="Campus building, station or street"
        hint={PICKUP_PROPOSAL_MESSAGES.hint}
        value={value}
        onChange={(place) => field.onChange({ ...place, note: value.note })}
        error={fieldState.error?.message}
      />
      <FormField label={PICKUP_PROPOSAL_MESSAGES.noteLabel}>
        {(control) => (
          <input
            {...control}
            name="pickupProposal.note"
            type="text"
            maxLength={LIMITS.spotNote}
            placeholder={PICKUP_PROPOSAL_MESSAGES.notePlaceholder}
            value={value.note}
            onChange={(event) => field.onChange({ ...value, note: event.target.value })}
            onBlur={field.onBlur}
            className={inputStyles}
          />
        )}
      </FormField>
    </div>
  );
}
