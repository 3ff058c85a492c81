import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { RequireRole } from "../../../src/app/guards.tsx";
import { createQueryClient } from "../../../src/lib/query-client.ts";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";

const standIn = httpStandInPerTest();
afterEach(cleanup);

function renderDriverArea() {
  const queryClient = createQueryClient({ retryDelay: 0 });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={["/driver"]}>
        <Routes>
          <Route element={<RequireRole area="driver" />}>
            <Route path="/driver" element={<h1>Driver area</h1>} />
          </Route>
          <Route path="/rider" element={<h1>Rider area</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function me(userType: "rider" | "driver", activeRole: "rider" | "driver") {
  return { activeRole, profile: { id: "u1", firstName: "Ana", lastName: "Lopez", userType } };
}

describe("role guard", () => {
  it("sends a rider who opens the driver area to the rider area", async () => {
    standIn().answer(200, me("rider", "rider"));
    renderDriverArea();
    expect(await screen.findByRole("heading", { name: "Rider area" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Driver area" })).toBeNull();
    expect(standIn().requests.map((request) => request.url)).toEqual(["/api/me"]);
  });

  it("lets a driver in", async () => {
    standIn().answer(200, me("driver", "driver"));
    renderDriverArea();
    expect(await screen.findByRole("heading", { name: "Driver area" })).toBeTruthy();
  });
});
