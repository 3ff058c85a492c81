import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PlaceField, type PlaceFieldValue } from "../../../src/features/places/components/place-field.tsx";
import { createQueryClient } from "../../../src/lib/query-client.ts";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";

const standIn = httpStandInPerTest();
afterEach(cleanup);

const GAINESVILLE = {
  placeId: "gnv",
  name: "Gainesville",
  address: "Gainesville, FL, USA",
  lat: 29.6516,
  lng: -82.3248,
};

function renderPlaceField(onChange: (value: PlaceFieldValue) => void) {
  // the form around the field keeps its value, as react-hook-form's Controller does
  function Form() {
    const [value, setValue] = useState<PlaceFieldValue>({ text: "" });
    return (
      <PlaceField
        label="From"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    );
  }
  const queryClient = createQueryClient({ retryDelay: 0 });
  return render(
    <QueryClientProvider client={queryClient}>
      <Form />
    </QueryClientProvider>,
  );
}

describe("place field", () => {
  it("shows the places API's suggestions as the user types, and choosing one gives the place", async () => {
    standIn().answer(200, {
      results: [
        GAINESVILLE,
        { ...GAINESVILLE, placeId: "gvl", name: "Gainesville", address: "Gainesville, GA, USA" },
      ],
    });
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderPlaceField(onChange);

    await user.type(screen.getByRole("combobox", { name: "From" }), "Gain");
    const option = await screen.findByRole("option", { name: /Gainesville.*FL, USA/ });
    expect(screen.getAllByRole("option")).toHaveLength(2);
    const request = new URL(standIn().requests.at(-1)!.url, "http://stand-in");
    expect(request.pathname).toBe("/api/places/autocomplete");
    expect(request.searchParams.get("q")).toBe("Gain");

    await user.click(option);
    expect(onChange).toHaveBeenLastCalledWith({ text: "Gainesville, FL, USA", place: GAINESVILLE });
    expect(screen.getByRole("combobox", { name: "From" })).toHaveProperty("value", "Gainesville, FL, USA");
    expect(screen.queryByRole("option")).toBeNull();
  });
});
