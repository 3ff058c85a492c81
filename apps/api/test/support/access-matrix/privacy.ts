import type { App } from "../../../src/app.ts";
import * as schema from "../../../src/db/schema/index.ts";
import type { MatrixCase, PrivateField, Actor } from "./table.ts";
import type { Person, World } from "./world.ts";

/**
 * Another account's private values found in a body: "<person>'s <field>", except those
 * the case lets this actor see. The actor's own are theirs to see.
 */
export function leakedPrivateValues(
  world: World,
  actor: Actor,
  body: unknown,
  shows: MatrixCase["shows"],
): string[] {
  const text = JSON.stringify(body).toLowerCase();
  const allowed = shows?.[actor] ?? [];
  const leaks: string[] = [];
  for (const [person, fields] of Object.entries(world.secrets) as [
    Person,
    Record<PrivateField, string[]>,
  ][]) {
    if (person === actor) continue;
    for (const [field, values] of Object.entries(fields) as [PrivateField, string[]][]) {
      if (allowed.some((shown) => shown.of === person && shown.fields.includes(field))) continue;
      if (values.some((value) => text.includes(value.toLowerCase()))) leaks.push(`${person}'s ${field}`);
    }
  }
  return leaks;
}

/** The tables a request can change (not sessions or attempt counters, which reads touch too). */
const WORLD_TABLES = {
  user: schema.user,
  profiles: schema.profiles,
  rides: schema.rides,
  bookings: schema.bookings,
  conversations: schema.conversations,
  messages: schema.messages,
  notifications: schema.notifications,
  notificationPreferences: schema.notificationPreferences,
  reviews: schema.reviews,
  rideAlerts: schema.rideAlerts,
  userBlocks: schema.userBlocks,
  reports: schema.reports,
  tripShares: schema.tripShares,
  driverLicenses: schema.driverLicenses,
  payments: schema.payments,
  ledgerEntries: schema.ledgerEntries,
  payoutAccounts: schema.payoutAccounts,
  contactMessages: schema.contactMessages,
  outbox: schema.outbox,
};

/** Every row of the world's tables, in a stable order, to compare before and after refusals. */
export async function worldRows(app: App): Promise<Record<string, string[]>> {
  await app.backgroundTasks.settled();
  const rows: Record<string, string[]> = {};
  for (const [name, table] of Object.entries(WORLD_TABLES)) {
    rows[name] = (await app.db.select().from(table)).map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}
