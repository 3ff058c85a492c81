import { z } from "zod";
import { sanitizePhone } from "../sanitize.ts";
import { USER_TYPES, carDetailsSchema, requiredName } from "./signup.ts";

/** Texts of spec §5 "Profiles and roles" / "Profile edit" and §8 "Profile". */
export const PROFILE_MESSAGES = {
  notFound: "Profile not found. Please complete your profile setup.",
  createFailed: "Failed to create profile. Please contact support.",
  driverCarOnCreate: "Driver information required: car details must be provided",
  driverCarOnUpdate: "Driver information required: complete car details must be provided",
  driverCarIncomplete: "Driver profiles must include complete car information.",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  profileUpdated: "Profile information updated successfully!",
  vehicleUpdated: "Vehicle information updated successfully!",
  roleSwitchNotAllowed: "Only users who are both rider and driver can switch roles",
  authRequired: "Authentication required",
  licenseUploaded: "Driver license uploaded. Verification takes about 24 hours.",
  licenseNotFound: "No driver license uploaded yet.",
} as const;

export const ACTIVE_ROLES = ["rider", "driver"] as const;
export type ActiveRole = (typeof ACTIVE_ROLES)[number];

/** What anyone may see of a profile (spec §3 "Public fields"). */
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

/** The owner's full view: public fields plus the owner-only ones. */
export const privateProfileSchema = publicProfileSchema.extend({
  email: z.string(),
  phone: z.string().nullable(),
  licensePlate: z.string().nullable(),
  emergencyContactName: z.string().nullable(),
  emergencyContactPhone: z.string().nullable(),
  isActive: z.boolean(),
  updatedAt: z.iso.datetime(),
  hasLicenseFile: z.boolean(),
});

export type PublicProfile = z.infer<typeof publicProfileSchema>;
export type PrivateProfile = z.infer<typeof privateProfileSchema>;

export const meResponseSchema = z.object({
  profile: privateProfileSchema,
  activeRole: z.enum(ACTIVE_ROLES),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * Profile edit: first and last name required, phone optional. Changing the phone from a
 * session older than a day takes the current password as well.
 */
export const updateProfileInputSchema = z.object({
  firstName: requiredName(PROFILE_MESSAGES.firstNameRequired),
  lastName: requiredName(PROFILE_MESSAGES.lastNameRequired),
  phone: z
    .string()
    .nullish()
    .transform((value) => {
      const phone = value == null ? "" : sanitizePhone(value);
      return phone === "" ? null : phone;
    }),
  currentPassword: z.string().max(1000).optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;

/** Vehicle edit: make, model, year and colour all required. */
export const vehicleInputSchema = z
  .object({
    carMake: z.unknown().optional(),
    carModel: z.unknown().optional(),
    carYear: z.unknown().optional(),
    carColor: z.unknown().optional(),
  })
  .transform((value, ctx) => {
    const car = carDetailsSchema.safeParse(value);
    if (!car.success) {
      ctx.addIssue({ code: "custom", message: PROFILE_MESSAGES.driverCarOnUpdate });
      return z.NEVER;
    }
    return car.data;
  });
export type VehicleInput = z.input<typeof vehicleInputSchema>;

export const activeRoleInputSchema = z.object({
  activeRole: z.enum(ACTIVE_ROLES, { error: "Please choose rider or driver" }),
});

/** Earnings (driver) and spending (rider) in cents, spec §9 "Pricing". */
export const profileSummarySchema = z.object({
  totalEarningsCents: z.number().int(),
  tripsOffered: z.number().int(),
  ridesCompleted: z.number().int(),
  totalSpentCents: z.number().int(),
  ridesTaken: z.number().int(),
});
export type ProfileSummary = z.infer<typeof profileSummarySchema>;
