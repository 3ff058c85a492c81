import { useController } from "react-hook-form";
import { PlaceField, type PlaceFieldValue } from "./place-field.tsx";

interface PlaceFormFieldProps {
  /** The form's field holding a PlaceFieldValue. */
  name: string;
  label: string;
  placeholder?: string;
}

/** A place field of a react-hook-form form: its value and error kept by the form. */
export function PlaceFormField({
  name,
  label,
  placeholder = "City, campus or station",
}: PlaceFormFieldProps) {
  const { field, fieldState } = useController({ name });
  return (
    <PlaceField
      label={label}
      name={name}
      placeholder={placeholder}
      value={field.value as PlaceFieldValue}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}
