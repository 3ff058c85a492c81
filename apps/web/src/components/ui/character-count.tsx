import { characterCountMessage } from "@campusride/shared/messages";
import { useWatch } from "react-hook-form";

/**
 * "12 of 1,000 characters" for the form's text field `name`, kept up to date as it is
 * typed. Put in a field's hint, the control's aria-describedby reads it out.
 */
export function CharacterCount({ name, max }: { name: string; max: number }) {
  const text = (useWatch({ name }) as string | undefined) ?? "";
  return <span className="tabular-nums">{characterCountMessage(text.length, max)}</span>;
}
