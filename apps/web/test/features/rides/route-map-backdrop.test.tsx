/// <reference types="node" />
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import statesUrl from "us-atlas/states-10m.json?url";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type RouteMap from "../../../src/features/places/components/route-map-svg.tsx";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";

const standIn = httpStandInPerTest();
const statesFile = readFileSync(createRequire(import.meta.url).resolve("us-atlas/states-10m.json"), "utf8");

const route = {
  origin: { label: "Gainesville, FL", lat: 29.6516, lng: -82.3248 },
  destination: { label: "Orlando, FL", lat: 28.5383, lng: -81.3792 },
  distance: { text: "112 mi", value: 180_246 },
};

// The map keeps the outlines it loaded for the page's life; the files of this project share
// their modules, so this test takes a fresh copy of the map's, with nothing loaded yet.
let RouteMapSvg: typeof RouteMap;
beforeAll(async () => {
  vi.resetModules();
  ({ default: RouteMapSvg } = await import("../../../src/features/places/components/route-map-svg.tsx"));
});

/** Renders a map, awaited as React asks of a component that suspends on its data. */
async function renderMap() {
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
    const first = await renderMap();
    const map = await screen.findByRole("img", { name: /route from Gainesville, FL to Orlando, FL/ });
    expect(map.querySelectorAll("path[data-state]")).toHaveLength(0);
    // asked once more before drawing without them
    expect(standIn().requests.filter((request) => request.url === statesUrl)).toHaveLength(2);
    first.unmount();

    standIn().answerPath(statesUrl, 200, statesFile);
    await renderMap();
    const next = await screen.findByRole("img", { name: /Map of Florida showing the route/ });
    expect(next.querySelector('path[data-state="Florida"]')).not.toBeNull();
  });
});
