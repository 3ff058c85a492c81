import { MASKED_CONTACT } from "@campusride/shared/domain/contact-masking";
import { MESSAGE_RATE_LIMITS } from "@campusride/shared/domain/conversations";
import { DEFAULT_TRIP_PREFERENCES } from "@campusride/shared/domain/trip-preferences";
import { CONVERSATION_MESSAGES } from "@campusride/shared/messages";
import {
  conversationsResponseSchema,
  conversationThreadSchema,
  startConversationResponseSchema,
} from "@campusride/shared/schemas/conversations";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages, notifications, profiles, userBlocks } from "../../../src/db/schema/index.ts";
import { DELETED_MESSAGE_BODY, purgeDeletedAccounts } from "../../../src/features/account/purge.ts";
import { createTestApp } from "../../support/app.ts";
import { askDriver, askedRide as askedRideOf, postMessage } from "../../support/messages.ts";
import { createSession, type TestSession } from "../../support/session.ts";
import { answerBooking, createDriverSession, createRide, requestSeats } from "../../support/trips.ts";

const app = await createTestApp();

const ask = (session: TestSession, rideId: string, body: unknown) => askDriver(app, session, rideId, body);
const post = (session: TestSession, conversationId: string, body: unknown) =>
  postMessage(app, session, conversationId, body);

function read(session: TestSession, url: string) {
  return app.inject({ url, headers: session.headers });
}

async function thread(session: TestSession, conversationId: string) {
  const response = await read(session, `/api/conversations/${conversationId}`);
  expect(response.statusCode, response.body).toBe(200);
  return conversationThreadSchema.parse(response.json());
}

async function unreadCount(session: TestSession): Promise<number> {
  const response = await read(session, "/api/conversations/unread-count");
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { unreadCount: number }).unreadCount;
}

/** A driver's trip and a rider who asked the driver a question about it. */
function askedRide(question = "Is there room for a guitar?") {
  return askedRideOf(app, question, { driver: "(352) 555-0111", rider: "(407) 555-0122" });
}

