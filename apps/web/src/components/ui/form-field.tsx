import clsx from "clsx";
import { useId, type ReactElement, type ReactNode } from "react";

/** What every control shares: border, colours, focus and error states. */
export const controlStyles = clsx(
  "block w-full rounded-lg border border-slate-300 bg-white px-3.5 text-base text-slate-900 shadow-sm",
  "placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none",
  "disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500",
  "aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-600/30",
);

/** Inputs and selects: one height, so a row of fields lines up whatever the control. */
export const inputStyles = clsx(controlStyles, "h-11 py-0");

/** A multi-line control: its height is its rows. */
export const textareaStyles = clsx(controlStyles, "py-2.5");

export interface ControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
}

export interface FormFieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  /**
   * The id of a message shown elsewhere that speaks for this field too (a group's one
   * error): the control is marked invalid and described by it, and shows no error text.
   */
  groupErrorId?: string;
  /** Renders the control with the id and aria wiring of this field. */
  children: (control: ControlProps) => ReactElement;
}

/** A label, a control, its hint and its error, wired together for screen readers. */
export function FormField({ label, error, hint, groupErrorId, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? (groupErrorId ?? `${id}-error`) : undefined;
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
      {groupErrorId ? null : <FieldError id={errorId}>{error}</FieldError>}
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
