import type { PrivateProfile } from "@campusride/shared/schemas/profile";

/**
 * A profile as GET /api/me describes it: by default a verified driver with a complete
 * car; tests override what they are about (a rider, a license under review…).
 */
export function profileOf(overrides: Partial<PrivateProfile> = {}): PrivateProfile {
  return {
    id: "driver-1",
    firstName: "Dana",
    lastName: "Driver",
    userType: "driver",
    graduationYear: 2027,
    university: "University of Florida",
    avatarUrl: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    carMake: "Toyota",
    carModel: "Camry",
    carYear: 2021,
    carColor: "Silver",
    driverLicenseVerified: true,
    email: "dana@ufl.edu",
    phone: "+13525550100",
    licensePlate: null,
    emergencyContactName: null,
    emergencyContactPhone: null,
    emergencyContactEmail: null,
    womenOnlyTrips: false,
    womenOnlyTripsLocked: false,
    isActive: true,
    updatedAt: "2026-01-01T00:00:00.000Z",
    hasLicenseFile: true,
    licenseStatus: "verified",
    licenseRejectionReason: null,
    ...overrides,
  };
}
