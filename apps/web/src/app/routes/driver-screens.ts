// The driver's screens load together, as one chunk: a driver moves between them, and each
// lazily loaded chunk of its own would add its name and its list of shared chunks to the
// router that every first load (the home page's included) carries.
export { default as DriverHome } from "./driver-home.tsx";
export { default as CreateTrip } from "./create-trip.tsx";
export { default as ConfirmTrip } from "./confirm-trip.tsx";
export { default as TripRequests } from "./trip-requests.tsx";
export { default as EditRide } from "./edit-ride.tsx";
export { default as Payouts } from "./payouts.tsx";
