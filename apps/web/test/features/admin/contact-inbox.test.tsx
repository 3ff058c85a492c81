import { CONTACT_INBOX_MESSAGES } from "@campusride/shared/messages";
import type { AdminContactMessage } from "@campusride/shared/schemas/contact";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ContactMessageView } from "../../../src/features/admin/components/contact-message-view.tsx";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { renderScreen } from "../../support/render-screen.tsx";

const standIn = httpStandInPerTest();

const ID = "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f";
const open: AdminContactMessage = {
  id: ID,
  name: "Maya Lopez",
  email: "maya@ufl.edu",
  subject: "Payment Problem",
  message: "I was charged twice.\nCan you check?",
  createdAt: "2026-11-20T15:00:00.000Z",
  answeredAt: null,
  answeredBy: null,
  reply: null,
};

function renderMessage() {
  return renderScreen(<ContactMessageView id={ID} />, { path: `/admin/messages/${ID}` });
}

describe("one contact message, for an admin", () => {
  it("keeps the reply on the form when the mail could not be sent, saying nothing was recorded", async () => {
    standIn().answer(200, { message: open });
    const { user } = renderMessage();
    const form = await screen.findByRole("form", { name: "Reply by email" });
    expect(screen.getByText("I was charged twice.", { exact: false })).toBeTruthy();
    standIn().answer(502, { error: { code: "BAD_GATEWAY", message: CONTACT_INBOX_MESSAGES.sendFailed } });
    await user.type(within(form).getByLabelText("Your reply"), "We refunded the second charge.");
    await user.click(within(form).getByRole("button", { name: "Send Reply" }));
    expect((await within(form).findByRole("alert")).textContent).toContain(CONTACT_INBOX_MESSAGES.sendFailed);
    expect((within(form).getByLabelText("Your reply") as HTMLTextAreaElement).value).toBe(
      "We refunded the second charge.",
    );
    const posted = standIn().requests.find((request) => request.method === "POST");
    expect(posted?.url).toBe(`/api/admin/messages/${ID}/reply`);
    expect(JSON.parse(posted!.body)).toEqual({ reply: "We refunded the second charge." });
  });

  it("shows who answered and the reply sent, with no form left", async () => {
    standIn().answer(200, {
      message: {
        ...open,
        answeredAt: "2026-11-21T14:30:00.000Z",
        answeredBy: { firstName: "Avery", lastName: "Admin" },
        reply: "Refunded.",
      },
    });
    renderMessage();
    expect(await screen.findByText(/^Answered by Avery Admin on Sat, Nov 21, 2026/)).toBeTruthy();
    expect(screen.getByText("Refunded.")).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Reply by email" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Mark as answered" })).toBeNull();
  });

  it("for a message that does not exist, offers the way back to the inbox, not 'Try Again'", async () => {
    standIn().answer(404, { error: { code: "NOT_FOUND", message: CONTACT_INBOX_MESSAGES.notFound } });
    renderMessage();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(CONTACT_INBOX_MESSAGES.notFound);
    expect(
      within(alert).getByRole("link", { name: CONTACT_INBOX_MESSAGES.backToInbox }).getAttribute("href"),
    ).toBe("/admin/messages");
    expect(within(alert).queryByRole("button", { name: "Try Again" })).toBeNull();
  });
});
