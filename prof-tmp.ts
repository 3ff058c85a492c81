import { searchResponseSchema, searchInputSchema } from "./packages/shared/src/schemas/search.ts";
import { createRideCatalog } from "./apps/api/src/features/search/catalog.ts";
import { syntheticRides, syntheticQueries } from "./bench/lib/synthetic-rides.ts";
import { addDaysLocal, todayLocal } from "./packages/shared/src/domain/local-time.ts";
import { z } from "zod";
const firstDate = addDaysLocal(todayLocal(), 1);
const rides = syntheticRides({ count: 100000, days: 60, firstDate });
const catalog = createRideCatalog();
catalog.replaceAll(rides.map((r) => ({ departureAt: r.departureAt, ride: { id: r.id, driverId: "d", departureCity: "Gainesville, FL", destinationCity: "Orlando, FL", originAddress: null, destinationAddress: null, originLat: r.originLat, originLng: r.originLng, destinationLat: r.destinationLat, destinationLng: r.destinationLng, departureDate: r.departureDate, departureTime: r.departureTime, availableSeats: r.availableSeats, seatsRemaining: r.seatsRemaining, pricePerSeatCents: r.pricePerSeatCents, riderPricePerSeatCents: 100, status: "active", distance: 100, timeLength: "1 hour", createdAt: new Date().toISOString(), driver: { id: "d", firstName: "A", lastName: "B", carMake: "T", carModel: "C", carColor: "S", carYear: 2020 } } })));
const qs = syntheticQueries({ count: 500, days: 60, firstDate, seed: 3 });
function time(label: string, fn: (q: any) => unknown) { for (const q of qs) fn(q); const t = performance.now(); for (let i = 0; i < 3; i++) for (const q of qs) fn(q); console.log(label, ((performance.now() - t) / (3 * qs.length) * 1000).toFixed(1), "µs"); }
const answer = (q: any) => { const { outcome, results } = catalog.search({ ...q, now: Date.now() }, 20); return { data: results.map(({ ride, match }) => ({ ...ride, ...match })), summary: { totalRides: outcome.totalRides, matchedRides: outcome.matchedRides, averageScore: outcome.averageScore } }; };
time("index search", (q) => catalog.search({ ...q, now: Date.now() }, 20));
time("answer", answer);
time("answer+json", (q) => JSON.stringify(answer(q)));
time("answer+zod encode+json", (q) => JSON.stringify(z.safeEncode(searchResponseSchema, answer(q)).data));
time("input parse", (q) => searchInputSchema.safeParse(q));
const sizes = qs.map((q) => JSON.stringify(answer(q)).length); console.log("avg response bytes", sizes.reduce((a, b) => a + b) / sizes.length);
