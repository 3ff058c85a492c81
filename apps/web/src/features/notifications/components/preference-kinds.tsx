import type { EmailKind } from "@campusride/shared/domain/notifications";
import type { NotificationPreferencesInput } from "@campusride/shared/schemas/notifications";
import { useFormContext } from "react-hook-form";

/**
 * The checkboxes of a preferences form, one per kind of message a channel (email, push)
 * sends; `onChange` hears each tick, so the form can take back its "saved" line.
 */
export function PreferenceKinds<Kind extends string>({
  legend,
  channel,
  kinds,
  labels,
  onChange,
}: {
  legend: string;
  channel: "email" | "push";
  kinds: readonly Kind[];
  labels: Record<Kind, string>;
  onChange: () => void;
}) {
  const { register } = useFormContext<NotificationPreferencesInput>();
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      {kinds.map((kind) => {
        const id = `${channel}-kind-${kind}`;
        return (
          <div key={kind} className="flex items-start gap-3">
            <input
              id={id}
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-brand-700"
              // both channels' choices are booleans by kind: one path shape for the form
              {...register(`${channel}.${kind}` as `email.${EmailKind}`, { onChange })}
            />
            <label htmlFor={id} className="text-sm text-slate-800">
              {labels[kind]}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
