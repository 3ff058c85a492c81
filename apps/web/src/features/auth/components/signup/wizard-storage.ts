import { z } from "zod";
import { USER_TYPES } from "@campusride/shared/schemas/signup";
import type { WizardValues } from "./wizard-values.ts";

/*
 * The wizard's values survive a reload in sessionStorage (this tab only, gone with it),
 * never the password or the license file, and are removed once the account exists.
 */
const STORAGE_KEY = "signupWizard";

const text = z.string().max(1000);
const storedSchema = z
  .object({
    firstName: text,
    lastName: text,
    email: text,
    phone: text,
    graduationYear: text,
    university: text,
    userType: z.enum([...USER_TYPES, ""]),
    carMake: text,
    carModel: text,
    carYear: text,
    carColor: text,
    uploadLicenseLater: z.boolean(),
  })
  .partial();

type StoredValues = z.infer<typeof storedSchema>;

export function loadWizardValues(): StoredValues {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}"));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function saveWizardValues(values: Partial<WizardValues>): void {
  // strip() keeps only the fields above: the password and the file never reach storage
  const kept = storedSchema.safeParse(values);
  if (kept.success) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept.data));
}

export function clearWizardValues(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
