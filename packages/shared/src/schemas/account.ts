import { z } from "zod";
import { ACCOUNT_MESSAGES } from "../messages.ts";

/**
 * POST /api/me/delete. The password is required of an account that has one; an account
 * without (Google sign-in) confirms with a recent sign-in instead.
 */
export const deleteAccountInputSchema = z.object({ password: z.string().max(1000).optional() });
export type DeleteAccountInput = z.input<typeof deleteAccountInputSchema>;

/** The deletion dialog's form, for an account with a password. */
export const deleteAccountFormSchema = z.object({
  password: z.string().min(1, ACCOUNT_MESSAGES.passwordRequired).max(1000),
});

/** GET /api/me/deletion: how this account confirms its deletion. */
export const deletionRequirementsSchema = z.object({
  confirmWith: z.enum(["password", "recent-sign-in"]),
  /** Whether this session signed in recently enough to confirm without a password. */
  isSignInRecent: z.boolean(),
});
export type DeletionRequirements = z.infer<typeof deletionRequirementsSchema>;

export const accountDeletedSchema = z.object({ message: z.string() });
