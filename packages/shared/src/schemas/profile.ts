import { z } from "zod";
import {
  EMERGENCY_CONTACT_MESSAGES,
  PROFILE_MESSAGES,
  SIGNUP_MESSAGES,
  WOMEN_ONLY_MESSAGES,
} from "../messages.ts";
import { sanitizeEmail, sanitizeText } from "../sanitize.ts";
import { LIMITS } from "../limits.ts";
import { LICENSE_STATUSES } from "./licenses.ts";
import { optionalPhoneSchema } from "./phone.ts";
import { currentPasswordSchema } from "./sessions.ts";
import { USER_TYPES, requiredName } from "./signup.ts";
import { ratingSummarySchema } from "./reviews.ts";

export const ACTIVE_ROLES = ["rider", "driver"] as const;
export type ActiveRole = (typeof ACTIVE_ROLES)[number];

/** What anyone may see of a profile (docs/product/profile.md#fields). */
export const publicProfileSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userType: z.enum(USER_TYPES),
  graduationYear: z.number().nullable(),
  university: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
  carMake: z.string().nullable(),
  carModel: z.string().nullable(),
  carYear: z.number().nullable(),
  carColor: z.string().nullable(),
  driverLicenseVerified: z.boolean(),
});

/** GET /api/profiles/:id: the public fields, the rating and how many trips the driver cancelled late. */
export const publicProfileViewSchema = publicProfileSchema.extend({
  rating: ratingSummarySchema,
  lateCancellations: z.number().int(),
  /**
   * No-shows within NO_SHOW_COUNT_MONTHS, as a rider (not overturned) and as a driver; null
   * below NO_SHOW_COUNT_THRESHOLD (docs/product/ride-day.md#start-drop-off-and-no-shows).
   */
  noShows: z.number().int().nullable().optional(),
  driverNoShows: z.number().int().nullable().optional(),
});
export type PublicProfileView = z.infer<typeof publicProfileViewSchema>;

/** The owner's full view: public fields plus the owner-only ones. */
export const privateProfileSchema = publicProfileSchema.extend({
  email: z.string(),
  phone: z.string().nullable(),
  licensePlate: z.string().nullable(),
  emergencyContactName: z.string().nullable(),
  emergencyContactPhone: z.string().nullable(),
  /** Where a shared trip's link is sent (Share my trip). */
  emergencyContactEmail: z.string().nullable(),
  /** Asks for women-only trips: sees them in search and may request them (owner-only). */
  womenOnlyTrips: z.boolean(),
  /** The choice is made: only a change request reviewed by an admin changes it now. */
  womenOnlyTripsLocked: z.boolean(),
  isActive: z.boolean(),
  updatedAt: z.iso.datetime(),
  hasLicenseFile: z.boolean(),
  /** Where the driver license stands in the admin review. */
  licenseStatus: z.enum(LICENSE_STATUSES),
  /** Why the reviewer did not accept it (rejected only). */
  licenseRejectionReason: z.string().nullable(),
});

export type PublicProfile = z.infer<typeof publicProfileSchema>;
export type PrivateProfile = z.infer<typeof privateProfileSchema>;

export const meResponseSchema = z.object({
  profile: privateProfileSchema,
  activeRole: z.enum(ACTIVE_ROLES),
  /** Reviews driver licenses (ADMIN_EMAILS). */
  isAdmin: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * Profile edit: first and last name required, phone optional. Changing the phone from a
 * session older than a day takes the current password as well.
 */
export const updateProfileInputSchema = z.object({
  firstName: requiredName(PROFILE_MESSAGES.firstNameRequired, SIGNUP_MESSAGES.firstNameTooLong),
  lastName: requiredName(PROFILE_MESSAGES.lastNameRequired, SIGNUP_MESSAGES.lastNameTooLong),
  phone: optionalPhoneSchema,
  currentPassword: currentPasswordSchema,
});
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;

/**
 * PUT /api/me/emergency-contact: who is told of a shared trip. Every field is optional
 * (empty clears it); the phone is stored in E.164 like the profile's own phone. From
 * a session older than a day it takes the current password as well: whoever holds an old
 * session must not redirect the trip links meant for the student's family.
 */
export const emergencyContactInputSchema = z.object({
  name: z
    .string()
    .max(LIMITS.name, EMERGENCY_CONTACT_MESSAGES.nameTooLong)
    .nullish()
    .transform((value) => (value == null ? null : sanitizeText(value, LIMITS.name) || null)),
  phone: optionalPhoneSchema,
  email: z
    .string()
    .max(LIMITS.email, EMERGENCY_CONTACT_MESSAGES.emailInvalid)
    .nullish()
    .transform((value) => (value == null ? "" : sanitizeEmail(value)))
    .pipe(z.union([z.literal(""), z.email(EMERGENCY_CONTACT_MESSAGES.emailInvalid)]))
    .transform((value) => value || null),
  currentPassword: currentPasswordSchema,
});
export type EmergencyContactInput = z.input<typeof emergencyContactInputSchema>;
/** The emergency contact as stored. */
export type EmergencyContact = Omit<z.output<typeof emergencyContactInputSchema>, "currentPassword">;

export const activeRoleInputSchema = z.object({
  activeRole: z.enum(ACTIVE_ROLES, { error: "Please choose rider or driver" }),
});

/**
 * PUT /api/me/women-only-trips: the student's one choice of women-only trips (unless made at
 * sign-up); a change after it goes through a change request.
 */
export const womenOnlyTripsInputSchema = z.object({
  womenOnlyTrips: z.boolean({ error: "Please choose whether you want women-only trips" }),
});
export type WomenOnlyTripsInput = z.infer<typeof womenOnlyTripsInputSchema>;

/** POST /api/me/women-only-trips/change-request: why the student asks, for the admins. */
export const womenOnlyChangeRequestInputSchema = z.object({
  // the length is checked before markup is stripped: an oversize text is refused, not cut
  details: z
    .string()
    .max(LIMITS.text, WOMEN_ONLY_MESSAGES.changeDetailsTooLong)
    .transform((value) => sanitizeText(value, LIMITS.text) || undefined)
    .optional(),
});
export type WomenOnlyChangeRequestInput = z.input<typeof womenOnlyChangeRequestInputSchema>;

/** Earnings (driver) and spending (rider) in cents (docs/product/payments.md#earnings-and-spending). */
export const profileSummarySchema = z.object({
  totalEarningsCents: z.number().int(),
  tripsOffered: z.number().int(),
  ridesCompleted: z.number().int(),
  totalSpentCents: z.number().int(),
  ridesTaken: z.number().int(),
});
export type ProfileSummary = z.infer<typeof profileSummarySchema>;
