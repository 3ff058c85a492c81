import { USER_TYPES, type UserType } from "@campusride/shared/domain/user-types";
import { EMPTY_CAR, type CarValues } from "../../../../components/car-fields.tsx";

/** The wizard's fields as its controls hold them; the step schemas check and convert them. */
export interface WizardValues extends CarValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  graduationYear: string;
  university: string;
  userType: UserType | "";
  /** Ticked: she asks for women-only trips, a choice made once. */
  womenOnlyTrips: boolean;
  password: string;
  confirmPassword: string;
  licenseFile: File | null;
  uploadLicenseLater: boolean;
}

export const INITIAL_VALUES: WizardValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  graduationYear: "",
  university: "",
  userType: "rider",
  womenOnlyTrips: false,
  ...EMPTY_CAR,
  password: "",
  confirmPassword: "",
  licenseFile: null,
  uploadLicenseLater: false,
};

export const STEP_TITLES = ["Your details", "Your studies", "Driver details", "Password"] as const;

/** The fields each step asks for, in step order (an API refusal of a field opens its step). */
export const STEP_FIELDS: ReadonlyArray<ReadonlyArray<keyof WizardValues>> = [
  ["firstName", "lastName", "email", "phone"],
  ["graduationYear", "university", "userType", "womenOnlyTrips"],
  ["carMake", "carModel", "carYear", "carColor", "licenseFile"],
  ["password", "confirmPassword"],
];

/** The step (1-based) that asks for `field`, if any. */
export function stepOfField(field: string): number | undefined {
  const index = STEP_FIELDS.findIndex((fields) => (fields as readonly string[]).includes(field));
  return index === -1 ? undefined : index + 1;
}

export function isUserType(value: string | null): value is UserType {
  return (USER_TYPES as readonly string[]).includes(value ?? "");
}
