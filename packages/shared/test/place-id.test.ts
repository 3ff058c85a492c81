import { describe, expect, it } from "vitest";
import { isOfflinePlaceId } from "../src/domain/place-id.ts";

describe("offline place ids", () => {
  it("knows the gazetteer's kinds and nothing else", () => {
    for (const id of ["city:4156404", "campus:ufl", "landmark:mco"])
      expect(isOfflinePlaceId(id), id).toBe(true);
    for (const id of ["ChIJ-city:1", "town:1", "29.65,-82.32"]) expect(isOfflinePlaceId(id), id).toBe(false);
  });
});
