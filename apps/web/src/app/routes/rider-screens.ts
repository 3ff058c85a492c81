// The rider's screens load together, as one chunk (as the driver's do, see driver-screens.ts):
// each lazily loaded chunk of its own would add to the router every first load carries.
export { default as RiderHome } from "./rider-home.tsx";
export { default as BookingRedirect } from "./booking-redirect.tsx";