describe("asking the driver (POST /api/rides/:rideId/messages)", () => {
  it("opens the rider's thread with the driver, and a second question reuses it", async () => {
    const { driver, ride, rider, conversationId, started } = await askedRide();
    expect(started.conversation).toMatchObject({
      rideId: ride.id,
      riderId: rider.user.id,
      driverId: driver.user.id,
      otherUser: { id: driver.user.id, firstName: "Dana", lastName: "Driver" },
      canSend: true,
      ride: { departureCity: "Gainesville, FL", destinationCity: "Orlando, FL", status: "active" },
    });
    expect(started.message).toMatchObject({
      body: "Is there room for a guitar?",
      senderId: rider.user.id,
      masked: false,
    });
    const again = await ask(rider, ride.id, "And a small dog?");
    expect(again.statusCode).toBe(201);
    expect(startConversationResponseSchema.parse(again.json()).conversation.id).toBe(conversationId);
    const seen = await thread(driver, conversationId);
    expect(seen.messages.map((message) => message.body)).toEqual([
      "Is there room for a guitar?",
      "And a small dog?",
    ]);
    expect(seen.conversation.otherUser).toEqual({ id: rider.user.id, firstName: "Sam", lastName: "Rider" });
  });

  it("refuses the driver's own ride, a ride that is not there, and a signed-out caller", async () => {
    const driver = await createDriverSession(app, { userType: "both" });
    const ride = await createRide(app, driver);
    const own = await ask(driver, ride.id, "Hello me");
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(CONVERSATION_MESSAGES.ownRide);
    const rider = await createSession(app);
    expect((await ask(rider, "00000000-0000-4000-8000-000000000000", "Hi")).statusCode).toBe(404);
    expect((await ask(rider, "not-a-ride", "Hi")).statusCode).toBe(404);
    const anonymous = await app.inject({
      method: "POST",
      url: `/api/rides/${ride.id}/messages`,
      payload: { body: "Hi" },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("hides a women-only trip from a rider it is not for, as the ride's page does", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, {
      preferences: { ...DEFAULT_TRIP_PREFERENCES, womenOnly: true },
    });
    const rider = await createSession(app);
    expect((await ask(rider, ride.id, "Hi")).statusCode).toBe(404);
    const womenOnlyRider = await createSession(app);
    await app.db
      .update(profiles)
      .set({ womenOnlyTrips: true })
      .where(eq(profiles.id, womenOnlyRider.user.id));
    expect((await ask(womenOnlyRider, ride.id, "Hi")).statusCode).toBe(201);
  });
});

describe("who may read and write a thread", () => {
  it("answers a third user 404 on reading, posting and marking read, and leaves nothing written", async () => {
    const { conversationId } = await askedRide();
    const stranger = await createSession(app);
    const before = await app.db.select().from(messages).where(eq(messages.conversationId, conversationId));
    expect((await read(stranger, `/api/conversations/${conversationId}`)).statusCode).toBe(404);
    const posted = await post(stranger, conversationId, "Let me in");
    expect(posted.statusCode).toBe(404);
    expect(posted.json().error.message).toBe(CONVERSATION_MESSAGES.notFound);
    const marked = await app.inject({
      method: "POST",
      url: `/api/conversations/${conversationId}/read`,
      headers: stranger.headers,
    });
    expect(marked.statusCode).toBe(404);
    const after = await app.db.select().from(messages).where(eq(messages.conversationId, conversationId));
    expect(after).toEqual(before);
    const inbox = conversationsResponseSchema.parse((await read(stranger, "/api/conversations")).json());
    expect(inbox.conversations).toEqual([]);
    expect((await read(stranger, "/api/conversations/not-a-uuid")).statusCode).toBe(404);
  });

  it("lets the driver open a thread with a rider who requested a seat, and no one else", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver);
    const rider = await createSession(app, { firstName: "Rita" });
    await requestSeats(app, rider, ride.id, 1);
    const url = `/api/rides/${ride.id}/riders/${rider.user.id}/conversation`;
    const opened = await app.inject({ method: "POST", url, headers: driver.headers });
    expect(opened.statusCode, opened.body).toBe(200);
    const { conversation } = opened.json() as {
      conversation: { id: string; otherUser: { firstName: string } };
    };
    expect(conversation.otherUser.firstName).toBe("Rita");
    // the same thread the rider's question would use
    expect((await ask(rider, ride.id, "Thanks!")).json().conversation.id).toBe(conversation.id);
    // another driver, and a student with no request, get nothing
    const otherDriver = await createDriverSession(app);
    expect((await app.inject({ method: "POST", url, headers: otherDriver.headers })).statusCode).toBe(404);
    const stranger = await createSession(app);
    const strangerUrl = `/api/rides/${ride.id}/riders/${stranger.user.id}/conversation`;
    expect((await app.inject({ method: "POST", url: strangerUrl, headers: driver.headers })).statusCode).toBe(
      404,
    );
    // a block either way: 404 as for a student who never asked, so the block is not revealed
    await app.db.insert(userBlocks).values({ blockerId: rider.user.id, blockedId: driver.user.id });
    const blocked = await app.inject({ method: "POST", url, headers: driver.headers });
    expect(blocked.statusCode).toBe(404);
    expect(blocked.json().error.message).toBe(CONVERSATION_MESSAGES.notARider);
  });
});

describe("the rider's Message button (POST /api/rides/:rideId/conversation)", () => {
  it("opens the rider's thread without sending, keeps an empty thread out of the inbox, and reuses it", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver);
    const rider = await createSession(app);
    const url = `/api/rides/${ride.id}/conversation`;
    const opened = await app.inject({ method: "POST", url, headers: rider.headers });
    expect(opened.statusCode, opened.body).toBe(200);
    const { conversation } = opened.json() as { conversation: { id: string; lastMessage: unknown } };
    expect(conversation.lastMessage).toBeNull();
    for (const session of [rider, driver]) {
      expect(
        conversationsResponseSchema.parse((await read(session, "/api/conversations")).json()).conversations,
      ).toEqual([]);
    }
    const again = await app.inject({ method: "POST", url, headers: rider.headers });
    expect((again.json() as { conversation: { id: string } }).conversation.id).toBe(conversation.id);
    // the driver cannot open a thread with themselves this way
    expect((await app.inject({ method: "POST", url, headers: driver.headers })).statusCode).toBe(403);
  });
});

