import type { UserType } from "@campusride/shared/schemas/signup";
import { EMPTY_CAR, type CarValues } from "../../../../components/car-fields.tsx";

export interface WizardValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  graduationYear: string;
  university: string;
  userType: UserType | "";
  car: CarValues;
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
  car: EMPTY_CAR,
  password: "",
  confirmPassword: "",
  licenseFile: null,
  uploadLicenseLater: false,
};

export type FieldErrors = Record<string, string>;

export interface StepProps {
  values: WizardValues;
  errors: FieldErrors;
  update: (patch: Partial<WizardValues>) => void;
}
