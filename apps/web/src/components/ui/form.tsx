import { FRIENDLY_MESSAGES } from "@campusride/shared/friendly-messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { Eye, EyeOff } from "lucide-react";
import {
  useEffect,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from "react";
import {
  FormProvider,
  get,
  useForm,
  useFormContext,
  useFormState,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from "react-hook-form";
import type { z } from "zod";
import { ApiError } from "../../lib/api-client.ts";
import { whenIdle } from "../../lib/when-idle.ts";
import { Alert } from "./alert.tsx";
import { Button, type ButtonProps } from "./button.tsx";
import { FormField, inputStyles, textareaStyles } from "./form-field.tsx";
import { OutcomeMessage, type Outcome } from "./outcome-message.tsx";

/*
 * The one form pattern: react-hook-form checked by the shared zod schema of the input,
 * rendered by the field components below (label, hint and error wired together), and
 * the API's refusal put back onto the form: its `fields` onto the fields, anything else
 * in an alert above them.
 */

type AnySchema = z.ZodType<FieldValues, FieldValues>;

/**
 * A form checked by `schema`: a submit gets the schema's output. The fields hold the
 * schema's input, or what the controls hold when that differs (a select of years holds
 * "2020"): the schema is what checks and converts them.
 */
export function useZodForm<TSchema extends AnySchema, TValues extends FieldValues = z.input<TSchema>>(
  schema: TSchema,
  options: Omit<UseFormProps<TValues, unknown, z.output<TSchema>>, "resolver"> = {},
): UseFormReturn<TValues, unknown, z.output<TSchema>> {
  const resolver = zodResolver(schema) as unknown as Resolver<TValues, unknown, z.output<TSchema>>;
  return useForm<TValues, unknown, z.output<TSchema>>({ ...options, resolver });
}

/**
 * A resolver whose schema arrives with `load` (a dynamic import): the schema library and
 * the schema stay out of the page's first load and are awaited at the first check.
 */
export function lazyZodResolver<TValues extends FieldValues, TOutput>(
  load: () => Promise<AnySchema>,
  resolverOptions: { raw?: boolean } = {},
): Resolver<TValues, unknown, TOutput> {
  return async (values, context, options) => {
    const schema = await load();
    const resolve = (resolverOptions.raw
      ? zodResolver(schema, undefined, { raw: true })
      : zodResolver(schema)) as unknown as Resolver<TValues, unknown, TOutput>;
    return resolve(values, context, options);
  };
}

/**
 * useZodForm for a page's first screen (sign-in, sign-up): the schema is imported after
 * the first paint, not with the page.
 */
export function useLazyZodForm<TSchema extends AnySchema, TValues extends FieldValues = z.input<TSchema>>(
  load: () => Promise<TSchema>,
  options: Omit<UseFormProps<TValues, unknown, z.output<TSchema>>, "resolver"> = {},
): UseFormReturn<TValues, unknown, z.output<TSchema>> {
  const [resolver] = useState(() => lazyZodResolver<TValues, z.output<TSchema>>(load));
  useEffect(() => whenIdle(() => void load()), [load]);
  return useForm<TValues, unknown, z.output<TSchema>>({ ...options, resolver });
}

/** Where a refusal that names no field of the form is kept (shown by <Form>). */
const SERVER_ERROR = "root.server";

/**
 * Puts a failed submit onto the form: each of the API's `fields` the form has goes onto
 * that field (focusing the first); otherwise the message goes above the fields.
 * Returns the names of the fields that got an error.
 */
export function setServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: unknown,
  fallback: string = FRIENDLY_MESSAGES.default,
): string[] {
  const fields = error instanceof ApiError ? error.fields : {};
  const values = form.getValues();
  const placed = Object.entries(fields).filter(([name]) => get(values, name) !== undefined);
  placed.forEach(([name, message], index) => {
    form.setError(name as FieldPath<T>, { type: "server", message }, { shouldFocus: index === 0 });
  });
  if (placed.length === 0) {
    const message = error instanceof ApiError && error.message ? error.message : fallback;
    form.setError(SERVER_ERROR as FieldPath<T>, { type: "server", message });
  }
  return placed.map(([name]) => name);
}

interface FormProps<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Called with the checked values; a thrown ApiError is put back onto the form. */
  onSubmit: (values: TOutput) => Promise<unknown> | void;
  /** How the alert words a refusal, e.g. 'Failed to update profile: {reason}'. */
  describeError?: (message: string) => string;
  /** The message for a failure that is not an API answer. */
  fallbackError?: string;
  /**
   * The refusal takes the focus and scrolls into view (a long form's button is far below
   * its alert), with `errorAction(message)` under it: a link to what to do instead.
   */
  focusError?: boolean;
  errorAction?: (message: string) => ReactNode;
  className?: string;
  "aria-label"?: string;
  children: ReactNode;
}

/** A form element bound to `form`: checks on submit, shows the server's refusal. */
export function Form<TInput extends FieldValues, TOutput>({
  form,
  onSubmit,
  describeError = (message) => message,
  fallbackError,
  focusError = false,
  errorAction,
  className = "space-y-5",
  children,
  "aria-label": ariaLabel,
}: FormProps<TInput, TOutput>) {
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      setServerErrors(form, error, fallbackError);
    }
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className={className} aria-label={ariaLabel}>
        {focusError ? (
          <FocusedFormAlert describe={describeError} action={errorAction} />
        ) : (
          <FormAlert describe={describeError} />
        )}
        {children}
      </form>
    </FormProvider>
  );
}

