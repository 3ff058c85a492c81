import { LUGGAGE_SIZES, LUGGAGE_SIZE_LABELS } from "@campusride/shared/domain/trip-preferences";
import { BOOKING_MESSAGES, WOMEN_ONLY_MESSAGES } from "@campusride/shared/messages";
import { useId } from "react";
import { useFormContext, useFormState } from "react-hook-form";
import { FieldError } from "../../../components/ui/form-field.tsx";
import { errorAt } from "../../../components/ui/form.tsx";

const SWITCHES = [
  {
    name: "preferences.maxTwoInBack",
    label: "Max 2 in the back",
    hint: "Two riders share the back seat at most.",
  },
  { name: "preferences.petsAllowed", label: "Pets allowed" },
  { name: "preferences.smokingAllowed", label: "Smoking allowed" },
  { name: "preferences.musicAllowed", label: "Music on the way" },
  {
    name: "preferences.womenOnly",
    label: "Women only",
    hint: WOMEN_ONLY_MESSAGES.tripFormHint,
  },
  { name: "instantBooking", label: "Instant booking", hint: BOOKING_MESSAGES.instantBooking },
] as const;

/**
 * 'Trip preferences' of the create and edit forms: the luggage each rider may bring, the
 * back seat, pets, smoking, music, women-only and instant booking. The form's values hold
 * `preferences` (tripPreferencesSchema) and `instantBooking`.
 */
export function TripPreferencesFields() {
  const { register } = useFormContext();
  const { errors } = useFormState();
  const id = useId();
  const womenOnlyError = errorAt(errors, "preferences.womenOnly");
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">Trip preferences</legend>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Luggage per rider</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {LUGGAGE_SIZES.map((size) => (
            <label key={size} className="inline-flex min-h-11 items-center gap-2 text-slate-800">
              <input
                type="radio"
                value={size}
                {...register("preferences.luggageSize")}
                className="size-5 accent-brand-700"
              />
              {LUGGAGE_SIZE_LABELS[size]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {SWITCHES.map(({ name, label, ...rest }) => {
          const hint = "hint" in rest ? rest.hint : undefined;
          const hintId = hint ? `${id}-${name}-hint` : undefined;
          const errorId =
            name === "preferences.womenOnly" && womenOnlyError ? `${id}-women-only-error` : undefined;
          return (
            <div key={name}>
              <label className="inline-flex min-h-11 items-center gap-2 text-slate-800">
                <input
                  type="checkbox"
                  {...register(name)}
                  aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
                  aria-invalid={errorId ? true : undefined}
                  className="size-5 accent-brand-700"
                />
                {label}
              </label>
              {hint ? (
                <p id={hintId} className="-mt-1 mb-1 text-sm text-slate-600">
                  {hint}
                </p>
              ) : null}
              {errorId ? <FieldError id={errorId}>{womenOnlyError}</FieldError> : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
