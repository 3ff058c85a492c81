import { SAFETY_MESSAGES } from "@campusride/shared/messages";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ReportBlockMenu } from "../../../src/features/safety/components/report-block-menu.tsx";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { renderScreen } from "../../support/render-screen.tsx";

const standIn = httpStandInPerTest();

function sent(pathname: string) {
  return standIn().requests.filter((request) => new URL(request.url, "http://x").pathname === pathname);
}

describe("ReportBlockMenu", () => {
  it("reports with a reason and details, asking for the reason first, and thanks the reporter", async () => {
    standIn().answerPath("/api/blocks", 200, { blocks: [] });
    const { user } = renderScreen(
      <ReportBlockMenu userId="driver-1" firstName="Dana" messageId={undefined} />,
    );
    await user.click(screen.getByRole("button", { name: "Report Dana" }));
    const dialog = await screen.findByRole("dialog", { name: "Report Dana" });
    await user.click(within(dialog).getByRole("button", { name: "Send Report" }));
    expect(await within(dialog).findByText(SAFETY_MESSAGES.reasonRequired)).toBeTruthy();
    expect(sent("/api/reports")).toEqual([]);

    standIn().answerPath("/api/reports", 201, {
      id: crypto.randomUUID(),
      message: SAFETY_MESSAGES.reportSent,
    });
    await user.click(within(dialog).getByRole("radio", { name: "No-show" }));
    await user.type(within(dialog).getByLabelText("Details (optional)"), "Never came");
    await user.click(within(dialog).getByRole("button", { name: "Send Report" }));
    expect(await within(dialog).findByText(SAFETY_MESSAGES.reportSent)).toBeTruthy();
    expect(sent("/api/reports").map((request) => JSON.parse(request.body))).toEqual([
      { userId: "driver-1", reason: "no_show", details: "Never came" },
    ]);
  });

  it("blocks after a confirmation that explains it, then offers Unblock", async () => {
    standIn().answerPath("/api/blocks", 200, { blocks: [] });
    standIn().answerPath("/api/blocks/rider-7", 201, { message: SAFETY_MESSAGES.blocked });
    const { user } = renderScreen(<ReportBlockMenu userId="rider-7" firstName="Rui" />);
    await user.click(await screen.findByRole("button", { name: "Block Rui" }));
    const dialog = await screen.findByRole("dialog", { name: "Block Rui?" });
    expect(dialog.textContent).toContain("Seats already approved stay booked");
    standIn().answerPath("/api/blocks", 200, {
      blocks: [
        { user: { id: "rider-7", firstName: "Rui", lastName: "Sol" }, createdAt: new Date().toISOString() },
      ],
    });
    await user.click(within(dialog).getByRole("button", { name: "Block" }));
    expect(await screen.findByText(SAFETY_MESSAGES.blocked)).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Unblock Rui" })).toBeTruthy();
    expect(sent("/api/blocks/rider-7").map((request) => request.method)).toEqual(["PUT"]);
  });
});
