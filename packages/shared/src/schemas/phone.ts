import { z } from "zod";
import { toE164 as parsePhone } from "../domain/phone.ts";
import { SIGNUP_MESSAGES } from "../messages.ts";
import { sanitizePhone } from "../sanitize.ts";

/** A typed phone number as its E.164 form; a number that is not valid is refused. */
function toE164(value: string, ctx: z.RefinementCtx): string {
  const phone = parsePhone(value);
  if (phone) return phone;
  ctx.addIssue({ code: "custom", message: SIGNUP_MESSAGES.phoneInvalid });
  return z.NEVER;
}

/** Sign-up's phone: required, a number of any country (the US without a country code), stored in E.164. */
export const requiredPhoneSchema = z
  .string({ error: SIGNUP_MESSAGES.phoneRequired })
  .transform(sanitizePhone)
  .pipe(z.string().min(1, SIGNUP_MESSAGES.phoneRequired).transform(toE164));

/** The profile's phone: optional (empty is null), else a number of any country in E.164. */
export const optionalPhoneSchema = z
  .string()
  .nullish()
  .transform((value, ctx) => {
    const typed = value == null ? "" : sanitizePhone(value);
    return typed === "" ? null : toE164(typed, ctx);
  });
