import { createECDH, randomBytes } from "node:crypto";
import { EMAIL_KINDS } from "@campusride/shared/domain/notifications";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { notifications } from "../../../src/db/schema/index.ts";
import { driverCar } from "../accounts.ts";
import { multipartFile, PNG } from "../license-files.ts";
import { alertBody, saveAlert } from "../ride-alerts.ts";
import { dayFromToday } from "../trips.ts";
import { onlyFor, statuses, type Actor, type RouteTable } from "./table.ts";
import type { World } from "./world.ts";

const ridersOnly = (ok: number) => statuses(ok, { driver: 403, otherDriver: 403 });
const licenseUpload = () => {
  const body = multipartFile("license.png", "image/png", PNG);
  return { url: "/api/me/license", payload: body.payload, headers: body.headers };
};
/** The caller's own emergency contact as seeded, sent again. */
const ownContact = (actor: Actor, index: number) => ({
  name: `Kin${actor}Contact`,
  phone: `(352) 555-${String(7200 + index)}`,
  email: `kin.${actor.toLowerCase()}@example.com`,
});
const ACTOR_INDEX: Record<Actor, number> = {
  signedOut: 9,
  rider: 0,
  driver: 1,
  both: 2,
  otherRider: 3,
  otherDriver: 4,
  admin: 5,
};

