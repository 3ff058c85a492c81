import { zoneSuffix } from "../../src/lib/date-time-format.ts";

/**
 * A Florida time as the page writes it to this test's browser: `text` ("4:05 PM"), with
 * " EST" or " EDT" when the machine's clock is not Florida's at `iso`.
 */
export function asShown(text: string, iso: string): string {
  return `${text}${zoneSuffix(new Date(iso))}`;
}

/** A trip's departure time as the page writes it: "4:05 PM", maybe with its zone ("4:05 PM EDT"). */
export function tripTimePattern(text: string): RegExp {
  return new RegExp(`^${text}( E[SD]T)?$`);
}
