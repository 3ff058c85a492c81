import { SIGNUP_MESSAGES } from "@campusride/shared/messages";
import { InputField } from "./ui/form.tsx";

/**
 * A phone number of any country: a US number as it is written at home, any other with +
 * and its country code (+44 7911 123456). The hint says so; the schema stores E.164.
 */
export function PhoneField({
  name = "phone",
  label,
  autoComplete = "tel",
}: {
  name?: string;
  label: string;
  /** "off" for someone else's number (the emergency contact). */
  autoComplete?: "tel" | "off";
}) {
  return (
    <InputField
      name={name}
      label={label}
      hint={SIGNUP_MESSAGES.phoneHint}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      placeholder="(xxx) xxx-xxxx"
    />
  );
}
