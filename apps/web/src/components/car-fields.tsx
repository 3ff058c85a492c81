import {
  CAR_COLORS,
  CAR_MAKES,
  CAR_MODELS,
  carYears,
  type CarMake,
} from "@campusride/shared/domain/vehicles";
import { FormField, inputStyles } from "./ui/form-field.tsx";

export interface CarValues {
  carMake: string;
  carModel: string;
  carYear: string;
  carColor: string;
}

export const EMPTY_CAR: CarValues = { carMake: "", carModel: "", carYear: "", carColor: "" };

function modelsOf(make: string): readonly string[] {
  return make in CAR_MODELS ? CAR_MODELS[make as CarMake] : [];
}

/**
 * Make, model, year and colour selects from the spec's lists. The model stays disabled
 * until a make is chosen and is cleared when the new make does not offer it.
 */
export function CarFields({
  value,
  onChange,
  error,
}: {
  value: CarValues;
  onChange: (next: CarValues) => void;
  error?: string;
}) {
  const models = modelsOf(value.carMake);
  const years = carYears();
  const set = (patch: Partial<CarValues>) => onChange({ ...value, ...patch });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Car make">
        {(control) => (
          <select
            {...control}
            className={inputStyles}
            value={value.carMake}
            onChange={(event) => {
              const make = event.target.value;
              set({ carMake: make, carModel: modelsOf(make).includes(value.carModel) ? value.carModel : "" });
            }}
          >
            <option value="">Select make</option>
            {CAR_MAKES.map((make) => (
              <option key={make}>{make}</option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Car model">
        {(control) => (
          <select
            {...control}
            className={inputStyles}
            value={value.carModel}
            disabled={value.carMake === ""}
            onChange={(event) => set({ carModel: event.target.value })}
          >
            <option value="">{value.carMake === "" ? "Select a make first" : "Select model"}</option>
            {models.map((model) => (
              <option key={model}>{model}</option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Car year">
        {(control) => (
          <select
            {...control}
            className={inputStyles}
            value={value.carYear}
            onChange={(event) => set({ carYear: event.target.value })}
          >
            <option value="">Select year</option>
            {years.map((year) => (
              <option key={year}>{year}</option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Car color">
        {(control) => (
          <select
            {...control}
            className={inputStyles}
            value={value.carColor}
            onChange={(event) => set({ carColor: event.target.value })}
          >
            <option value="">Select color</option>
            {CAR_COLORS.map((color) => (
              <option key={color}>{color}</option>
            ))}
          </select>
        )}
      </FormField>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {error}
        </p>
      ) : null}
    </div>
  );
}
