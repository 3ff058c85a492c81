export * from "./enums.ts";
export * from "./profiles.ts";
export * from "./rides.ts";
export * from "./bookings.ts";
export * from "./contact-messages.ts";
export * from "./rate-limits.ts";
