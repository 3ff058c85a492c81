import { measureSeriesJob } from "./series-job.ts";

/** `npm run bench -- series`: the weekly series' occurrence job (series-job.ts). */
export default async function benchSeries(): Promise<void> {
  await measureSeriesJob();
}
