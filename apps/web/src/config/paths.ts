import { RESET_PASSWORD_PATH } from "@campusride/shared/paths";
import type { UserType } from "@campusride/shared/domain/user-types";

/** The app's pages that links and redirects name (the router declares the same paths). */
export const paths = {
  home: "/",
  terms: "/terms",
  privacy: "/privacy",
  signIn: "/signin",
  signUp: "/signup",
  forgotPassword: "/forgot-password",
  resetPassword: RESET_PASSWORD_PATH,
  authSuccess: "/auth-success",
  twoFactorConfirmation: "/two-factor-confirmation",
  dashboard: "/dashboard",
  profile: "/profile",
  driver: "/driver",
  createTrip: "/driver/create-trip",
  confirmTrip: "/driver/confirm-trip",
  rider: "/rider",
  /** The rider dashboard's My Rides tab. */
  myRides: "/rider?tab=my-rides",
  /** The summary after 'Confirm and Pay'. */
  confirmation: "/dashboard/confirmation",
  adminLicenses: "/admin/licenses",
  /** The driver's payout settings and history. */
  payouts: "/dashboard/payouts",
} as const;

/** A trip's requests, for its driver. */
export function tripRequestsPath(rideId: string): string {
  return `/dashboard/trip-requests/${encodeURIComponent(rideId)}`;
}

/** Request a Ride: the rider asks for seats on a ride (`search`: "?seats=2", carried from 'Book seat'). */
export function requestRidePath(rideId: string, search = ""): string {
  return `/dashboard/request-ride/${encodeURIComponent(rideId)}${search}`;
}

/** The result cards' 'Book seat' link, with the searched passengers as the seats to start at; it redirects to requestRidePath. */
export function bookingPath(rideId: string, seats?: number, returnRideId?: string): string {
  const params = new URLSearchParams({
    ...(seats === undefined ? {} : { seats: String(seats) }),
    // a round trip: the ride back chosen in the search, offered on the request screen
    ...(returnRideId === undefined ? {} : { return: returnRideId }),
  });
  const query = params.size === 0 ? "" : `?${params}`;
  return `/booking/${encodeURIComponent(rideId)}${query}`;
}

/** A rider's booking with its price breakdown, before 'Confirm and Pay'. */
export function rideConfirmationPath(bookingId: string): string {
  return `/dashboard/ride-confirmation/${encodeURIComponent(bookingId)}`;
}

/** The summary after 'Confirm and Pay', naming the booking in its address so a reload keeps it. */
export function confirmationPath(bookingId: string): string {
  return `${paths.confirmation}?${new URLSearchParams({ booking: bookingId })}`;
}

/** A weekly series: its driver's page (upcoming trips, edit, cancel), read-only for anyone else. */
export function seriesPath(seriesId: string): string {
  return `/series/${encodeURIComponent(seriesId)}`;
}

/** A trip's edit page (time, notes, seats), for its driver. */
export function editRidePath(rideId: string): string {
  return `/rides/${encodeURIComponent(rideId)}/edit`;
}

/**
 * `value` when it is a path of this site ("/rides/1?x=y"), else null: a redirect taken
 * from a query string must never lead off the site ("//evil.example", "/\\evil.example").
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  try {
    const base = "http://campusride.invalid";
    const url = new URL(value, base);
    // checked after the parser has resolved "." and "..": "/.//evil.example" becomes "//evil.example"
    const isOwnPath = url.origin === base && !url.pathname.startsWith("//");
    return isOwnPath ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * /auth-success after a sign-in; the page forwards to `redirect` (a same-site path) or,
 * without one, to the dashboard.
 */
export function signedInPath(redirect?: string | null): string {
  const target = sameSitePath(redirect);
  return target ? `${paths.authSuccess}?${new URLSearchParams({ redirect: target })}` : paths.authSuccess;
}

/** /signup, at `step` of the wizard, with `role` chosen in advance ('Join as a Driver'). */
export function signUpPath({ role, step }: { role?: UserType; step?: number } = {}): string {
  const query = new URLSearchParams();
  if (role) query.set("role", role);
  if (step && step > 1) query.set("step", String(step));
  const search = query.toString();
  return search ? `${paths.signUp}?${search}` : paths.signUp;
}

/** A campus's demand board; without a slug, the page that asks which campus. */
export function campusDemandPath(slug?: string): string {
  return slug ? `/campus/${encodeURIComponent(slug)}` : "/campus";
}
