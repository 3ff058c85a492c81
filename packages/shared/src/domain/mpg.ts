import type { CAR_MODELS, CarMake } from "./vehicles.ts";

/**
 * Combined EPA fuel economy (MPG; MPGe for electric cars) per make and model, for
 * recent model years (Prius 52, Model 3 130, Camry 50, Civic 42, F-150 25): the
 * fueleconomy.gov combined figures for the common trim. "Other" is not a model, so it
 * takes the default of 25.
 */
export const DEFAULT_MPG = 25;

type ModelMpg<M extends CarMake> = Record<Exclude<(typeof CAR_MODELS)[M][number], "Other">, number>;

export const MPG_TABLE: { [M in CarMake]: ModelMpg<M> } = {
  Toyota: {
    Camry: 50,
    Corolla: 35,
    Prius: 52,
    RAV4: 30,
    Highlander: 24,
    Tacoma: 21,
    Tundra: 20,
    Sienna: 36,
    "4Runner": 17,
  },
  Honda: { Civic: 42, Accord: 32, "CR-V": 30, "HR-V": 28, Pilot: 22, Odyssey: 22, Fit: 36 },
  Ford: {
    "F-150": 25,
    Escape: 30,
    Explorer: 24,
    Mustang: 22,
    Fusion: 27,
    Focus: 31,
    Edge: 23,
    Ranger: 22,
    Bronco: 20,
    Maverick: 37,
  },
  Chevrolet: {
    Malibu: 30,
    Cruze: 32,
    Equinox: 28,
    Silverado: 20,
    Tahoe: 18,
    Traverse: 21,
    Impala: 22,
    Camaro: 22,
    "Bolt EV": 120,
    Trax: 30,
  },
  Nissan: {
    Altima: 32,
    Sentra: 33,
    Versa: 35,
    Rogue: 33,
    Maxima: 24,
    Murano: 24,
    Pathfinder: 23,
    Leaf: 111,
    Frontier: 20,
    Kicks: 33,
  },
  BMW: { "3 Series": 30, "5 Series": 30, X1: 28, X3: 26, X5: 24, i4: 109 },
  "Mercedes-Benz": { "A-Class": 28, "C-Class": 27, "E-Class": 27, GLA: 28, GLC: 26, GLE: 22 },
  Audi: { A3: 32, A4: 28, A6: 26, Q3: 24, Q5: 25, Q7: 21 },
  Subaru: { Outback: 28, Forester: 29, Crosstrek: 29, Impreza: 30, Legacy: 30, Ascent: 22, WRX: 22 },
  Volkswagen: { Jetta: 34, Passat: 28, Golf: 33, Tiguan: 26, Atlas: 22, Taos: 31, "ID.4": 107 },
  Hyundai: { Elantra: 36, Sonata: 32, Tucson: 28, "Santa Fe": 25, Kona: 32, Accent: 36, "Ioniq 5": 114 },
  Kia: {
    Forte: 34,
    K5: 31,
    Optima: 29,
    Soul: 30,
    Sportage: 28,
    Sorento: 26,
    Telluride: 23,
    Rio: 36,
    Niro: 50,
  },
  Tesla: { "Model 3": 130, "Model Y": 122, "Model S": 120, "Model X": 102, Cybertruck: 80 },
  Other: {},
};

/** The car's combined MPG, or the default of 25 when the make or model is unknown. */
export function mpgFor(make: string | null | undefined, model: string | null | undefined): number {
  if (!make || !model || !Object.hasOwn(MPG_TABLE, make)) return DEFAULT_MPG;
  const models = MPG_TABLE[make as CarMake] as Record<string, number>;
  return Object.hasOwn(models, model) ? (models[model] ?? DEFAULT_MPG) : DEFAULT_MPG;
}
