import { isDriverType } from "@campusride/shared/domain/user-types";
import { GOOGLE_SIGN_IN_MESSAGES } from "@campusride/shared/messages";
import { useEffect } from "react";
import { useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { CarFields, EMPTY_CAR, type CarValues } from "../../../components/car-fields.tsx";
import { Form, SubmitButton, useLazyZodForm } from "../../../components/ui/form.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { messageState } from "../../../lib/use-navigation-message.ts";
import { useCompleteSignup } from "../api/complete-signup.ts";
import { AUTH_TEXT } from "../auth-messages.ts";
import type { CompletionState } from "../google-completion.ts";
import { StepPersonal } from "./signup/step-personal.tsx";
import { StepStudies } from "./signup/step-studies.tsx";

const loadSchema = () =>
  import("@campusride/shared/schemas/complete-signup").then((module) => module.completeSignupInputSchema);
const loadInstitutions = () => import("@campusride/shared/domain/institutions");

interface CompletionValues extends CarValues {
  firstName: string;
  lastName: string;
  phone: string;
  graduationYear: string;
  university: string;
  userType: "rider" | "driver" | "both" | "";
  womenOnlyTrips: boolean;
}

/** The car of a driver (or both); nothing for a rider. */
function DriverCar() {
  const userType = useWatch<CompletionValues, "userType">({ name: "userType" });
  if (userType === "" || !isDriverType(userType)) return null;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-800">Your car</legend>
      <CarFields />
      <p className="text-sm text-slate-600">{AUTH_TEXT.driverLicenseLater}</p>
    </fieldset>
  );
}

/**
 * The profile a Google sign-in still needs (docs/product/accounts.md#google-sign-in): phone, graduation year, university
 * (pre-filled from the email), role, and for drivers the car. The wizard's fields and rules.
 */
export function CompleteSignupForm({ userData }: { userData: CompletionState["userData"] }) {
  const navigate = useNavigate();
  const completeSignup = useCompleteSignup();
  const form = useLazyZodForm<Awaited<ReturnType<typeof loadSchema>>, CompletionValues>(loadSchema, {
    defaultValues: {
      firstName: userData.firstName,
      lastName: userData.lastName,
      phone: "",
      graduationYear: "",
      university: "",
      userType: "rider",
      womenOnlyTrips: false,
      ...EMPTY_CAR,
    },
  });

  useEffect(() => {
    let isCurrent = true;
    void loadInstitutions().then(({ institutionForEmail }) => {
      const institution = institutionForEmail(userData.email);
      if (isCurrent && institution && form.getValues("university") === "") {
        form.setValue("university", institution);
      }
    });
    return () => {
      isCurrent = false;
    };
  }, [form, userData.email]);

  return (
    <Form
      form={form}
      fallbackError={GOOGLE_SIGN_IN_MESSAGES.completionFailed}
      aria-label="Complete your profile"
      onSubmit={async (values) => {
        try {
          await completeSignup.mutateAsync(values);
        } catch (error) {
          if (error instanceof ApiError && error.code === "UNAUTHENTICATED") {
            throw new ApiError(error.status, error.code, GOOGLE_SIGN_IN_MESSAGES.noUser);
          }
          throw error;
        }
        await navigate("/dashboard", { replace: true, state: messageState(AUTH_TEXT.signUpSuccess) });
      }}
    >
      <p className="text-sm text-slate-700">
        Signed in as <span className="font-semibold break-all">{userData.email}</span>
      </p>
      <StepPersonal withEmail={false} />
      <StepStudies />
      <DriverCar />
      <SubmitButton className="w-full" busyLabel="Saving…">
        Complete Sign Up
      </SubmitButton>
    </Form>
  );
}
