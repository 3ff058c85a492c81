// The rider's booking screens load together, as one chunk (as the driver's do): a rider
// moves between them, and each chunk of its own would add to the router every first load carries.
export { default as RequestRide } from "./request-ride.tsx";
export { default as RideConfirmation } from "./ride-confirmation.tsx";
export { default as BookingConfirmed } from "./booking-confirmed.tsx";
