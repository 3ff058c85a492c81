import {
  type ActiveRole,
  type EmergencyContact,
  type PrivateProfile,
  type ProfileSummary,
  type PublicProfile,
} from "@campusride/shared/schemas/profile";
import { PROFILE_MESSAGES, WOMEN_ONLY_MESSAGES } from "@campusride/shared/messages";
import { isDriverType } from "@campusride/shared/schemas/signup";
import type { SignupData } from "@campusride/shared/schemas/signup-input";
import type { CarDetailsInput } from "@campusride/shared/schemas/vehicle";
import { moneySummary } from "@campusride/shared/domain/payments";
import { NO_SHOW_COUNT_MONTHS, NO_SHOW_COUNT_THRESHOLD } from "@campusride/shared/domain/ride-day";
import type { Database } from "../../db/client.ts";
import type { NewProfileRow, ProfileRow } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { now } from "../../lib/clock.ts";
import {
  chooseWomenOnlyTrips,
  countDrivenRides,
  countRecentNoShows,
  countRidesTaken,
  findActiveProfileRow,
  findLatestLicense,
  findProfileRow,
  insertProfile,
  readCompletedLedger,
  setSessionRole,
  updateCar,
  updateEmergencyContact,
  updateNames,
} from "./queries.ts";

/** Writes the profile of a new account (inside the sign-up transaction). */
export async function createProfileForSignup(db: Database, userId: string, data: SignupData): Promise<void> {
  if (isDriverType(data.userType) && (!data.carMake || !data.carModel || !data.carYear || !data.carColor)) {
    throw new AppError("VALIDATION", PROFILE_MESSAGES.driverCarOnCreate);
  }
  await insertProfile(db, newProfileRow(userId, data.email, data));
}

/** A new student's profile row: active, its license not yet verified (however the account was made). */
export function newProfileRow(
  userId: string,
  email: string,
  data: Omit<SignupData, "email" | "password" | "licenseUploadId">,
): NewProfileRow {
  return {
    id: userId,
    email,
    firstName: data.firstName,
    lastName: data.lastName,
    phone: data.phone,
    userType: data.userType,
    graduationYear: data.graduationYear,
    university: data.university,
    carMake: data.carMake,
    carModel: data.carModel,
    carYear: data.carYear,
    carColor: data.carColor,
    // ticked at sign-up, the choice is made; left unticked, she may still make it once on the profile
    womenOnlyTrips: data.womenOnlyTrips,
    womenOnlyTripsChosenAt: data.womenOnlyTrips ? now() : null,
    driverLicenseVerified: false,
    isActive: true,
  };
}

function toPublic(row: ProfileRow): PublicProfile {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    userType: row.userType,
    graduationYear: row.graduationYear,
    university: row.university,
    avatarUrl: row.avatarUrl,
    createdAt: row.createdAt.toISOString(),
    carMake: row.carMake,
    carModel: row.carModel,
    carYear: row.carYear,
    carColor: row.carColor,
    driverLicenseVerified: row.driverLicenseVerified,
  };
}

/** The account's license upload as the profile shows it; null when none was uploaded. */
interface LicenseState {
  status: "pending" | "verified" | "rejected";
  rejectionReason: string | null;
}

function toPrivate(row: ProfileRow, license: LicenseState | undefined): PrivateProfile {
  return {
    ...toPublic(row),
    email: row.email,
    phone: row.phone,
    licensePlate: row.licensePlate,
    emergencyContactName: row.emergencyContactName,
    emergencyContactPhone: row.emergencyContactPhone,
    emergencyContactEmail: row.emergencyContactEmail,
    womenOnlyTrips: row.womenOnlyTrips,
    womenOnlyTripsLocked: row.womenOnlyTripsChosenAt !== null,
    isActive: row.isActive,
    updatedAt: row.updatedAt.toISOString(),
    hasLicenseFile: Boolean(license),
    licenseStatus: license?.status ?? "none",
    licenseRejectionReason: license?.status === "rejected" ? license.rejectionReason : null,
  };
}

async function findProfile(db: Database, userId: string): Promise<ProfileRow> {
  const row = await findProfileRow(db, userId);
  if (!row) throw new AppError("NOT_FOUND", PROFILE_MESSAGES.notFound);
  return row;
}

/** The role the user acts as: fixed by the type, or the session's choice for both (rider first). */
export function resolveActiveRole(userType: ProfileRow["userType"], stored: string | null): ActiveRole {
  if (userType === "rider") return "rider";
  if (userType === "driver") return "driver";
  return stored === "driver" ? "driver" : "rider";
}

