import { expect } from "vitest";
import { uploadLicense } from "../license-files.ts";
import { createSession } from "../session.ts";
import { driverCar, freshIp } from "../accounts.ts";
import { otherRidersNoShowDispute } from "./prepare.ts";
import { statuses, type RouteTable } from "./table.ts";
import { freshSession, PEOPLE, type World } from "./world.ts";

/** Anyone but an admin, signed out included, gets the answer of a path that does not exist. */
const adminOnly = (ok: number) => statuses(404, { admin: ok }, 404);

/** A new message through the contact form, open in the admins' inbox; its id. */
async function newContactMessage(world: World): Promise<string> {
  const sent = await world.app.inject({
    method: "POST",
    url: "/api/contact",
    remoteAddress: freshIp(),
    payload: { name: "Casey", email: "casey.matrix@ufl.edu", subject: "Other", message: "A question" },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  return sent.json().id as string;
}

/** A new driver whose uploaded license waits for review. */
async function newApplicant(world: World): Promise<string> {
  const applicant = await createSession(world.app, { userType: "driver", ...driverCar });
  const upload = await uploadLicense(world.app, "/api/me/license", { cookie: applicant.cookie });
  expect(upload.statusCode, upload.body).toBe(201);
  return applicant.user.id;
}

/** A new rider's account, deactivated by the admin when `deactivated`. */
async function newAccount(world: World, deactivated: boolean): Promise<string> {
  const account = await freshSession(world.app, "rider");
  if (deactivated) {
    const done = await world.app.inject({
      method: "POST",
      url: `/api/admin/users/${account.user.id}/deactivate`,
      headers: world.sessions.admin.headers,
      payload: { reason: "Repeated harassment" },
    });
    expect(done.statusCode, done.body).toBe(200);
  }
  return account.user.id;
}

/**
 * The admin area (ADMIN_EMAILS): a report queue and license review show the people's
 * emails to the admin, as the admin screens do (adminReportSchema "admins see the address too").
 */
export const adminTable: RouteTable = {
  "GET /api/admin/reports": [
    {
      request: () => ({ url: "/api/admin/reports" }),
      expect: adminOnly(200),
      // the queue names reporter and reported with their addresses: everyone here reported the bystander
      shows: { admin: PEOPLE.map((person) => ({ of: person, fields: ["email"] })) },
    },
  ],
  "POST /api/admin/reports/:id/dismiss": [
    {
      object: "a new report about the bystander",
      prepare: async (w) => {
        const reporter = await freshSession(w.app, "rider");
        const filed = await w.app.inject({
          method: "POST",
          url: "/api/reports",
          headers: reporter.headers,
          payload: { userId: w.ids.bystander, reason: "other" },
        });
        expect(filed.statusCode, filed.body).toBe(201);
        return filed.json().id as string;
      },
      request: (_w, _actor, reportId: string) => ({ url: `/api/admin/reports/${reportId}/dismiss` }),
      expect: adminOnly(200),
    },
  ],
  "POST /api/admin/reports/:id/no-show-decision": [
    {
      object: "the other rider's dispute of a no-show",
      prepare: otherRidersNoShowDispute,
      request: (_w, _actor, reportId: string) => ({
        url: `/api/admin/reports/${reportId}/no-show-decision`,
        payload: { outcome: "overturned" },
      }),
      expect: adminOnly(200),
    },
  ],
  "POST /api/admin/users/:userId/deactivate": [
    {
      object: "a new rider's account",
      prepare: (w) => newAccount(w, false),
      request: (_w, _actor, userId: string) => ({
        url: `/api/admin/users/${userId}/deactivate`,
        payload: { reason: "Repeated harassment" },
      }),
      expect: adminOnly(200),
    },
  ],
  "POST /api/admin/users/:userId/reactivate": [
    {
      object: "a new rider's account, deactivated",
      prepare: (w) => newAccount(w, true),
      request: (_w, _actor, userId: string) => ({ url: `/api/admin/users/${userId}/reactivate` }),
      expect: adminOnly(200),
    },
  ],
  "POST /api/admin/users/:userId/women-only-trips": [
    {
      object: "a new rider's women-only choice",
      prepare: (w) => newAccount(w, false),
      request: (_w, _actor, userId: string) => ({
        url: `/api/admin/users/${userId}/women-only-trips`,
        payload: { womenOnlyTrips: true },
      }),
      expect: adminOnly(200),
    },
  ],
  "GET /api/admin/licenses": [
    {
      request: () => ({ url: "/api/admin/licenses" }),
      expect: adminOnly(200),
      shows: { admin: [{ of: "applicant", fields: ["email"] }] },
    },
  ],
  "GET /api/admin/licenses/:userId/file": [
    {
      object: "the applicant's license file",
      request: (w) => ({ url: `/api/admin/licenses/${w.ids.applicant}/file` }),
      expect: adminOnly(200),
    },
  ],
  "POST /api/admin/licenses/:userId/verify": [
    {
      object: "a new applicant's license",
      prepare: newApplicant,
      request: (_w, _actor, userId: string) => ({ url: `/api/admin/licenses/${userId}/verify`, payload: {} }),
      expect: adminOnly(200),
    },
  ],
  "POST /api/admin/licenses/:userId/reject": [
    {
      object: "a new applicant's license",
      prepare: newApplicant,
      request: (_w, _actor, userId: string) => ({
        url: `/api/admin/licenses/${userId}/reject`,
        payload: { reason: "The photo is blurry" },
      }),
      expect: adminOnly(200),
    },
  ],
  // the contact form's senders are nobody's account: their addresses are not a profile's
  "GET /api/admin/messages": [{ request: () => ({ url: "/api/admin/messages" }), expect: adminOnly(200) }],
  "GET /api/admin/messages/:id": [
    {
      object: "a contact message",
      prepare: newContactMessage,
      request: (_w, _actor, id: string) => ({ url: `/api/admin/messages/${id}` }),
      expect: adminOnly(200),
    },
  ],
  "POST /api/admin/messages/:id/answered": [
    {
      object: "an open contact message",
      prepare: newContactMessage,
      request: (_w, _actor, id: string) => ({ url: `/api/admin/messages/${id}/answered` }),
      expect: adminOnly(200),
    },
  ],
  "POST /api/admin/messages/:id/reply": [
    {
      object: "an open contact message",
      prepare: newContactMessage,
      request: (_w, _actor, id: string) => ({
        url: `/api/admin/messages/${id}/reply`,
        payload: { reply: "Thanks for writing" },
      }),
      expect: adminOnly(200),
    },
  ],
};