/** A browser's push subscription on Chrome's push service (FCM), new each time. */
function pushSubscription(name: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${name}-${randomBytes(8).toString("hex")}`,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
  };
}

/** The signed-in user's own account: everyone signed in reaches their own, nobody another's. */
export const accountTable: RouteTable = {
  "GET /api/me": [{ request: () => ({ url: "/api/me" }), expect: statuses(200) }],
  "PATCH /api/me": [
    {
      request: (_w, actor) => ({
        url: "/api/me",
        payload: { firstName: `Matrix${actor}`, lastName: `Person${ACTOR_INDEX[actor]}` },
      }),
      expect: statuses(200),
    },
  ],
  "POST /api/me/complete-signup": [
    {
      // every account here has its profile already: only a Google account without one completes it
      request: () => ({
        url: "/api/me/complete-signup",
        payload: {
          firstName: "Ana",
          lastName: "Lopez",
          phone: "(352) 555-0100",
          graduationYear: new Date().getFullYear() + 1,
          university: "University of Florida",
          userType: "rider",
        },
      }),
      expect: statuses(409),
    },
  ],
  "PUT /api/me/vehicle": [
    {
      // a rider who adds a car becomes a driver too: each caller a new account
      freshAccounts: true,
      request: () => ({ url: "/api/me/vehicle", payload: { ...driverCar, licensePlate: "MX NEW 1" } }),
      expect: statuses(200),
    },
  ],
  "PUT /api/me/emergency-contact": [
    {
      request: (_w, actor) => ({
        url: "/api/me/emergency-contact",
        payload: ownContact(actor, ACTOR_INDEX[actor]),
      }),
      expect: statuses(200),
    },
  ],
  "GET /api/me/emergency-contact/confirmation": [
    { request: () => ({ url: "/api/me/emergency-contact/confirmation" }), expect: statuses(200) },
  ],
  "GET /api/me/export": [{ request: () => ({ url: "/api/me/export" }), expect: statuses(200) }],
  // the same download, the password in the body when the session is over a day old
  "POST /api/me/export": [{ request: () => ({ url: "/api/me/export", payload: {} }), expect: statuses(200) }],
  "PUT /api/me/women-only-trips": [
    {
      request: () => ({ url: "/api/me/women-only-trips", payload: { womenOnlyTrips: false } }),
      expect: statuses(200),
    },
    {
      // the choice is made once: a change goes through a change request
      object: "the caller's choice, made just now",
      request: () => ({ url: "/api/me/women-only-trips", payload: { womenOnlyTrips: true } }),
      expect: statuses(409),
    },
  ],
  "POST /api/me/women-only-trips/change-request": [
    {
      // each account made its choice in the PUT's case just above: a change is reviewed
      object: "the caller's own women-only choice",
      request: () => ({
        url: "/api/me/women-only-trips/change-request",
        payload: { details: "Ticked by mistake" },
      }),
      expect: statuses(201),
    },
  ],
  "PUT /api/me/active-role": [
    {
      // a mode only a user of both types has
      request: () => ({ url: "/api/me/active-role", payload: { activeRole: "rider" } }),
      expect: statuses(403, { both: 200 }),
    },
  ],
  // the caller's own trips of today (none in the matrix's world: its trips are days away)
  "GET /api/today": [{ request: () => ({ url: "/api/today" }), expect: statuses(200) }],
  "GET /api/me/summary": [{ request: () => ({ url: "/api/me/summary" }), expect: statuses(200) }],
  "GET /api/me/sessions": [{ request: () => ({ url: "/api/me/sessions" }), expect: statuses(200) }],
  "POST /api/me/sessions/revoke-others": [
    {
      freshAccounts: true,
      request: () => ({ url: "/api/me/sessions/revoke-others" }),
      expect: statuses(200),
    },
  ],
  "DELETE /api/me/sessions/:id": [
    {
      object: "a second signed-in browser of the rider's",
      request: (w) => ({ url: `/api/me/sessions/${w.riderOtherSessionId}` }),
      expect: onlyFor({ rider: 204 }),
    },
  ],
  "POST /api/me/license": [
    {
      // a new upload sends the license back to review: each driver a new account
      freshAccounts: true,
      request: licenseUpload,
      expect: statuses(201, { rider: 403, otherRider: 403, admin: 403 }),
    },
  ],
  "GET /api/me/license": [
    {
      object: "the caller's own license file (a rider has none)",
      request: () => ({ url: "/api/me/license" }),
      expect: statuses(200, { rider: 404, otherRider: 404, admin: 404 }),
    },
  ],
  "GET /api/me/deletion": [{ request: () => ({ url: "/api/me/deletion" }), expect: statuses(200) }],
  "POST /api/me/delete": [
    { freshAccounts: true, request: () => ({ url: "/api/me/delete", payload: {} }), expect: statuses(200) },
  ],
  "GET /api/profiles/:id": [
    {
      object: "the driver's profile (public fields only)",
      request: (w) => ({ url: `/api/profiles/${w.ids.driver}` }),
      expect: statuses(200),
    },
  ],
  "GET /api/profiles/:id/reviews": [
    {
      object: "the reviews about the driver",
      request: (w) => ({ url: `/api/profiles/${w.ids.driver}/reviews` }),
      expect: statuses(200),
    },
  ],
  "GET /api/blocks": [{ request: () => ({ url: "/api/blocks" }), expect: statuses(200) }],
  "PUT /api/blocks/:userId": [
    {
      object: "the bystander",
      request: (w) => ({ url: `/api/blocks/${w.ids.bystander}` }),
      expect: statuses(201),
    },
  ],
  "DELETE /api/blocks/:userId": [
    {
      object: "the bystander",
      request: (w) => ({ url: `/api/blocks/${w.ids.bystander}` }),
      expect: statuses(200),
    },
  ],
  "POST /api/reports": [
    {
      object: "the bystander",
      request: (w) => ({ url: "/api/reports", payload: { userId: w.ids.bystander, reason: "other" } }),
      expect: statuses(201),
    },
  ],
  "GET /api/notifications": [{ request: () => ({ url: "/api/notifications" }), expect: statuses(200) }],
  "POST /api/notifications/read": [
    {
      object: "the bystander's notification: marking it read as anyone else changes nothing",
      request: (w) => ({
        url: "/api/notifications/read",
        payload: { ids: [String(w.bystanderNotificationId)] },
      }),
      expect: statuses(200),
      verify: async (w: World) => {
        const [row] = await w.app.db
          .select({ readAt: notifications.readAt })
          .from(notifications)
          .where(eq(notifications.id, w.bystanderNotificationId));
        expect(row?.readAt, "still unread: only its owner marks it read").toBeNull();
      },
    },
  ],
  "GET /api/notifications/preferences": [
    { request: () => ({ url: "/api/notifications/preferences" }), expect: statuses(200) },
  ],
  "PUT /api/notifications/preferences": [
    {
      request: () => ({
        url: "/api/notifications/preferences",
        payload: { email: Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, true])) },
      }),
      expect: statuses(200),
    },
  ],
  "GET /api/push/public-key": [{ request: () => ({ url: "/api/push/public-key" }), expect: statuses(200) }],
  "POST /api/push/subscriptions": [
    {
      request: (_w, actor) => ({ url: "/api/push/subscriptions", payload: pushSubscription(actor) }),
      expect: statuses(200),
    },
  ],
  "DELETE /api/push/subscriptions": [
    {
      object: "the rider's push subscription",
      prepare: async (w) => {
        const subscription = pushSubscription("rider");
        const response = await w.app.inject({
          method: "POST",
          url: "/api/push/subscriptions",
          headers: w.sessions.rider.headers,
          payload: subscription,
        });
        expect(response.statusCode, response.body).toBe(200);
        return subscription.endpoint;
      },
      request: (_w, _actor, endpoint: string) => ({ url: "/api/push/subscriptions", payload: { endpoint } }),
      expect: onlyFor({ rider: 200 }),
    },
  ],
  "POST /api/ride-alerts": [
    {
      request: () => ({
        url: "/api/ride-alerts",
        payload: alertBody("gainesville", "ocala", dayFromToday(12)),
      }),
      expect: ridersOnly(201),
    },
  ],
  "GET /api/ride-alerts": [{ request: () => ({ url: "/api/ride-alerts" }), expect: ridersOnly(200) }],
  "DELETE /api/ride-alerts/:id": [
    {
      object: "a new ride alert of the rider's",
      prepare: async (w) =>
        (await saveAlert(w.app, w.sessions.rider, alertBody("ocala", "orlando", dayFromToday(11)))).id,
      request: (_w, _actor, alertId: string) => ({ url: `/api/ride-alerts/${alertId}` }),
      expect: onlyFor({ rider: 204, driver: 403, otherDriver: 403 }),
    },
  ],
  "GET /api/conversations": [{ request: () => ({ url: "/api/conversations" }), expect: statuses(200) }],
  "GET /api/conversations/unread-count": [
    { request: () => ({ url: "/api/conversations/unread-count" }), expect: statuses(200) },
  ],
  "GET /api/conversations/:id": [
    {
      object: "the rider's thread with the driver",
      request: (w) => ({ url: `/api/conversations/${w.conversationId}` }),
      expect: onlyFor({ rider: 200, driver: 200 }),
    },
  ],
  "POST /api/conversations/:id/messages": [
    {
      object: "the rider's thread with the driver",
      request: (w) => ({
        url: `/api/conversations/${w.conversationId}/messages`,
        payload: { body: "See you at 9" },
      }),
      expect: onlyFor({ rider: 201, driver: 201 }),
    },
  ],
  "POST /api/conversations/:id/read": [
    {
      object: "the rider's thread with the driver",
      request: (w) => ({ url: `/api/conversations/${w.conversationId}/read` }),
      expect: onlyFor({ rider: 200, driver: 200 }),
    },
  ],
};
