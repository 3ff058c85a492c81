import { TWO_FACTOR_MESSAGES } from "@campusride/shared/messages";
import { InputField } from "../../../components/ui/form.tsx";

/** The 6-digit code of an authenticator app (a space in the middle allowed), filled in by the phone's keyboard. */
export function AuthenticatorCodeField() {
  return (
    <InputField
      name="code"
      label={TWO_FACTOR_MESSAGES.codeLabel}
      hint={TWO_FACTOR_MESSAGES.codeHint}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      spellCheck={false}
    />
  );
}
