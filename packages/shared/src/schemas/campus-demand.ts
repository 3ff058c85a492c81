import { z } from "zod";
import { CAMPUS_DEMAND_MESSAGES } from "../messages.ts";

/** A campus as the board's picker lists it. */
export const demandCampusSchema = z.object({
  slug: z.string(),
  name: z.string(),
  city: z.string(),
});
export type DemandCampus = z.infer<typeof demandCampusSchema>;

/** GET /api/campuses: every campus the board knows, by name. */
export const campusesResponseSchema = z.object({ campuses: z.array(demandCampusSchema) });
export type CampusesResponse = z.infer<typeof campusesResponseSchema>;

export const campusSlugParamsSchema = z.object({
  slug: z.string({ error: CAMPUS_DEMAND_MESSAGES.slug }).min(1, CAMPUS_DEMAND_MESSAGES.slug).max(100),
});

/** One day and destination with at least CAMPUS_DEMAND.minRiders distinct riders wanting it. */
export const demandCellSchema = z.object({
  date: z.string(),
  /** Stable across days: the same destination on another day has the same key. */
  destinationKey: z.string(),
  /** "Miami, FL". */
  destinationLabel: z.string(),
  destinationLat: z.number(),
  destinationLng: z.number(),
  riders: z.number().int(),
});

/**
 * GET /api/campuses/:slug/demand: the next CAMPUS_DEMAND.days days (from and to inclusive,
 * Florida dates), the campus's breaks under way or to come and the calendar they are
 * from (null: the break table has no calendar for this campus), and the cells, counted
 * as of the last full hour, by date then most riders first.
 */
export const campusDemandResponseSchema = z.object({
  campus: demandCampusSchema,
  from: z.string(),
  to: z.string(),
  breaks: z.array(z.object({ name: z.string(), startsOn: z.string(), endsOn: z.string() })),
  source: z.object({ name: z.string(), url: z.string(), academicYear: z.string() }).nullable(),
  cells: z.array(demandCellSchema),
});
export type CampusDemandResponse = z.infer<typeof campusDemandResponseSchema>;
