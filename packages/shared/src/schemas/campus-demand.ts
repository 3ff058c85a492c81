import { z } from "zod";

/** GET /api/campuses/:slug/demand: one campus's board for the next 30 days. */
export const campusDemandCellSchema = z.object({
  date: z.string(),
  destinationKey: z.string(),
  destinationLabel: z.string(),
  destinationLat: z.number(),
  destinationLng: z.number(),
  riders: z.number().int(),
});
export type CampusDemandCell = z.infer<typeof campusDemandCellSchema>;

export const campusDemandResponseSchema = z.object({
  campus: z.object({ slug: z.string(), name: z.string(), city: z.string() }),
  from: z.string(),
  to: z.string(),
  breaks: z.array(z.object({ name: z.string(), startsOn: z.string(), endsOn: z.string() })),
  source: z.object({ name: z.string(), url: z.string(), academicYear: z.string() }),
  cells: z.array(campusDemandCellSchema),
});
export type CampusDemandResponse = z.infer<typeof campusDemandResponseSchema>;
