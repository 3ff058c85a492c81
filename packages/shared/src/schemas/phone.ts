import { z } from "zod";
import { toUsE164 } from "../domain/phone.ts";
import { SIGNUP_MESSAGES } from "../messages.ts";
import { sanitizePhone } from "../sanitize.ts";

/** A typed phone number as its E.164 form; a number that is not a valid US one is refused. */
function toE164(value: string, ctx: z.RefinementCtx): string {
  const phone = toUsE164(value);
  if (phone) return phone;
  ctx.addIssue({ code: "custom", message: SIGNUP_MESSAGES.phoneInvalid });
  return z.NEVER;
}

/** Sign-up's phone: required (spec §5), a US number, stored in E.164. */
export const requiredPhoneSchema = z
  .string({ error: SIGNUP_MESSAGES.phoneRequired })
  .transform(sanitizePhone)
  .pipe(z.string().min(1, SIGNUP_MESSAGES.phoneRequired).transform(toE164));

/** The profile's phone: optional (empty is null), else a US number in E.164. */
export const optionalPhoneSchema = z
  .string()
  .nullish()
  .transform((value, ctx) => {
    const typed = value == null ? "" : sanitizePhone(value);
    return typed === "" ? null : toE164(typed, ctx);
  });
