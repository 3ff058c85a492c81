import { randomUUID } from "node:crypto";
import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChannelListener } from "../../../src/db/listen-postgres.ts";
import {
  createRideChanges,
  RIDE_CHANGES_BATCH_MS,
} from "../../../src/features/notifications/ride-changes.ts";

/*
 * How ride changes are gathered into `rides` frames, on the timer alone: the changes a
 * test makes through the API cannot be held within one batch window on a loaded machine,
 * so ride-change-events.test.ts checks that they reach the streams and this file checks
 * how they are grouped.
 */
describe("ride changes heard close together", () => {
  let listener: ChannelListener | undefined;
  let frames: string[];
  const changes = () =>
    createRideChanges({
      channel: "campusride_rides",
      listen: async (_channel, heard) => {
        listener = heard;
        return async () => {
          listener = undefined;
        };
      },
      broadcast: (frame) => frames.push(frame),
      log: pino({ level: "silent" }),
    });
  const rideIdsOf = (frame: string) =>
    (JSON.parse(frame.split("data: ")[1]!) as { rideIds: string[] }).rideIds;

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
  });
  afterEach(() => vi.useRealTimers());

  it("go out in one frame, each ride once", async () => {
    const live = changes();
    await live.start();
    const [first, second] = [randomUUID(), randomUUID()];
    listener!.onNotification(`r:${first}`);
    listener!.onNotification(`r:${second.toUpperCase()}`);
    listener!.onNotification(`r:${first}`);
    vi.advanceTimersByTime(RIDE_CHANGES_BATCH_MS - 1);
    expect(frames).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(frames).toHaveLength(1);
    expect(frames[0]).toMatch(/^event: rides\n/u);
    expect(rideIdsOf(frames[0]!)).toEqual([first, second]);
    await live.stop();
  });

  it("go out in separate frames when a batch window lies between them, and not at all after stopping", async () => {
    const live = changes();
    await live.start();
    const ride = randomUUID();
    listener!.onNotification(`r:${ride}`);
    vi.advanceTimersByTime(RIDE_CHANGES_BATCH_MS);
    listener!.onNotification(`r:${ride}`);
    listener!.onNotification("d:someone"); // a driver's details: no seat moved
    vi.advanceTimersByTime(RIDE_CHANGES_BATCH_MS);
    expect(frames.map(rideIdsOf)).toEqual([[ride], [ride]]);

    listener!.onNotification(`r:${randomUUID()}`);
    await live.stop();
    vi.advanceTimersByTime(RIDE_CHANGES_BATCH_MS);
    expect(frames).toHaveLength(2);
  });
});
