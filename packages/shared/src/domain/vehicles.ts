/**
 * Vehicle choices (docs/product/profile.md#vehicle): makes, each make's models (always
 * ending in "Other"), colours and model years. The sign-up wizard, the profile's vehicle
 * form and the MPG table all read these lists, so a make or model exists in one place.
 */

export const CAR_MAKES = [
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
] as const;

export type CarMake = (typeof CAR_MAKES)[number];

export const CAR_MODELS = {
  Toyota: [
    "Camry",
    "Corolla",
    "Prius",
    "RAV4",
    "Highlander",
    "Tacoma",
    "Tundra",
    "Sienna",
    "4Runner",
    "Other",
  ],
  Honda: ["Civic", "Accord", "CR-V", "HR-V", "Pilot", "Odyssey", "Fit", "Other"],
  Ford: [
    "F-150",
    "Escape",
    "Explorer",
    "Mustang",
    "Fusion",
    "Focus",
    "Edge",
    "Ranger",
    "Bronco",
    "Maverick",
    "Other",
  ],
  Chevrolet: [
    "Malibu",
    "Cruze",
    "Equinox",
    "Silverado",
    "Tahoe",
    "Traverse",
    "Impala",
    "Camaro",
    "Bolt EV",
    "Trax",
    "Other",
  ],
  Nissan: [
    "Altima",
    "Sentra",
    "Versa",
    "Rogue",
    "Maxima",
    "Murano",
    "Pathfinder",
    "Leaf",
    "Frontier",
    "Kicks",
    "Other",
  ],
  BMW: ["3 Series", "5 Series", "X1", "X3", "X5", "i4", "Other"],
  "Mercedes-Benz": ["A-Class", "C-Class", "E-Class", "GLA", "GLC", "GLE", "Other"],
  Audi: ["A3", "A4", "A6", "Q3", "Q5", "Q7", "Other"],
  Subaru: ["Outback", "Forester", "Crosstrek", "Impreza", "Legacy", "Ascent", "WRX", "Other"],
  Volkswagen: ["Jetta", "Passat", "Golf", "Tiguan", "Atlas", "Taos", "ID.4", "Other"],
  Hyundai: ["Elantra", "Sonata", "Tucson", "Santa Fe", "Kona", "Accent", "Ioniq 5", "Other"],
  Kia: ["Forte", "K5", "Optima", "Soul", "Sportage", "Sorento", "Telluride", "Rio", "Niro", "Other"],
  Tesla: ["Model 3", "Model Y", "Model S", "Model X", "Cybertruck", "Other"],
  Other: ["Other"],
} as const satisfies Record<CarMake, readonly [...string[], "Other"]>;

export const CAR_COLORS = [
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
] as const;

/** The oldest model year offered. */
export const OLDEST_CAR_YEAR = 2008;

/** Model years offered, newest first: the current year back to 2008. */
export function carYears(now: Date = new Date()): number[] {
  const newest = Math.max(now.getFullYear(), OLDEST_CAR_YEAR);
  return Array.from({ length: newest - OLDEST_CAR_YEAR + 1 }, (_, index) => newest - index);
}

export interface CarDetails {
  make: string;
  model: string;
  color: string;
  year: number;
}

/** The car priced when a driver's car details are missing (docs/product/profile.md#vehicle). */
export const DEFAULT_CAR = {
  make: "Toyota",
  model: "Camry",
  color: "Silver",
  year: 2023,
} as const satisfies CarDetails;

export function isCarMake(value: string): value is CarMake {
  return (CAR_MAKES as readonly string[]).includes(value);
}

/** The model list of a make; an unknown make offers only "Other". */
export function modelsForMake(make: string): readonly string[] {
  return isCarMake(make) ? CAR_MODELS[make] : CAR_MODELS.Other;
}

/** Whether `model` is one of `make`'s models (so a form can reset a stale model). */
export function isModelOfMake(make: string, model: string): boolean {
  return isCarMake(make) && (CAR_MODELS[make] as readonly string[]).includes(model);
}
