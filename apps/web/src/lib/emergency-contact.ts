/**
 * The profile's emergency contact card: Share my trip links there to add an email. Kept
 * out of config/paths.ts, which the first load carries.
 */
export const EMERGENCY_CONTACT_ID = "emergency-contact";
export const EMERGENCY_CONTACT_PATH = `/profile#${EMERGENCY_CONTACT_ID}`;
