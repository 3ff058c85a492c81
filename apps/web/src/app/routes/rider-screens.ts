// The rider's screens load together, as one chunk (as the driver's do): a rider moves
// between them, and each chunk of its own would add its name and its list of shared
// chunks to the router that every first load (the home page's included) carries.
export { default as RiderHome } from "./rider-home.tsx";
export { default as RequestRide } from "./request-ride.tsx";
export { default as RideConfirmation } from "./ride-confirmation.tsx";
export { default as BookingConfirmed } from "./booking-confirmed.tsx";
export { default as BookingRedirect } from "./booking-redirect.tsx";
