import {
  CAR_COLORS,
  CAR_MAKES,
  CAR_MODELS,
  carYears,
  type CarMake,
} from "@campusride/shared/domain/vehicles";
import { SelectField } from "./ui/form-field.tsx";

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
      <SelectField
        label="Car make"
        placeholder="Select make"
        options={CAR_MAKES}
        value={value.carMake}
        onValueChange={(make) =>
          set({ carMake: make, carModel: modelsOf(make).includes(value.carModel) ? value.carModel : "" })
        }
      />
      <SelectField
        label="Car model"
        placeholder={value.carMake === "" ? "Select a make first" : "Select model"}
        options={models}
        disabled={value.carMake === ""}
        value={value.carModel}
        onValueChange={(carModel) => set({ carModel })}
      />
      <SelectField
        label="Car year"
        placeholder="Select year"
        options={years}
        value={value.carYear}
        onValueChange={(carYear) => set({ carYear })}
      />
      <SelectField
        label="Car color"
        placeholder="Select color"
        options={CAR_COLORS}
        value={value.carColor}
        onValueChange={(carColor) => set({ carColor })}
      />
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {error}
        </p>
      ) : null}
    </div>
  );
}
