import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { lazyZodResolver } from "../../../../components/ui/form.tsx";
import type { WizardValues } from "./wizard-values.ts";

// Every step's schema is imported after /signup's first paint (preloadStepSchemas): the
// schema library, the phone-number library (step 1) and the common-password dictionaries
// (step 4) stay out of the page's first load.

type StepSchema = z.ZodType<FieldValues, FieldValues>;

/** Steps 2 and 3: studies and role; the driver's car and license. */
const loadStepSchemas = () => import("./wizard-step-schemas.ts");

/** Step 1's schema checks the phone with the phone-number library (~25 KB gzipped). */
function loadPersonalStepSchema(): Promise<StepSchema> {
  return import("@campusride/shared/schemas/signup-personal").then((module) => module.signupStep1Schema);
}

/**
 * Step 4's schema checks the password against common-password dictionaries (~200 KB
 * gzipped): it loads when the wizard nears that step, not with /signup's first paint.
 */
export function loadPasswordStepSchema() {
  return import("@campusride/shared/schemas/password").then((module) => module.signupStep4Schema);
}

/** The shared schema of each step (the API checks the whole sign-up with them too). */
const STEP_SCHEMAS: ReadonlyArray<() => Promise<StepSchema>> = [
  loadPersonalStepSchema,
  () => loadStepSchemas().then((module) => module.signupStep2Schema),
  () => loadStepSchemas().then((module) => module.driverStepSchema),
  loadPasswordStepSchema,
];

/** Starts loading the schemas of steps 1–3, so that Next answers at once. */
export function preloadStepSchemas(): void {
  void loadPersonalStepSchema();
  void loadStepSchemas();
}

/**
 * Checks only the step on screen. The fields keep what was typed (`raw`): the sign-up
 * body is built from them, and the API parses it with the same schemas.
 */
export function stepResolver(step: number): Resolver<WizardValues> {
  return lazyZodResolver(STEP_SCHEMAS[step - 1] ?? loadPasswordStepSchema, { raw: true });
}

/** The first step before `step` whose fields do not pass, if any (a reload or Forward may skip one). */
export async function firstInvalidStepBefore(
  step: number,
  values: WizardValues,
): Promise<number | undefined> {
  for (let index = 0; index < step - 1; index += 1) {
    const schema = await STEP_SCHEMAS[index]!();
    if (!schema.safeParse(values).success) return index + 1;
  }
  return undefined;
}
