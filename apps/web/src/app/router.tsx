import type { ActiveRole } from "@campusride/shared/schemas/profile";
import { matchRoutes, useRoutes, type RouteObject } from "react-router";
import { CHROME, RootLayout } from "./layout/root-layout.tsx";
import { lazyExport, lazyExports, lazyScreen, type LazyScreen } from "./lazy-screen.tsx";

// Declarative routes: the data router (createBrowserRouter) would add 16 KB gzipped of
// loaders, actions and fetchers to every first load, and CampusRide uses none of them.

const Home = lazyScreen(() => import("./routes/home.tsx"));
const HowItWorks = lazyScreen(() => import("./routes/how-it-works.tsx"));
const About = lazyScreen(() => import("./routes/about.tsx"));
const Faq = lazyScreen(() => import("./routes/faq.tsx"));
const Contact = lazyScreen(() => import("./routes/contact.tsx"));
const Safety = lazyScreen(() => import("./routes/safety.tsx"));
const Terms = lazyScreen(() => import("./routes/terms.tsx"));
const Privacy = lazyScreen(() => import("./routes/privacy.tsx"));
const PlanRoute = lazyScreen(() => import("./routes/plan-route.tsx"));
const CampusDemand = lazyScreen(() => import("./routes/campus-demand.tsx"));
// the pages with the Google button load its on/off answer with their code (no late shift)
async function withSignInMethods<T>(load: Promise<T>): Promise<T> {
  const [screen] = await Promise.all([
    load,
    import("../features/auth/api/get-sign-in-methods.ts").then((module) => module.prefetchSignInMethods()),
  ]);
  return screen;
}
const SignIn = lazyScreen(() => withSignInMethods(import("./routes/signin.tsx")));
const SignUp = lazyScreen(() => withSignInMethods(import("./routes/signup.tsx")));
const ForgotPassword = lazyScreen(() => import("./routes/forgot-password.tsx"));
const ResetPassword = lazyScreen(() => import("./routes/reset-password.tsx"));
const AuthSuccess = lazyScreen(() => import("./routes/auth-success.tsx"));
const EmailVerified = lazyScreen(() => import("./routes/email-verified.tsx"));
const TwoFactorConfirmation = lazyScreen(() => import("./routes/two-factor-confirmation.tsx"));
const OAuthCallback = lazyScreen(() => import("./routes/oauth-callback.tsx"));
const SignupComplete = lazyScreen(() => import("./routes/signup-complete.tsx"));
const { Profile, RideReviews, PublicProfile } = lazyExports(
  () => import("./routes/profile-screens.ts"),
  ["Profile", "RideReviews", "PublicProfile"],
);
const Dashboard = lazyScreen(() => import("./routes/dashboard.tsx"));
const AdminLicenses = lazyScreen(() => import("./routes/admin-licenses.tsx"));
const AdminReports = lazyScreen(() => import("./routes/admin-reports.tsx"));
const AdminMessages = lazyScreen(() => import("./routes/admin-messages.tsx"));
const AdminMessage = lazyScreen(() => import("./routes/admin-message.tsx"));
const { DriverHome, CreateTrip, ConfirmTrip, TripRequests, EditRide, Payouts } = lazyExports(
  () => import("./routes/driver-screens.ts"),
  ["DriverHome", "CreateTrip", "ConfirmTrip", "TripRequests", "EditRide", "Payouts"],
);
const { RiderHome, RequestRide, RideConfirmation, BookingConfirmed, BookingRedirect } = lazyExports(
  () => import("./routes/rider-screens.ts"),
  ["RiderHome", "RequestRide", "RideConfirmation", "BookingConfirmed", "BookingRedirect"],
);
const { MessagesInbox, MessageThread } = lazyExports(
  () => import("./routes/message-screens.ts"),
  ["MessagesInbox", "MessageThread"],
);
const SharedTrip = lazyScreen(() => import("./routes/shared-trip.tsx"));
const Series = lazyScreen(() => import("./routes/series.tsx"));
const TripUpdates = lazyScreen(() => import("./routes/trip-updates.tsx"));
const NotFound = lazyScreen(() => import("./routes/not-found.tsx"));
// The guards load with the first screen behind them, not with the home page, and with the
// signed-in user they ask about (no 'Loading…' before the screen).
const loadGuards = async () => {
  const signedInUser = import("../features/auth/api/prefetch-signed-in-user.ts").then((module) =>
    module.prefetchSignedInUser(),
  );
  const { RequireAuth, RequireRole, RequireAdmin } = await import("./guards.tsx");
  await signedInUser;
  return { RequireAuth, RequireRole, RequireAdmin };
};
const RequireAuth = lazyExport(loadGuards, "RequireAuth");
const RequireAdmin = lazyExport(loadGuards, "RequireAdmin");
const VisitorsOnly = lazyExport(() => import("./visitors-only.tsx"), "VisitorsOnly");
function requireRole(area: ActiveRole) {
  return lazyScreen(async () => {
    const { RequireRole } = await loadGuards();
    return { default: () => <RequireRole area={area} /> };
  });
}
const RequireDriver = requireRole("driver");
const RequireRider = requireRole("rider");

