import { streamChangeSchema } from "@campusride/shared/schemas/notifications";
import { describe, expect, it } from "vitest";
import { askedRide, postMessage } from "../../support/messages.ts";
import { twoInstances } from "../../support/search.ts";
import { listeningUrl, openEventStream } from "../../support/sse-client.ts";

// PostgreSQL only: instance B hears of A's messages only through the database's NOTIFY.
const { instanceA, instanceB } = await twoInstances();

describe("messages across API instances", () => {
  it("brings a reply sent through instance A to the rider's open thread on instance B within 2 s", async () => {
    const { driver, rider, conversationId } = await askedRide(instanceA, "Room for skis?");
    const stream = await openEventStream(await listeningUrl(instanceB), rider.headers);
    await expect.poll(() => instanceB.liveEvents.streamCount(rider.user.id)).toBe(1);

    const sentAt = Date.now();
    expect((await postMessage(instanceA, driver, conversationId, "Yes, on the roof rack")).statusCode).toBe(
      201,
    );
    const change = await stream.waitFor((event) => event.event === "change", 2_000);
    expect(Date.now() - sentAt).toBeLessThan(2_000);
    expect(streamChangeSchema.parse(JSON.parse(change.data))).toEqual({ change: "message", conversationId });
    const bell = await stream.waitFor((event) => event.event === "notification", 2_000);
    expect(JSON.parse(bell.data)).toMatchObject({
      type: "message_received",
      path: `/messages/${conversationId}`,
    });
  });
});