/** The refusal that belongs to no field, above the fields. */
function FormAlert({ describe }: { describe: (message: string) => string }) {
  const { errors } = useFormState();
  const message = errorAt(errors, SERVER_ERROR);
  return message ? <Alert tone="error">{describe(message)}</Alert> : null;
}

/** The refusal as an outcome that takes the focus; each new refusal (even the same words) again. */
function FocusedFormAlert({
  describe,
  action,
}: {
  describe: (message: string) => string;
  action: ((message: string) => ReactNode) | undefined;
}) {
  const { errors } = useFormState();
  const error: unknown = get(errors, SERVER_ERROR);
  const message = errorAt(errors, SERVER_ERROR);
  // a new error object is a new refusal, even in the same words: it takes the focus again;
  // a render for anything else (typing in a field) keeps the outcome, and the focus where it is
  const [shown, setShown] = useState<{ error: unknown; outcome: Outcome | null }>({
    error: undefined,
    outcome: null,
  });
  if (shown.error !== error) {
    setShown({ error, outcome: message ? { tone: "error", message: describe(message) } : null });
  }
  const { outcome } = shown;
  if (!outcome || !message) return null;
  return <OutcomeMessage outcome={outcome}>{action?.(message)}</OutcomeMessage>;
}

/** The error message at `name` (a dotted path) of a form's errors. */
export function errorAt(errors: FieldErrors, name: string): string | undefined {
  const error: { message?: unknown } | undefined = get(errors, name);
  return typeof error?.message === "string" ? error.message : undefined;
}

/** The error message of field `name`, kept up to date. */
function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  return errorAt(errors, name);
}

interface FieldProps {
  name: string;
  label: string;
  hint?: ReactNode;
  /** See FormField: a group shows the error for this field. */
  groupErrorId?: string;
}

type InputFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "className" | "children">;

/** A labelled text input (any `type`: email, tel…) bound to field `name`. */
export function InputField({ name, label, hint, groupErrorId, ...input }: InputFieldProps) {
  const { register } = useFormContext();
  return (
    <FormField label={label} hint={hint} error={useFieldError(name)} groupErrorId={groupErrorId}>
      {(control) => <input {...control} {...input} {...register(name)} className={inputStyles} />}
    </FormField>
  );
}

type EmailFieldProps = Omit<InputFieldProps, "name" | "label" | "type"> & { name?: string; label?: string };

/** An email input: the address book's autofill and a university address as the example. */
export function EmailField({ name = "email", label = "Email", ...input }: EmailFieldProps) {
  return (
    <InputField
      name={name}
      label={label}
      type="email"
      autoComplete="email"
      placeholder="you@university.edu"
      {...input}
    />
  );
}

type PasswordFieldProps = FieldProps & { autoComplete: "current-password" | "new-password" };

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({ name, label, hint, autoComplete }: PasswordFieldProps) {
  const { register } = useFormContext();
  const [isShown, setShown] = useState(false);
  return (
    <FormField label={label} hint={hint} error={useFieldError(name)}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            {...register(name)}
            type={isShown ? "text" : "password"}
            autoComplete={autoComplete}
            // a shown password is plain text: keep it away from spell-check services
            spellCheck={false}
            className={`${inputStyles} pr-12`}
          />
          <button
            type="button"
            // one name for every such toggle; aria-controls ties it to its field
            aria-label="Show password"
            aria-pressed={isShown}
            aria-controls={control.id}
            onClick={() => setShown((shown) => !shown)}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600/40 focus-visible:outline-none"
          >
            {isShown ? (
              <EyeOff aria-hidden="true" className="size-5" />
            ) : (
              <Eye aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
      )}
    </FormField>
  );
}

interface SelectFieldProps extends FieldProps {
  /** The empty first choice, e.g. 'Select year'. */
  placeholder: string;
  options: ReadonlyArray<string | number>;
  disabled?: boolean;
  /** Called with the chosen value, after the form has it. */
  onValueChange?: (value: string) => void;
}

/** A labelled select: an empty placeholder choice, then the options as their own values. */
export function SelectField({
  name,
  label,
  hint,
  groupErrorId,
  placeholder,
  options,
  disabled,
  onValueChange,
}: SelectFieldProps) {
  const { register } = useFormContext();
  const field = register(name, { onChange: (event) => onValueChange?.(String(event.target.value)) });
  return (
    <FormField label={label} hint={hint} error={useFieldError(name)} groupErrorId={groupErrorId}>
      {(control) => (
        <select {...control} {...field} disabled={disabled} className={inputStyles}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      )}
    </FormField>
  );
}

type TextareaFieldProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name" | "className" | "children">;

/** A labelled multi-line text bound to field `name`. */
export function TextareaField({ name, label, hint, ...textarea }: TextareaFieldProps) {
  const { register } = useFormContext();
  return (
    <FormField label={label} hint={hint} error={useFieldError(name)}>
      {(control) => <textarea {...control} {...textarea} {...register(name)} className={textareaStyles} />}
    </FormField>
  );
}

/**
 * The submit button of a form: disabled, with its busy label, while the submit runs (and
 * whenever `disabled` says so).
 */
export function SubmitButton({
  children,
  busyLabel,
  disabled,
  ...button
}: ButtonProps & { busyLabel: string }) {
  const { isSubmitting } = useFormState();
  return (
    <Button {...button} type="submit" disabled={isSubmitting || disabled}>
      {isSubmitting ? busyLabel : children}
    </Button>
  );
}
