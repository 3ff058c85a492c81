import { NOTIFICATION_MESSAGES } from "@campusride/shared/messages";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NotificationBell } from "../../../src/features/notifications/components/notification-bell.tsx";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { BOOKING_ID, notificationOf, pageOf, RIDE_ID } from "../../support/notification-fixtures.ts";
import { renderScreen } from "../../support/render-screen.tsx";

const standIn = httpStandInPerTest();

const request = notificationOf({ id: "12", type: "booking_requested" });
const approved = notificationOf({
  id: "9",
  type: "booking_approved",
  text: "Your request for Gainesville → Orlando on Mar 20 at 09:30 was approved",
  path: `/dashboard/ride-confirmation/${BOOKING_ID}`,
  createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
});
const seen = notificationOf({
  id: "4",
  type: "booking_cancelled",
  text: "Riley cancelled their request for Gainesville → Tampa on Mar 15 at 14:00",
  readAt: new Date().toISOString(),
  createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
});

function posts() {
  return standIn().requests.filter((sent) => sent.method === "POST");
}

async function openPanel(user: ReturnType<typeof renderScreen>["user"], name: string) {
  await user.click(await screen.findByRole("button", { name }));
  return screen.findByRole("dialog", { name: NOTIFICATION_MESSAGES.title });
}