/** Where a screen shows: the index of its parent, or a path and/or child routes. */
type Placement = { index: true } | { path?: string; children?: RouteObject[] };

/** A route showing a lazily loaded screen (or guard); `handle` keeps it for `preloadScreens`. */
function screen(Screen: LazyScreen, placement: Placement): RouteObject {
  return { ...placement, Component: Screen, handle: Screen };
}

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      screen(Home, { index: true }),
      screen(HowItWorks, { path: "how-it-works" }),
      screen(About, { path: "about" }),
      screen(Faq, { path: "faq" }),
      screen(Contact, { path: "contact" }),
      screen(Safety, { path: "safety" }),
      screen(Terms, { path: "terms" }),
      screen(Privacy, { path: "privacy" }),
      screen(PlanRoute, { path: "routes" }),
      // where a campus's students want to go (/campus asks which campus)
      screen(CampusDemand, { path: "campus/:slug?" }),
      // for visitors: a signed-in user goes on to the dashboard (or ?redirect=)
      screen(VisitorsOnly, {
        children: [screen(SignIn, { path: "signin" }), screen(SignUp, { path: "signup" })],
      }),
      screen(ForgotPassword, { path: "forgot-password" }),
      screen(ResetPassword, { path: "reset-password" }),
      screen(AuthSuccess, { path: "auth-success" }),
      screen(EmailVerified, { path: "email-verified" }),
      screen(TwoFactorConfirmation, { path: "two-factor-confirmation" }),
      // Google sign-in: its return, and the profile a new account still needs
      screen(OAuthCallback, { path: "oauth-callback" }),
      screen(SignupComplete, { path: "signup-complete" }),
      // 'Book seat' on a search result: Request a Ride, which asks a visitor to sign in
      screen(BookingRedirect, { path: "booking/:rideId" }),
      // Share my trip: the emergency contact's read-only page (no sign-in)
      screen(SharedTrip, { path: "shared-trip/:token" }),
      // the emergency contact confirms trip mail, or stops it (no sign-in)
      screen(TripUpdates, { path: "trip-updates/:token" }),
      // login required
      screen(RequireAuth, {
        children: [
          screen(Profile, { path: "profile" }),
          screen(Dashboard, { path: "dashboard" }),
          screen(RideReviews, { path: "dashboard/reviews/:rideId" }),
          screen(PublicProfile, { path: "users/:id" }),
          screen(RideConfirmation, { path: "dashboard/ride-confirmation/:id" }),
          screen(BookingConfirmed, { path: "dashboard/confirmation" }),
          screen(MessagesInbox, { path: "messages" }),
          screen(MessageThread, { path: "messages/:conversationId" }),
          // a weekly series: its driver's page, the dates of it for anyone else
          screen(Series, { path: "series/:id" }),
          screen(RequireDriver, {
            children: [
              screen(DriverHome, { path: "driver" }),
              screen(DriverHome, { path: "dashboard/driver" }),
              screen(CreateTrip, { path: "driver/create-trip" }),
              screen(ConfirmTrip, { path: "driver/confirm-trip" }),
              screen(TripRequests, { path: "dashboard/trip-requests/:tripId" }),
              screen(EditRide, { path: "rides/:id/edit" }),
              screen(Payouts, { path: "dashboard/payouts" }),
            ],
          }),
          screen(RequireRider, {
            children: [
              screen(RiderHome, { path: "rider" }),
              screen(RiderHome, { path: "dashboard/rider" }),
              screen(RequestRide, { path: "dashboard/request-ride/:rideId" }),
            ],
          }),
        ],
      }),
      // admins only; to anyone else the not-found page, never a sign-in redirect
      screen(RequireAdmin, {
        children: [
          screen(AdminLicenses, { path: "admin/licenses" }),
          screen(AdminReports, { path: "admin/reports" }),
          screen(AdminMessages, { path: "admin/messages" }),
          screen(AdminMessage, { path: "admin/messages/:id" }),
        ],
      }),
      screen(NotFound, { path: "*" }),
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Loads the code of every screen (and guard) the path shows, and of the top bar and
 * footer, so that the first render has it all and draws the page once: drawing the chrome first made the footer jump
 * when the screen arrived.
 */
export async function preloadScreens(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const screens = matches.map(({ route }) => route.handle as LazyScreen | undefined);
  await Promise.all([...CHROME, ...screens].map((screen) => screen?.preload()));
}