describe("what a message may say", () => {
  it("strips markup, trims, and refuses an empty or 2,001-character message", async () => {
    const { driver, conversationId } = await askedRide();
    const stripped = await post(driver, conversationId, "  <b>Yes</b> <script>alert(1)</script>of course  ");
    expect(stripped.statusCode, stripped.body).toBe(201);
    expect(stripped.json().body).toBe("Yes alert(1)of course");
    const exactly = await post(driver, conversationId, "a".repeat(2000));
    expect(exactly.statusCode).toBe(201);
    const tooLong = await post(driver, conversationId, "a".repeat(2001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields.body).toBe(CONVERSATION_MESSAGES.bodyTooLong);
    for (const body of ["", "   ", "<p></p>", 42]) {
      expect((await post(driver, conversationId, body)).statusCode).toBe(400);
    }
  });

  it("refuses a message that hiding contact details would make too long, and writes nothing", async () => {
    const { rider, conversationId } = await askedRide();
    // 1,989 characters with a phone number, 2,011 once the number is masked
    const body = `${"a".repeat(1976)} 352 555 0100`;
    const refused = await post(rider, conversationId, body);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: "VALIDATION",
      message: CONVERSATION_MESSAGES.tooLongMasked,
      fields: { body: CONVERSATION_MESSAGES.tooLongMasked },
    });
    const stored = await app.db.select().from(messages).where(eq(messages.conversationId, conversationId));
    expect(stored).toHaveLength(1);
  });

  it("masks contact details until the driver approves a booking, and not after", async () => {
    const { driver, rider, ride, conversationId, started } = await askedRide(
      "call me at 352 555 0100 or venmo @sam",
    );
    expect(started.message).toMatchObject({
      body: `call me at ${MASKED_CONTACT} or venmo ${MASKED_CONTACT}`,
      masked: true,
    });
    const stored = await app.db.select().from(messages).where(eq(messages.id, started.message.id));
    expect(stored[0]!.body).not.toContain("555");
    const reply = await post(
      driver,
      conversationId,
      "Email dana@ufl.edu, pickup at 5:30, $25 a seat via I-75",
    );
    expect(reply.json()).toMatchObject({
      body: `Email ${MASKED_CONTACT}, pickup at 5:30, $25 a seat via I-75`,
      masked: true,
    });
    let seen = await thread(rider, conversationId);
    expect(seen.counterpartPhone).toBeNull();

    const booking = await requestSeats(app, rider, ride.id, 1);
    // a pending request is not an approval
    expect((await post(rider, conversationId, "407 555 0122")).json().masked).toBe(true);
    expect((await answerBooking(app, driver, booking.id, "approve")).statusCode).toBe(200);
    const after = await post(rider, conversationId, "Great, text me at (407) 555-0122");
    expect(after.json()).toMatchObject({ body: "Great, text me at (407) 555-0122", masked: false });
    seen = await thread(rider, conversationId);
    expect(seen.counterpartPhone).toBe("(352) 555-0111");
    expect((await thread(driver, conversationId)).counterpartPhone).toBe("(407) 555-0122");
    // and on the rider's booking and the driver's requests, not before the approval
    const bookingView = await read(rider, `/api/bookings/${booking.id}`);
    expect(bookingView.json().driverPhone).toBe("(352) 555-0111");
    expect((await read(driver, `/api/bookings/${booking.id}`)).json()).not.toHaveProperty("driverPhone");
    const requests = (await read(driver, `/api/rides/${ride.id}/requests`)).json();
    expect(requests.approved[0].riderPhone).toBe("(407) 555-0122");

    // a block since hides both phones again
    await app.db.insert(userBlocks).values({ blockerId: rider.user.id, blockedId: driver.user.id });
    expect((await thread(driver, conversationId)).counterpartPhone).toBeNull();
    expect((await read(rider, `/api/bookings/${booking.id}`)).json()).not.toHaveProperty("driverPhone");
    expect((await read(driver, `/api/rides/${ride.id}/requests`)).json().approved[0]).not.toHaveProperty(
      "riderPhone",
    );
  });

  it("shows no phone on a booking that is still pending", async () => {
    const { rider, ride, driver } = await askedRide();
    const booking = await requestSeats(app, rider, ride.id, 1);
    expect((await read(rider, `/api/bookings/${booking.id}`)).json()).not.toHaveProperty("driverPhone");
    const requests = (await read(driver, `/api/rides/${ride.id}/requests`)).json();
    expect(requests.pending[0]).not.toHaveProperty("riderPhone");
  });
});

