import { z } from "zod";
import type { PasswordOwner } from "../domain/password-context.ts";
import { passwordWeakness } from "../domain/password-strength.ts";
import { LIMITS } from "../limits.ts";
import { CHANGE_PASSWORD_MESSAGES, PASSWORD_MESSAGES, SIGNUP_MESSAGES } from "../messages.ts";

/*
 * The one rule of a password being chosen (sign-up, reset, change), in the browser's forms
 * and on the server alike. Kept apart from signup.ts: the common-password dictionaries
 * weigh ~200 KB gzipped, and only the screens that set a password should download them.
 */

export type { PasswordOwner } from "../domain/password-context.ts";

/** Length as a person counts it: characters (code points), not UTF-16 units. */
export function passwordLength(password: string): number {
  return [...password].length;
}

function lengthProblem(password: string): string | undefined {
  const length = passwordLength(password);
  if (length === 0) return PASSWORD_MESSAGES.required;
  if (length < LIMITS.passwordMin) return PASSWORD_MESSAGES.tooShort;
  if (length > LIMITS.passwordMax) return PASSWORD_MESSAGES.tooLong;
  return undefined;
}

function strengthProblem(password: string, owner?: PasswordOwner): string | undefined {
  const weakness = passwordWeakness(password, owner);
  if (!weakness) return undefined;
  return weakness === "personal" ? PASSWORD_MESSAGES.personal : PASSWORD_MESSAGES.tooCommon;
}

/**
 * What is wrong with a password being chosen, if anything: its length in characters, then
 * whether it is common, an easy pattern, built from CampusRide's or a Florida university's
 * words, or (when the owner is known) from the owner's own name or address.
 */
export function passwordProblem(password: string, owner?: PasswordOwner): string | undefined {
  return lengthProblem(password) ?? strengthProblem(password, owner);
}

/** A password being chosen, on its own; `owner` when the form or request knows whose it is. */
export function newPasswordSchema(owner?: PasswordOwner) {
  return z.string({ error: PASSWORD_MESSAGES.required }).superRefine((value, ctx) => {
    const message = passwordProblem(value, owner);
    if (message) ctx.addIssue({ code: "custom", message });
  });
}

/** A password being chosen whose strength the form checks with the owner's words beside it. */
export const passwordLengthSchema = z
  .string({ error: PASSWORD_MESSAGES.required })
  .superRefine((value, ctx) => {
    const message = lengthProblem(value);
    if (message) ctx.addIssue({ code: "custom", message });
  });

/** The name and address typed in the sign-up form: its password may not be built from them. */
export function signupPasswordOwner(value: { firstName?: unknown; lastName?: unknown; email?: unknown }) {
  const text = (field: unknown) => (typeof field === "string" ? field : "");
  return { name: `${text(value.firstName)} ${text(value.lastName)}`, email: text(value.email) };
}

/**
 * The check of a form that holds the password with its owner's name and address: once the
 * length is right (passwordLengthSchema says otherwise), its strength, on `path`.
 */
export function refinePasswordStrength(
  ctx: z.RefinementCtx,
  password: unknown,
  owner: PasswordOwner,
  path: string,
): void {
  if (typeof password !== "string" || lengthProblem(password)) return;
  const message = strengthProblem(password, owner);
  if (message) ctx.addIssue({ code: "custom", message, path: [path] });
}

function refineConfirmation(ctx: z.RefinementCtx, password: unknown, confirmation: unknown): void {
  if (password !== confirmation) {
    ctx.addIssue({ code: "custom", message: SIGNUP_MESSAGES.passwordMismatch, path: ["confirmPassword"] });
  }
}

/** Step 4: password and confirmation; the name and address of step 1 come along to be checked against. */
export const signupStep4Schema = z
  .object({
    password: passwordLengthSchema,
    confirmPassword: z.string({ error: SIGNUP_MESSAGES.passwordMismatch }),
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    email: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    refinePasswordStrength(ctx, value.password, signupPasswordOwner(value), "password");
    refineConfirmation(ctx, value.password, value.confirmPassword);
  });

/**
 * The reset form: the same rules as a new account's password, and the two must match. The
 * browser does not know whose account the link is for; the server checks the owner's words.
 */
export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema(), confirmPassword: z.string() })
  .superRefine((value, ctx) => refineConfirmation(ctx, value.newPassword, value.confirmPassword));

/** The profile's Change password form, for the signed-in `owner`. */
export function changePasswordFormSchema(owner: PasswordOwner) {
  return z
    .object({
      currentPassword: z.string().min(1, CHANGE_PASSWORD_MESSAGES.currentRequired).max(1000),
      newPassword: newPasswordSchema(owner),
      confirmPassword: z.string(),
    })
    .superRefine((value, ctx) => refineConfirmation(ctx, value.newPassword, value.confirmPassword));
}
