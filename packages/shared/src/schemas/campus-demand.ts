import { z } from "zod";

/** A campus as the board's picker lists it. */
export const demandCampusSchema = z.object({
  slug: z.string(),
  name: z.string(),
  city: z.string(),
});

/** GET /api/campuses: every campus the board knows, by name. */
export const campusesResponseSchema = z.object({ campuses: z.array(demandCampusSchema) });
export type CampusesResponse = z.infer<typeof campusesResponseSchema>;

/** GET /api/campuses/:slug/demand: one campus's board for the next 30 days. */
export const demandCellSchema = z.object({
  date: z.string(),
  destinationKey: z.string(),
  destinationLabel: z.string(),
  destinationLat: z.number(),
  destinationLng: z.number(),
  riders: z.number().int(),
});
export type DemandCell = z.infer<typeof demandCellSchema>;

export const campusDemandResponseSchema = z.object({
  campus: demandCampusSchema,
  from: z.string(),
  to: z.string(),
  breaks: z.array(z.object({ name: z.string(), startsOn: z.string(), endsOn: z.string() })),
  source: z.object({ name: z.string(), url: z.string(), academicYear: z.string() }).nullable(),
  cells: z.array(demandCellSchema),
});
export type CampusDemandResponse = z.infer<typeof campusDemandResponseSchema>;