export async function getOwnProfile(
  db: Database,
  userId: string,
  storedRole: string | null,
  isAdmin: boolean,
) {
  const row = await findProfile(db, userId);
  const license = await findLatestLicense(db, userId);
  return {
    profile: toPrivate(row, license),
    activeRole: resolveActiveRole(row.userType, storedRole),
    isAdmin,
  };
}

/** The signed-in user's own profile alone (their data export reads it). */
export async function readOwnProfile(db: Database, userId: string): Promise<PrivateProfile> {
  return (await getOwnProfile(db, userId, null, false)).profile;
}

/** True when `phone` differs from the profile's phone (a sensitive change). */
export async function isPhoneChange(db: Database, userId: string, phone: string | null): Promise<boolean> {
  const row = await findProfile(db, userId);
  return (row.phone ?? null) !== phone;
}

export async function updateOwnProfile(
  db: Database,
  userId: string,
  input: { firstName: string; lastName: string; phone: string | null },
): Promise<void> {
  if (!(await updateNames(db, userId, input))) throw new AppError("NOT_FOUND", PROFILE_MESSAGES.notFound);
}

/**
 * Saves the car. A rider who adds a car becomes both rider and driver (a user can
 * be both): the profile's 'Become a driver' is this call followed by a license upload.
 */
export async function updateVehicle(
  db: Database,
  userId: string,
  car: CarDetailsInput & { licensePlate?: string | null },
): Promise<void> {
  const updated = await updateCar(db, userId, { ...car, carYear: Number(car.carYear) });
  if (!updated) throw new AppError("NOT_FOUND", PROFILE_MESSAGES.notFound);
}

/**
 * The student's own women-only choice, made once: the first answer is kept and the choice
 * locked; the same answer again changes nothing; another answer is refused (409), since a
 * change goes through a change request an admin reviews. One guarded statement, so two
 * first answers sent at once cannot both be kept.
 */
export async function setWomenOnlyTrips(
  db: Database,
  userId: string,
  womenOnlyTrips: boolean,
): Promise<boolean> {
  const kept = await chooseWomenOnlyTrips(db, userId, womenOnlyTrips);
  if (kept !== undefined) return kept;
  await findProfile(db, userId);
  throw new AppError("CONFLICT", WOMEN_ONLY_MESSAGES.alreadyChosen);
}

/** Saves the emergency contact (name, phone, email); a null field is cleared. */
export async function setEmergencyContact(db: Database, userId: string, contact: EmergencyContact) {
  if (!(await updateEmergencyContact(db, userId, contact))) {
    throw new AppError("NOT_FOUND", PROFILE_MESSAGES.notFound);
  }
}

/** Stores the browser session's role for a user of type both. */
export async function setActiveRole(
  db: Database,
  userId: string,
  sessionId: string,
  role: ActiveRole,
): Promise<ActiveRole> {
  const row = await findProfile(db, userId);
  if (row.userType !== "both") throw new AppError("FORBIDDEN", PROFILE_MESSAGES.roleSwitchNotAllowed);
  await setSessionRole(db, userId, sessionId, role);
  return role;
}

/**
 * Earnings and spending from the ledger (earnings are completed rides, spending completed
 * bookings), summed by the money rules: the driver's shares settled on their completed
 * rides, and what the rider paid (charged or owed at pickup, less refunds) for completed bookings.
 */
export async function getSummary(db: Database, userId: string): Promise<ProfileSummary> {
  const driven = await countDrivenRides(db, userId);
  const ledger = await readCompletedLedger(db, userId);
  return {
    totalEarningsCents: moneySummary(ledger.asDriver).driverEarnedCents,
    tripsOffered: driven.offered,
    ridesCompleted: driven.completed,
    totalSpentCents: moneySummary(ledger.asRider).riderPaidCents,
    ridesTaken: await countRidesTaken(db, userId),
  };
}

type PublicProfileCounts = PublicProfile & { noShows: number | null; driverNoShows: number | null };

/**
 * Another user's public fields, with their no-shows as a rider and as a driver shown from
 * NO_SHOW_COUNT_THRESHOLD within NO_SHOW_COUNT_MONTHS (null below); inactive profiles are not shown.
 */
export async function getPublicProfile(db: Database, profileId: string): Promise<PublicProfileCounts> {
  const row = await findActiveProfileRow(db, profileId);
  if (!row) throw new AppError("NOT_FOUND", "Profile not found");
  const counts = await countRecentNoShows(db, profileId, NO_SHOW_COUNT_MONTHS);
  // shown only from NO_SHOW_COUNT_THRESHOLD: one missed pickup says little (docs/product/ride-day.md)
  const shown = (count: number) => (count >= NO_SHOW_COUNT_THRESHOLD ? count : null);
  return { ...toPublic(row), noShows: shown(counts.noShows), driverNoShows: shown(counts.driverNoShows) };
}
