import clsx from "clsx";
import { useId, type InputHTMLAttributes, type ReactElement, type ReactNode } from "react";

export const inputStyles = clsx(
  "block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm",
  "placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none",
  "aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-600/30",
);

interface ControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
}

interface FormFieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Renders the control with the id and aria wiring of this field. */
  children: (control: ControlProps) => ReactElement;
}

/** A label, a control and its error text, wired together for screen readers. */
export function FormField({ label, error, hint, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="mt-1.5">
        {children({ id, "aria-invalid": Boolean(error), "aria-describedby": describedBy })}
      </div>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** The hint under a field; the id is what the control's aria-describedby names. */
export function FieldHint({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-slate-600">
      {children}
    </p>
  );
}

/** The error under a field; the id is what the control's aria-describedby names. */
export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {children}
    </p>
  );
}

type FieldLabelProps = Pick<FormFieldProps, "label" | "error" | "hint">;

type TextFieldProps = FieldLabelProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className" | "value" | "onChange" | "children"> & {
    value: string;
    onValueChange: (value: string) => void;
  };

/** A labelled text input (any `type`: email, tel, password…) with its hint and error. */
export function TextField({ label, error, hint, value, onValueChange, ...input }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          {...input}
          className={inputStyles}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

interface SelectFieldProps extends FieldLabelProps {
  value: string;
  onValueChange: (value: string) => void;
  /** The empty first choice, e.g. 'Select year'. */
  placeholder: string;
  options: ReadonlyArray<string | number>;
  disabled?: boolean;
}

/** A labelled select: an empty placeholder choice, then the options as their own values. */
export function SelectField({
  label,
  error,
  hint,
  value,
  onValueChange,
  placeholder,
  options,
  disabled,
}: SelectFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <select
          {...control}
          className={inputStyles}
          value={value}
          disabled={disabled}
          onChange={(event) => onValueChange(event.target.value)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      )}
    </FormField>
  );
}