describe("the notification bell", () => {
  it("names its unread count, with a badge, and none at zero", async () => {
    standIn().answerPath("/api/notifications", 200, pageOf([request, approved, seen]));
    renderScreen(<NotificationBell />, { path: "/driver" });
    const bell = await screen.findByRole("button", { name: "Notifications, 2 unread" });
    expect(bell.textContent).toBe("2");
    expect(standIn().requests[0]!.url).toBe("/api/notifications");

    standIn().answerPath("/api/notifications", 200, pageOf([seen]));
    const quiet = renderScreen(<NotificationBell />, { path: "/driver" });
    await waitFor(() => expect(quiet.queryClient.isFetching()).toBe(0));
    const bare = await screen.findByRole("button", { name: "Notifications" });
    expect(bare.textContent).toBe("");
  });

  it("lists the notifications newest first with their text, age and unread mark; opening one marks it read and goes there", async () => {
    standIn().answerPath("/api/notifications", 200, pageOf([request, approved, seen]));
    standIn().answerPath("/api/notifications/read", 200, { unreadCount: 1 });
    const { user, router } = renderScreen(<NotificationBell />, { path: "/driver" });
    const panel = await openPanel(user, "Notifications, 2 unread");
    // the server's list once the first is read, as the bell reads it again after marking
    const readAt = new Date().toISOString();
    standIn().answerPath("/api/notifications", 200, pageOf([{ ...request, readAt }, approved, seen]));

    const links = within(panel).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      `/dashboard/trip-requests/${RIDE_ID}`,
      `/dashboard/ride-confirmation/${BOOKING_ID}`,
      `/dashboard/trip-requests/${RIDE_ID}`,
    ]);
    expect(links[0]!.textContent).toBe(`Unread: ${request.text}5 minutes ago`);
    expect(links[1]!.textContent).toBe(`Unread: ${approved.text}3 hours ago`);
    expect(links[2]!.textContent).toBe(`${seen.text}2 days ago`);

    await user.click(links[0]!);
    expect(router.state.location.pathname).toBe(`/dashboard/trip-requests/${RIDE_ID}`);
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.url).toBe("/api/notifications/read");
    expect(JSON.parse(posts()[0]!.body)).toEqual({ ids: ["12"] });
    // the panel closes and the bell shows one fewer
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByRole("button", { name: "Notifications, 1 unread" })).toBeTruthy();

    // opening one already read asks nothing of the server
    const again = await openPanel(user, "Notifications, 1 unread");
    await user.click(within(again).getAllByRole("link")[2]!);
    expect(posts()).toHaveLength(1);
  });

  it("marks all as read in one request", async () => {
    standIn().answerPath("/api/notifications", 200, pageOf([request, approved, seen]));
    standIn().answerPath("/api/notifications/read", 200, { unreadCount: 0 });
    const { user } = renderScreen(<NotificationBell />, { path: "/driver" });
    const panel = await openPanel(user, "Notifications, 2 unread");
    const readAt = new Date().toISOString();
    standIn().answerPath(
      "/api/notifications",
      200,
      pageOf([request, approved, seen].map((notification) => ({ ...notification, readAt }))),
    );
    await user.click(within(panel).getByRole("button", { name: NOTIFICATION_MESSAGES.markAllRead }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(posts()[0]!.body)).toEqual({});
    expect(
      within(panel)
        .getAllByRole("link")
        .map((link) => link.textContent!.startsWith("Unread")),
    ).toEqual([false, false, false]);
    await waitFor(() =>
      expect(
        within(panel)
          .getByRole("button", { name: NOTIFICATION_MESSAGES.markAllRead })
          .hasAttribute("disabled"),
      ).toBe(true),
    );
    await user.keyboard("{Escape}");
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeTruthy();
  });

  it("says so when marking read fails", async () => {
    standIn().answerPath("/api/notifications", 200, pageOf([request]));
    standIn().answerPath("/api/notifications/read", 500, { error: { code: "INTERNAL", message: "x" } });
    const { user } = renderScreen(<NotificationBell />, { path: "/driver" });
    const panel = await openPanel(user, "Notifications, 1 unread");
    await user.click(within(panel).getByRole("button", { name: NOTIFICATION_MESSAGES.markAllRead }));
    expect((await within(panel).findByRole("alert")).textContent).toBe(NOTIFICATION_MESSAGES.markFailed);
  });

  it("says 'No notifications yet' when there are none", async () => {
    standIn().answerPath("/api/notifications", 200, pageOf([]));
    const { user } = renderScreen(<NotificationBell />, { path: "/rider" });
    const panel = await openPanel(user, "Notifications");
    expect(await within(panel).findByText(NOTIFICATION_MESSAGES.empty)).toBeTruthy();
    expect(within(panel).queryByRole("link")).toBeNull();
  });

  it("says when the list cannot be read, and reads it again on 'Try Again'", async () => {
    standIn().answerPath("/api/notifications", 500, { error: { code: "INTERNAL", message: "Server error" } });
    const { user } = renderScreen(<NotificationBell />, { path: "/rider" });
    const panel = await openPanel(user, "Notifications");
    expect((await within(panel).findByRole("alert")).textContent).toContain(NOTIFICATION_MESSAGES.loadFailed);
    standIn().answerPath("/api/notifications", 200, pageOf([request]));
    await user.click(within(panel).getByRole("button", { name: "Try Again" }));
    expect(
      await within(panel).findByRole("link", { name: `Unread: ${request.text} 5 minutes ago` }),
    ).toBeTruthy();
  });

  it("loads older ones with 'Load more', asking for those before the last shown", async () => {
    standIn().answerPath("/api/notifications", 200, pageOf([request, approved], { hasMore: true }));
    const { user } = renderScreen(<NotificationBell />, { path: "/driver" });
    const panel = await openPanel(user, "Notifications, 2 unread");
    standIn().answerPath("/api/notifications", 200, pageOf([seen], { unreadCount: 2 }));
    await user.click(within(panel).getByRole("button", { name: NOTIFICATION_MESSAGES.loadMore }));
    await waitFor(() => expect(within(panel).getAllByRole("link")).toHaveLength(3));
    expect(standIn().requests.at(-1)!.url).toBe("/api/notifications?before=9");
    expect(within(panel).queryByRole("button", { name: NOTIFICATION_MESSAGES.loadMore })).toBeNull();
  });

  it("is a dialog that Escape closes, giving the focus back to the bell", async () => {
    standIn().answerPath("/api/notifications", 200, pageOf([request]));
    const { user } = renderScreen(<NotificationBell />, { path: "/driver" });
    const panel = await openPanel(user, "Notifications, 1 unread");
    // the newest notification takes the focus, not "Mark all as read"
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByRole("link")));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Notifications, 1 unread" }));
  });
});
