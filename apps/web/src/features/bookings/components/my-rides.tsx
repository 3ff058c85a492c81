/**
 * Placeholder for the rider's My Rides (its upcoming and past requests), built on the
 * bookings screens' branch: this file is replaced by theirs when the branches merge.
 */
export function MyRides() {
  return <p className="text-slate-600">Your ride requests will show here.</p>;
}
