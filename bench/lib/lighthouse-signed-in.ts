/**
 * The signed-in screens the Lighthouse bench audits, on a production server started with
 * the demo data (DEMO_DATA=1): each screen's path and the session cookie of the demo
 * account that sees it, signed in through the real sign-in endpoint.
 */

/** The password the bench gives the demo accounts (DEMO_PASSWORD), never a real one. */
export const BENCH_DEMO_PASSWORD = "lighthouse-bench-demo-7Qx!";

/** The production server's environment for these screens: demo accounts with that password. */
export const DEMO_SERVER_ENV = { DEMO_DATA: "1", DEMO_PASSWORD: BENCH_DEMO_PASSWORD } as const;

const RIDER = "rider@demo.campusride.edu";
const DRIVER = "driver@demo.campusride.edu";

export interface SignedInPage {
  /** What the report calls it. */
  name: string;
  path: string;
  /** The Cookie header Lighthouse sends with every request of the page. */
  cookie: string;
}

/** The server seeds the demo accounts just after it starts listening: sign-in waits for them. */
const SIGN_IN_WAIT_MS = 60_000;

async function signIn(url: string, email: string): Promise<string> {
  const deadline = Date.now() + SIGN_IN_WAIT_MS;
  for (;;) {
    const response = await fetch(`${url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { origin: url, "content-type": "application/json" },
      body: JSON.stringify({ email, password: BENCH_DEMO_PASSWORD }),
    });
    const cookies = response.headers.getSetCookie().map((header) => header.split(";")[0]);
    if (response.ok && cookies.length > 0) return cookies.join("; ");
    if (Date.now() > deadline) throw new Error(`sign-in as ${email} failed: ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

type MyRides = { rides: Array<{ id: string; status: string; seatsRemaining: number }> };

async function driverRides(url: string, driverCookie: string, scope: "upcoming" | "past"): Promise<MyRides> {
  const response = await fetch(`${url}/api/rides/mine?scope=${scope}`, { headers: { cookie: driverCookie } });
  if (!response.ok) throw new Error(`GET /api/rides/mine answered ${response.status}`);
  return (await response.json()) as MyRides;
}

/**
 * One of the demo driver's upcoming trips with a free seat: the ride a rider requests. The
 * demo trips, and last the past ones, are seeded after the accounts: it waits for those too.
 */
async function bookableRideId(url: string, driverCookie: string): Promise<string> {
  const deadline = Date.now() + SIGN_IN_WAIT_MS;
  for (;;) {
    // a busy server's 503 is asked again, like a trip not yet seeded
    const [upcoming, past] = await Promise.all([
      driverRides(url, driverCookie, "upcoming"),
      driverRides(url, driverCookie, "past"),
    ]).catch((error: unknown) => {
      if (Date.now() > deadline) throw error;
      return [{ rides: [] }, { rides: [] }];
    });
    const ride = upcoming.rides.find((entry) => entry.status === "active" && entry.seatsRemaining > 0);
    if (ride && past.rides.length > 0) return ride.id;
    if (Date.now() > deadline) throw new Error("the demo driver has no trip a rider could request");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Every signed-in screen: the demo rider's dashboard, rider home, My Rides, Request a Ride
 * (on a demo driver's trip), messages and profile, and the demo driver's home.
 */
export async function signedInPages(url: string): Promise<SignedInPage[]> {
  const [rider, driver] = await Promise.all([signIn(url, RIDER), signIn(url, DRIVER)]);
  const rideId = await bookableRideId(url, driver);
  return [
    { name: "dashboard", path: "/dashboard", cookie: rider },
    { name: "rider", path: "/rider", cookie: rider },
    { name: "my rides", path: "/rider?tab=my-rides", cookie: rider },
    { name: "request", path: `/dashboard/request-ride/${rideId}`, cookie: rider },
    { name: "messages", path: "/messages", cookie: rider },
    { name: "profile", path: "/profile", cookie: rider },
    { name: "driver", path: "/driver", cookie: driver },
  ];
}
