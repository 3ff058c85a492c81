import { describe, expect, it } from "vitest";
import { DEFAULT_MPG, MPG_TABLE, mpgFor } from "../src/domain/mpg.ts";
import {
  CAR_COLORS,
  CAR_MAKES,
  CAR_MODELS,
  carYears,
  DEFAULT_CAR,
  isModelOfMake,
  modelsForMake,
} from "../src/domain/vehicles.ts";

describe("vehicle choices", () => {
  it("offers the catalogue's makes, in order", () => {
    expect(CAR_MAKES).toEqual([
      "Toyota",
      "Honda",
      "Ford",
      "Chevrolet",
      "Nissan",
      "BMW",
      "Mercedes-Benz",
      "Audi",
      "Subaru",
      "Volkswagen",
      "Hyundai",
      "Kia",
      "Tesla",
      "Other",
    ]);
  });

  it("ends every make's model list with Other, without duplicates", () => {
    for (const make of CAR_MAKES) {
      const models = CAR_MODELS[make];
      expect(models.at(-1)).toBe("Other");
      expect(new Set(models).size).toBe(models.length);
    }
    expect(CAR_MODELS.Tesla).toEqual(["Model 3", "Model Y", "Model S", "Model X", "Cybertruck", "Other"]);
    expect(CAR_MODELS.Other).toEqual(["Other"]);
  });

  it("offers the catalogue's colours", () => {
    expect(CAR_COLORS).toEqual([
      "Black",
      "White",
      "Silver",
      "Gray",
      "Red",
      "Blue",
      "Green",
      "Yellow",
      "Orange",
      "Brown",
      "Gold",
      "Purple",
      "Other",
    ]);
  });

  it("offers model years from the current year back to 2008", () => {
    const years = carYears(new Date("2026-11-22T12:00:00Z"));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2008);
    expect(years).toHaveLength(19);
  });

  it("defaults to a silver 2023 Toyota Camry", () => {
    expect(DEFAULT_CAR).toEqual({ make: "Toyota", model: "Camry", color: "Silver", year: 2023 });
    expect(isModelOfMake(DEFAULT_CAR.make, DEFAULT_CAR.model)).toBe(true);
  });

  it("tells whether a model belongs to a make", () => {
    expect(isModelOfMake("Tesla", "Model 3")).toBe(true);
    expect(isModelOfMake("Tesla", "Camry")).toBe(false);
    expect(isModelOfMake("Other", "Other")).toBe(true);
    expect(isModelOfMake("Yugo", "Other")).toBe(false);
    expect(modelsForMake("Yugo")).toEqual(["Other"]);
    expect(modelsForMake("Honda")).toContain("Civic");
  });
});

describe("MPG table", () => {
  it("holds the catalogue's examples", () => {
    expect(mpgFor("Toyota", "Prius")).toBe(52);
    expect(mpgFor("Tesla", "Model 3")).toBe(130);
    expect(mpgFor("Toyota", "Camry")).toBe(50);
    expect(mpgFor("Honda", "Civic")).toBe(42);
    expect(mpgFor("Ford", "F-150")).toBe(25);
  });

  it("covers every model of every make except Other", () => {
    for (const make of CAR_MAKES) {
      const covered = Object.keys(MPG_TABLE[make]).sort();
      const models = CAR_MODELS[make].filter((model) => model !== "Other").sort();
      expect(covered, make).toEqual(models);
      for (const model of models) {
        const mpg = mpgFor(make, model);
        expect(mpg, `${make} ${model}`).toBeGreaterThanOrEqual(10);
        expect(mpg, `${make} ${model}`).toBeLessThanOrEqual(150);
      }
    }
  });

  it("falls back to 25 when the car is unknown", () => {
    expect(mpgFor("Toyota", "Other")).toBe(DEFAULT_MPG);
    expect(mpgFor("Other", "Other")).toBe(DEFAULT_MPG);
    expect(mpgFor("Yugo", "GV")).toBe(DEFAULT_MPG);
    expect(mpgFor(null, undefined)).toBe(DEFAULT_MPG);
    expect(mpgFor("Toyota", "toString")).toBe(DEFAULT_MPG);
    expect(mpgFor("__proto__", "Camry")).toBe(DEFAULT_MPG);
  });
});