describe("unread messages and their notification", () => {
  it("counts the other side's unread messages, rings the bell once per thread, and reading clears both", async () => {
    const { driver, rider, conversationId } = await askedRide("First question");
    expect(
      (await ask(rider, (await thread(rider, conversationId)).conversation.rideId, "Second question"))
        .statusCode,
    ).toBe(201);
    expect(await unreadCount(driver)).toBe(2);
    expect(await unreadCount(rider)).toBe(0);
    const inbox = conversationsResponseSchema.parse((await read(driver, "/api/conversations")).json());
    expect(inbox.conversations).toHaveLength(1);
    expect(inbox.conversations[0]).toMatchObject({
      id: conversationId,
      unreadCount: 2,
      lastMessage: { body: "Second question", senderId: rider.user.id },
    });
    // two messages, one unread notification
    const told = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, driver.user.id), eq(notifications.type, "message_received")));
    expect(told).toHaveLength(1);
    expect(told[0]!.data).toMatchObject({
      conversationId,
      senderFirstName: "Sam",
      from: "Gainesville, FL",
      to: "Orlando, FL",
    });
    expect(told[0]!.emailStatus).toBe("pending");

    const marked = await app.inject({
      method: "POST",
      url: `/api/conversations/${conversationId}/read`,
      headers: driver.headers,
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ unreadCount: 0 });
    const [afterRead] = await app.db.select().from(notifications).where(eq(notifications.id, told[0]!.id));
    expect(afterRead!.readAt).not.toBeNull();
    expect(afterRead!.emailStatus).toBe("none");
    expect((await thread(rider, conversationId)).messages.every((message) => message.readAt !== null)).toBe(
      true,
    );

    // read: the next message rings again
    await ask(rider, (await thread(rider, conversationId)).conversation.rideId, "Third question");
    const ringing = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, driver.user.id), eq(notifications.type, "message_received")));
    expect(ringing).toHaveLength(2);
  });
});

describe("blocks", () => {
  it("refuses messages after a block either way, keeps the thread readable, and hides the ride from a new question", async () => {
    const { driver, rider, ride, conversationId } = await askedRide();
    await app.db.insert(userBlocks).values({ blockerId: driver.user.id, blockedId: rider.user.id });
    for (const [session, body] of [
      [rider, "Hello?"],
      [driver, "Sorry"],
    ] as const) {
      const refused = await post(session, conversationId, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(CONVERSATION_MESSAGES.blocked);
    }
    expect((await ask(rider, ride.id, "Anyone?")).statusCode).toBe(404);
    const seen = await thread(rider, conversationId);
    expect(seen.conversation.canSend).toBe(false);
    expect(seen.messages).toHaveLength(1);
    const opened = await app.inject({
      method: "POST",
      url: `/api/rides/${ride.id}/conversation`,
      headers: rider.headers,
    });
    expect(opened.statusCode).toBe(404);
  });
});

describe("rate limit", () => {
  it("refuses the 21st message in a minute with 429 and Retry-After, per student", async () => {
    const { rider, conversationId, driver } = await askedRide("1");
    for (let index = 2; index <= MESSAGE_RATE_LIMITS.perMinute; index += 1) {
      const response = await post(rider, conversationId, `Message ${index}`);
      expect(response.statusCode, response.body).toBe(201);
    }
    const refused = await post(rider, conversationId, "One too many");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(CONVERSATION_MESSAGES.rateLimitedMinute);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    // the other person is not limited by it
    expect((await post(driver, conversationId, "I'm here")).statusCode).toBe(201);
    const count = await app.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), eq(messages.senderId, rider.user.id)));
    expect(count[0]!.n).toBe(MESSAGE_RATE_LIMITS.perMinute);
  });
});

describe("account data", () => {
  it("exports the user's threads: their own words in full, the other person's by first name only", async () => {
    const { driver, rider, conversationId } = await askedRide("Rider's own question");
    expect((await post(driver, conversationId, "Driver's private reply")).statusCode).toBe(201);
    const response = await read(rider, "/api/me/export");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().conversations).toEqual([
      {
        role: "rider",
        from: "Gainesville, FL",
        to: "Orlando, FL",
        departureDate: expect.any(String),
        with: "Dana",
        startedAt: expect.any(String),
        messages: [
          { from: "you", body: "Rider's own question", sentAt: expect.any(String) },
          { from: "Dana", sentAt: expect.any(String) },
        ],
      },
    ]);
    expect(response.body).not.toContain("Driver's private reply");
    expect(response.body).not.toContain("Driver@");
  });

  it("replaces a purged student's messages with [deleted] and keeps the other person's", async () => {
    const { driver, rider, conversationId } = await askedRide("Pick me up at the library");
    await post(driver, conversationId, "Sure");
    await app.db.update(profiles).set({ deletedAt: new Date() }).where(eq(profiles.id, rider.user.id));
    const later = new Date(Date.now() + 60 * 24 * 60 * 60 * 1000);
    expect(await purgeDeletedAccounts(app.db, app.storage, { now: later })).toContain(rider.user.id);
    const rows = await app.db.select().from(messages).where(eq(messages.conversationId, conversationId));
    expect(rows.map((row) => row.body).sort()).toEqual([DELETED_MESSAGE_BODY, "Sure"].sort());
    const seen = await thread(driver, conversationId);
    expect(seen.conversation.canSend).toBe(false);
    expect(seen.conversation.otherUser.lastName).toBe("");
  });
});
