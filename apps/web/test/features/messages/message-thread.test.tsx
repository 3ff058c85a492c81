import { MASKED_CONTACT } from "@campusride/shared/domain/contact-masking";
import { CONVERSATION_MESSAGES } from "@campusride/shared/messages";
import type { ConversationThread as Thread, Message } from "@campusride/shared/schemas/conversations";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ConversationThread } from "../../../src/features/messages/components/conversation-thread.tsx";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { renderScreen } from "../../support/render-screen.tsx";

const standIn = httpStandInPerTest();
const ID = "3f0c9a1e-6b2d-4e8f-9a7c-1d2e3f4a5b6c";
const RIDER = "rider-1";
const DRIVER = "driver-1";

function message(id: string, senderId: string, body: string, masked = false): Message {
  return {
    id,
    conversationId: ID,
    senderId,
    body,
    masked,
    readAt: null,
    createdAt: "2026-06-01T18:15:00.000Z",
  };
}

function threadOf(
  overrides: Partial<Thread["conversation"]> = {},
  counterpartPhone: string | null = null,
): Thread {
  return {
    conversation: {
      id: ID,
      rideId: "0d6f7a52-8f5e-4f0b-9d43-5b1f0c6f2a10",
      ride: {
        id: "0d6f7a52-8f5e-4f0b-9d43-5b1f0c6f2a10",
        departureCity: "Gainesville",
        destinationCity: "Orlando",
        departureDate: "2026-06-12",
        departureTime: "09:30",
        status: "active",
      },
      riderId: RIDER,
      driverId: DRIVER,
      otherUser: { id: DRIVER, firstName: "Dana", lastName: "Driver" },
      lastMessage: null,
      unreadCount: 0,
      canSend: true,
      lastMessageAt: "2026-06-01T18:15:00.000Z",
      ...overrides,
    },
    messages: [
      message("a1", RIDER, `Call me at ${MASKED_CONTACT}`, true),
      message("a2", DRIVER, "Sure, see you at 9:30"),
    ],
    hasEarlier: false,
    counterpartPhone,
  };
}

function renderThread() {
  return renderScreen(
    <ConversationThread conversationId={ID} headerActions={() => <button>Report</button>} />,
    {
      path: `/messages/${ID}`,
    },
  );
}

describe("a message thread", () => {
  it("shows who wrote each message and when, the masked mark, the notice, and the header's actions", async () => {
    standIn().answer(200, threadOf());
    renderThread();
    const log = await screen.findByRole("log", { name: "Messages" });
    const own = within(log).getByRole("article", { name: /^You, / });
    expect(own.textContent).toContain(`Call me at ${MASKED_CONTACT}`);
    expect(within(own).getByText(CONVERSATION_MESSAGES.maskedMark)).toBeTruthy();
    const theirs = within(log).getByRole("article", { name: /^Dana, / });
    expect(within(theirs).queryByText(CONVERSATION_MESSAGES.maskedMark)).toBeNull();
    expect(screen.getByRole("heading", { name: "Dana Driver" })).toBeTruthy();
    expect(screen.getByText(CONVERSATION_MESSAGES.maskedNotice)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Report" })).toBeTruthy();
  });

  it("shows the other person's phone once a booking is approved", async () => {
    standIn().answer(200, threadOf({}, "(352) 555-0111"));
    renderThread();
    const phone = await screen.findByRole("link", {
      name: CONVERSATION_MESSAGES.phoneShared("(352) 555-0111"),
    });
    expect(phone.getAttribute("href")).toBe("tel:(352) 555-0111");
    expect(screen.queryByText(CONVERSATION_MESSAGES.maskedNotice)).toBeNull();
    // the earlier message's hidden number stays hidden: the thread says why, once
    expect(screen.getAllByText(CONVERSATION_MESSAGES.maskedEarlierNotice)).toHaveLength(1);
    expect(MASKED_CONTACT).toBe("[contact details hidden]");
  });

  it("says nothing of hidden details once approved when no message had any", async () => {
    const thread = threadOf({}, "(352) 555-0111");
    standIn().answer(200, { ...thread, messages: thread.messages.filter((one) => !one.masked) });
    renderThread();
    await screen.findByRole("link", { name: CONVERSATION_MESSAGES.phoneShared("(352) 555-0111") });
    expect(screen.queryByText(CONVERSATION_MESSAGES.maskedEarlierNotice)).toBeNull();
  });

  it("marks unread messages read when opened", async () => {
    standIn().answer(200, threadOf({ unreadCount: 2 }));
    renderThread();
    await screen.findByRole("log", { name: "Messages" });
    await waitFor(() =>
      expect(standIn().requests.map((request) => `${request.method} ${request.url}`)).toContain(
        `POST /api/conversations/${ID}/read`,
      ),
    );
  });

  it("counts characters, refuses 2,001 before sending, and shows the server's refusal", async () => {
    standIn().answer(200, threadOf());
    const { user } = renderThread();
    const field = await screen.findByRole("textbox", { name: "Your message" });
    await user.type(field, "Hello");
    expect(screen.getByText(CONVERSATION_MESSAGES.characterCount(5))).toBeTruthy();
    await user.clear(field);
    await user.click(field);
    await user.paste("a".repeat(2001));
    expect(screen.getByText(CONVERSATION_MESSAGES.characterCount(2001))).toBeTruthy();
    await user.click(screen.getByRole("button", { name: CONVERSATION_MESSAGES.send }));
    expect(await screen.findByText(CONVERSATION_MESSAGES.bodyTooLong)).toBeTruthy();
    expect(standIn().requests.some((request) => request.url.endsWith("/messages"))).toBe(false);

    await user.clear(field);
    await user.type(field, "One more");
    standIn().answer(429, {
      error: { code: "RATE_LIMITED", message: CONVERSATION_MESSAGES.rateLimitedMinute },
    });
    await user.click(screen.getByRole("button", { name: CONVERSATION_MESSAGES.send }));
    expect((await screen.findByRole("alert")).textContent).toContain(CONVERSATION_MESSAGES.rateLimitedMinute);
    const sent = standIn().requests.find((request) => request.url === `/api/conversations/${ID}/messages`);
    expect(JSON.parse(sent!.body)).toEqual({ body: "One more" });
  });

  it("is read-only after a block", async () => {
    standIn().answer(200, threadOf({ canSend: false }));
    renderThread();
    expect(await screen.findByText(CONVERSATION_MESSAGES.readOnly)).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});
