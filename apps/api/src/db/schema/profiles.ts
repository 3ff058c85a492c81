import { LIMITS } from "@campusride/shared/limits";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { userTypeEnum } from "./enums.ts";

/**
 * A text column keeps at most `max` characters (code points, as `char_length` counts them):
 * the forms and the API refuse longer text with the field's error, and never cut it.
 */
function lengthCheck(name: string, column: AnyPgColumn, max: number) {
  return check(`profiles_${name}_length_check`, sql`char_length(${column}) <= ${sql.raw(String(max))}`);
}

/**
 * A student's profile (docs/product/profile.md#fields). The id is the account's id. Public and owner-only
 * columns live together; the API serialises them through separate schemas.
 */
export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    // public
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    userType: userTypeEnum("user_type").notNull().default("rider"),
    graduationYear: integer("graduation_year"),
    university: text("university"),
    avatarUrl: text("avatar_url"),
    carMake: text("car_make"),
    carModel: text("car_model"),
    carYear: integer("car_year"),
    carColor: text("car_color"),
    driverLicenseVerified: boolean("driver_license_verified").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // owner-only
    email: text("email").notNull(),
    phone: text("phone"),
    licensePlate: text("license_plate"),
    emergencyContactName: text("emergency_contact_name"),
    emergencyContactPhone: text("emergency_contact_phone"),
    /** The student asks for women-only trips: they see them and may request them. */
    womenOnlyTrips: boolean("women_only_trips").notNull().default(false),
    /**
     * When the women-only choice was made (at sign-up, once on the profile, or by an admin
     * from a change request); while null the student may still make it themselves.
     */
    womenOnlyTripsChosenAt: timestamp("women_only_trips_chosen_at", { withTimezone: true }),
    emergencyContactEmail: text("emergency_contact_email"),
    isActive: boolean("is_active").notNull().default(true),
    /** When an admin deactivated the account after a report (is_active false, signed out everywhere). */
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    /** When the student deleted the account; the purge job anonymises the row within 30 days. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** When the purge removed the personal fields; the row stays so trips and bookings read as a deleted user. */
    purgedAt: timestamp("purged_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("profiles_email_idx").on(table.email),
    index("profiles_purge_due_idx")
      .on(table.deletedAt)
      .where(sql`${table.deletedAt} IS NOT NULL AND ${table.purgedAt} IS NULL`),
    lengthCheck("first_name", table.firstName, LIMITS.name),
    lengthCheck("last_name", table.lastName, LIMITS.name),
    lengthCheck("university", table.university, LIMITS.university),
    lengthCheck("email", table.email, LIMITS.email),
    lengthCheck("phone", table.phone, LIMITS.phone),
    lengthCheck("emergency_contact_name", table.emergencyContactName, LIMITS.name),
    lengthCheck("emergency_contact_phone", table.emergencyContactPhone, LIMITS.phone),
    lengthCheck("emergency_contact_email", table.emergencyContactEmail, LIMITS.email),
    lengthCheck("license_plate", table.licensePlate, LIMITS.licensePlate),
    lengthCheck("car_make", table.carMake, LIMITS.carMake),
    lengthCheck("car_model", table.carModel, LIMITS.carModel),
    lengthCheck("car_color", table.carColor, LIMITS.carColor),
    check(
      "profiles_driver_car_check",
      sql`${table.userType} = 'rider' OR (${table.carMake} IS NOT NULL AND ${table.carModel} IS NOT NULL AND ${table.carYear} IS NOT NULL AND ${table.carColor} IS NOT NULL)`,
    ),
  ],
);

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfileRow = typeof profiles.$inferInsert;
