import { PLACES, searchBody } from "../search.ts";
import { multipartFile, PNG } from "../license-files.ts";
import { listeningUrl, openEventStream } from "../sse-client.ts";
import { dayFromToday } from "../trips.ts";
import { statuses, type MatrixCase, type RouteTable } from "./table.ts";

/** The same answer for everyone, signed in or not. */
const everyone = (status: number) => statuses(status, {}, status);
const open = (url: string, status = 200): MatrixCase[] => [
  { request: () => ({ url }), expect: everyone(status) },
];

/** GET /api/events as a browser's EventSource: the answer's status, then the stream is closed. */
const openStream: MatrixCase["send"] = async (app, request, headers) => {
  const client = await openEventStream(await listeningUrl(app), headers, request.url);
  client.close();
  return {
    statusCode: client.status,
    json: client.status === 200 ? undefined : JSON.parse(client.text() || "null"),
  };
};

const gainesville = `${PLACES.gainesville.lat},${PLACES.gainesville.lng}`;
const orlando = `${PLACES.orlando.lat},${PLACES.orlando.lng}`;

/** Routes for anyone: the operations probes, the docs, places, search, contact, and better-auth. */
export const publicTable: RouteTable = {
  "GET /api/health": open("/api/health"),
  "GET /api/ready": open("/api/ready"),
  "GET /api/docs": open("/api/docs"),
  "GET /api/reference": open("/api/reference"),
  "GET /api/reference/": open("/api/reference/"),
  // the UI is served from /api/reference/: its static index redirects there
  "GET /api/reference/static/index.html": open("/api/reference/static/index.html", 302),
  "GET /api/reference/static/swagger-initializer.js": open("/api/reference/static/swagger-initializer.js"),
  "GET /api/reference/static/*": open("/api/reference/static/swagger-ui.css"),
  "GET /api/reference/json": open("/api/reference/json"),
  "GET /api/reference/yaml": open("/api/reference/yaml"),
  "GET /api/sign-in-methods": open("/api/sign-in-methods"),
  // a browser check, for an address under attack (auth-browser-check.test.ts)
  "GET /api/auth-challenge": open("/api/auth-challenge"),
  "GET /api/payments/config": open("/api/payments/config"),
  // riders pay at pickup here: there is no payment provider whose events to take
  "POST /api/payments/webhook": [
    {
      request: () => ({ url: "/api/payments/webhook", payload: { type: "checkout.session.completed" } }),
      expect: everyone(404),
    },
  ],
  "GET /api/places/autocomplete": open("/api/places/autocomplete?q=Gaines"),
  "GET /api/places/search": open("/api/places/search?q=Gainesville"),
  "GET /api/places/nearby": open(
    `/api/places/nearby?lat=${PLACES.gainesville.lat}&lng=${PLACES.gainesville.lng}`,
  ),
  "GET /api/places/geocode": open("/api/places/geocode?address=Gainesville"),
  "GET /api/places/:placeId": open("/api/places/campus:ufl"),
  "GET /api/routes": open(`/api/routes?from=${gainesville}&to=${orlando}`),
  // the campus demand board: counts of riders, the same for everyone
  "GET /api/campuses": open("/api/campuses"),
  "GET /api/campuses/:slug/demand": open("/api/campuses/ufl/demand"),
  "POST /api/search": [
    {
      object: "the driver's upcoming trip is among the answers (public view)",
      request: () => ({ url: "/api/search", payload: searchBody("gainesville", "orlando", dayFromToday(7)) }),
      expect: everyone(200),
    },
  ],
  "POST /api/contact": [
    {
      request: (_w, actor) => ({
        url: "/api/contact",
        payload: {
          name: "Ana Lopez",
          email: `contact.${actor.toLowerCase()}@ufl.edu`,
          subject: "General Inquiry",
          message: "How do I change my pickup point?",
        },
      }),
      expect: everyone(201),
    },
  ],
  "POST /api/signup/license": [
    {
      request: () => {
        const body = multipartFile("license.png", "image/png", PNG);
        return { url: "/api/signup/license", payload: body.payload, headers: body.headers };
      },
      expect: everyone(201),
    },
  ],
  "GET /api/shared-trips/:token": [
    {
      object: "the rider's share link of the driver's trip",
      request: (w) => ({ url: `/api/shared-trips/${w.shareToken}` }),
      expect: everyone(200),
      // decision 0029: the page a rider shares shows the driver's plate, to anyone holding the link
      shows: Object.fromEntries(
        (["signedOut", "rider", "driver", "both", "otherRider", "otherDriver", "admin"] as const).map(
          (actor) => [actor, [{ of: "driver", fields: ["licensePlate"] }]],
        ),
      ),
    },
    {
      object: "a link that does not exist",
      request: () => ({ url: "/api/shared-trips/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" }),
      expect: everyone(404),
    },
  ],
  // the emergency contact's answer, by the token of a mail to them: nobody's session matters
  "POST /api/trip-updates/confirm": [
    {
      object: "a token no mail carried",
      request: () => ({ url: "/api/trip-updates/confirm", payload: { token: "A".repeat(43) } }),
      expect: everyone(404),
    },
  ],
  "POST /api/trip-updates/stop": [
    {
      object: "a token no mail carried",
      request: () => ({ url: "/api/trip-updates/stop", payload: { token: "A".repeat(43) } }),
      expect: everyone(404),
    },
  ],
  "GET /api/events": [{ request: () => ({ url: "/api/events" }), send: openStream, expect: statuses(200) }],
  // better-auth's endpoints, one route: the paths CampusRide does not route answer a 404
  // (auth.ts holds the routed ones); better-auth's own that are not routed: access-control-matrix.test.ts
  "GET /api/auth/*": [
    // would hand out every session's token (/api/me/sessions lists them instead)
    {
      object: "list-sessions, not routed",
      request: () => ({ url: "/api/auth/list-sessions" }),
      expect: everyone(404),
    },
    {
      object: "list-accounts, not routed",
      request: () => ({ url: "/api/auth/list-accounts" }),
      expect: everyone(404),
    },
    {
      object: "a path nobody has",
      request: () => ({ url: "/api/auth/no-such-thing" }),
      expect: everyone(404),
    },
  ],
  "POST /api/auth/*": [
    {
      // profile changes go through /api/me (the phone needs a recent sign-in)
      object: "update-user, not routed",
      request: (_w, actor) => ({ url: "/api/auth/update-user", payload: { name: `Matrix${actor}` } }),
      expect: everyone(404),
    },
    {
      // sessions end through /api/me/sessions, where a stale session gives the password again
      object: "revoke-other-sessions, not routed",
      request: () => ({ url: "/api/auth/revoke-other-sessions", payload: {} }),
      expect: everyone(404),
    },
    {
      object: "get-session by POST, not routed",
      request: () => ({ url: "/api/auth/get-session", payload: {} }),
      expect: everyone(404),
    },
  ],
  // outside production only, and only for a client on this machine (dev-mailbox-access.test.ts)
  "GET /dev/mailbox": open("/dev/mailbox", 403),
};
