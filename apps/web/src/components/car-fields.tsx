import {
  CAR_COLORS,
  CAR_MAKES,
  CAR_MODELS,
  carYears,
  type CarMake,
} from "@campusride/shared/domain/vehicles";
import { useId } from "react";
import { useFormContext, useFormState, useWatch } from "react-hook-form";
import { errorAt, SelectField } from "./ui/form.tsx";

/** The car fields as the selects hold them (the year is a string until the schema parses it). */
export interface CarValues {
  carMake: string;
  carModel: string;
  carYear: string;
  carColor: string;
}

export const EMPTY_CAR: CarValues = { carMake: "", carModel: "", carYear: "", carColor: "" };

const CAR_FIELDS = ["carMake", "carModel", "carYear", "carColor"] as const;

function modelsOf(make: string): readonly string[] {
  return make in CAR_MODELS ? CAR_MODELS[make as CarMake] : [];
}

/**
 * Make, model, year and colour selects from the shared lists (domain/vehicles.ts), inside a form whose values
 * have those four fields. The model stays disabled until a make is chosen and is cleared
 * when the new make does not offer it. Each missing field is marked; the message, the
 * same for all four, shows once under them.
 */
export function CarFields() {
  const errorId = useId();
  const { getValues, setValue } = useFormContext<CarValues>();
  const make = useWatch<CarValues, "carMake">({ name: "carMake" });
  const { errors } = useFormState<CarValues>({ name: [...CAR_FIELDS] });
  const message = CAR_FIELDS.map((name) => errorAt(errors, name)).find(Boolean);
  const models = modelsOf(make);
  const group = message ? errorId : undefined;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        name="carMake"
        label="Car make"
        placeholder="Select make"
        options={CAR_MAKES}
        groupErrorId={group}
        onValueChange={(next) => {
          if (!modelsOf(next).includes(getValues("carModel"))) setValue("carModel", "");
        }}
      />
      <SelectField
        name="carModel"
        label="Car model"
        placeholder={make === "" ? "Select a make first" : "Select model"}
        options={models}
        disabled={make === ""}
        groupErrorId={group}
      />
      <SelectField
        name="carYear"
        label="Car year"
        placeholder="Select year"
        options={carYears()}
        groupErrorId={group}
      />
      <SelectField
        name="carColor"
        label="Car color"
        placeholder="Select color"
        options={CAR_COLORS}
        groupErrorId={group}
      />
      {message ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {message}
        </p>
      ) : null}
    </div>
  );
}
