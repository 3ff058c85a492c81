/** Riders, drivers, or both (docs/product/accounts.md#roles). */
export const USER_TYPES = ["rider", "driver", "both"] as const;
export type UserType = (typeof USER_TYPES)[number];

export const ROLE_LABELS: Record<UserType, string> = {
  rider: "Rider only",
  driver: "Driver only",
  both: "Both rider and driver",
};

/** True when the user type includes driving. */
export function isDriverType(userType: UserType | null | undefined): boolean {
  return userType === "driver" || userType === "both";
}

/** True when the user type includes riding. */
export function isRiderType(userType: UserType | null | undefined): boolean {
  return userType === "rider" || userType === "both";
}

/** Graduation years offered: 8 years starting from the current year minus 1. */
export function graduationYears(now: Date = new Date()): number[] {
  const first = now.getFullYear() - 1;
  return Array.from({ length: 8 }, (_, index) => first + index);
}
