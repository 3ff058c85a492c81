import { USER_TYPES } from "@campusride/shared/domain/user-types";
import type { WizardValues } from "./wizard-values.ts";

/*
 * The wizard's values survive a reload in sessionStorage (this tab only, gone with it),
 * never the password or the license file, and are removed once the account exists.
 * (Checked by hand rather than with a schema: the schema library stays out of /signup's
 * first load.)
 */
const STORAGE_KEY = "signupWizard";

const TEXT_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "graduationYear",
  "university",
  "carMake",
  "carModel",
  "carYear",
  "carColor",
] as const;
const TEXT_MAX = 1000;

type StoredValues = Partial<
  Pick<WizardValues, (typeof TEXT_FIELDS)[number] | "userType" | "uploadLicenseLater" | "womenOnlyTrips">
>;

/** The storable fields of `value` that have the right type; anything else is dropped. */
function keepStorable(value: unknown): StoredValues {
  if (typeof value !== "object" || value === null) return {};
  const source = value as Record<string, unknown>;
  const kept: StoredValues = {};
  for (const field of TEXT_FIELDS) {
    const text = source[field];
    if (typeof text === "string" && text.length <= TEXT_MAX) kept[field] = text;
  }
  const { userType, uploadLicenseLater, womenOnlyTrips } = source;
  if (userType === "" || USER_TYPES.some((type) => type === userType)) {
    kept.userType = userType as StoredValues["userType"];
  }
  if (typeof uploadLicenseLater === "boolean") kept.uploadLicenseLater = uploadLicenseLater;
  if (typeof womenOnlyTrips === "boolean") kept.womenOnlyTrips = womenOnlyTrips;
  return kept;
}

export function loadWizardValues(): StoredValues {
  try {
    return keepStorable(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}"));
  } catch {
    return {};
  }
}

export function saveWizardValues(values: Partial<WizardValues>): void {
  // only the fields above: the password and the file never reach storage
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(keepStorable(values)));
}

export function clearWizardValues(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
