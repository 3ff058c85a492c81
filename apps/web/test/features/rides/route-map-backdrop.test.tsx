/// <reference types="node" />
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import statesUrl from "us-atlas/states-10m.json?url";
import { describe, expect, it, vi } from "vitest";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";

const standIn = httpStandInPerTest();
const statesFile = readFileSync(createRequire(import.meta.url).resolve("us-atlas/states-10m.json"), "utf8");

const route = {
  origin: { label: "Gainesville, FL", lat: 29.6516, lng: -82.3248 },
  destination: { label: "Orlando, FL", lat: 28.5383, lng: -81.3792 },
  distance: { text: "112 mi", value: 180_246 },
};

/**
 * The map as a page that just opened has it: the outlines are fetched once per page, and the
 * other files a worker ran before this one may have loaded them already.
 */
async function freshRouteMap() {
  vi.resetModules();
  return (await import("../../../src/features/places/components/route-map-svg.tsx")).default;
}

/** Renders a map, awaited as React asks of a component that suspends on its data. */
async function renderMap(RouteMapSvg: Awaited<ReturnType<typeof freshRouteMap>>) {
  let rendered: ReturnType<typeof render> | undefined;
  await act(async () => {
    rendered = render(
      <Suspense fallback={<p>Loading map…</p>}>
        <RouteMapSvg route={route} />
      </Suspense>,
    );
  });
  return rendered!;
}

describe("the route map's state outlines", () => {
  it("draw the route without them when they cannot be loaded, and load them for the next map", async () => {
    standIn().answerPath(statesUrl, 503, "unavailable", "text/plain");
    const RouteMapSvg = await freshRouteMap();
    const first = await renderMap(RouteMapSvg);
    const map = await screen.findByRole("img", { name: /route from Gainesville, FL to Orlando, FL/ });
    expect(map.querySelectorAll("path[data-state]")).toHaveLength(0);
    // asked once more before drawing without them
    expect(standIn().requests.filter((request) => request.url === statesUrl)).toHaveLength(2);
    first.unmount();

    standIn().answerPath(statesUrl, 200, statesFile);
    await renderMap(RouteMapSvg);
    const next = await screen.findByRole("img", { name: /Map of Florida showing the route/ });
    expect(next.querySelector('path[data-state="Florida"]')).not.toBeNull();
  });
});
