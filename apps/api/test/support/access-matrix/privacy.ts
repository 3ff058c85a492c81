import type { App } from "../../../src/app.ts";
import {
  bookings,
  contactMessages,
  conversations,
  driverLicenses,
  ledgerEntries,
  messages,
  notificationPreferences,
  notifications,
  payments,
  payoutAccounts,
  profiles,
  reports,
  reviews,
  rideAlerts,
  rides,
  tripShares,
  user,
  userBlocks,
} from "../../../src/db/schema/index.ts";
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

/**
 * The tables a request can change: not sessions or attempt counters, which reads touch too,
 * nor the mail the notification sender delivers in the background (the outbox, and a
 * notification's email columns); a refusal that wrote a notification shows in its rows.
 */
const WORLD_TABLES = {
  user,
  profiles,
  rides,
  bookings,
  conversations,
  messages,
  notifications,
  notificationPreferences,
  reviews,
  rideAlerts,
  userBlocks,
  reports,
  tripShares,
  driverLicenses,
  payments,
  ledgerEntries,
  payoutAccounts,
  contactMessages,
};

/** Every row of the world's tables, in a stable order, to compare before and after refusals. */
export async function worldRows(app: App): Promise<Record<string, string[]>> {
  await app.backgroundTasks.settled();
  const rows: Record<string, string[]> = {};
  for (const [name, table] of Object.entries(WORLD_TABLES)) {
    rows[name] = (await app.db.select().from(table))
      .map((row) =>
        JSON.stringify({ ...row, emailStatus: undefined, emailAttempts: undefined, emailAt: undefined }),
      )
      .sort();
  }
  return rows;
}

/** The rows that differ between two worldRows() readings: "<table>: - <row>" and "<table>: + <row>". */
export function changedRows(before: Record<string, string[]>, after: Record<string, string[]>): string[] {
  const changes: string[] = [];
  for (const [name, rows] of Object.entries(before)) {
    const now = new Set(after[name]);
    const then = new Set(rows);
    for (const row of rows) if (!now.has(row)) changes.push(`${name}: - ${row}`);
    for (const row of after[name] ?? []) if (!then.has(row)) changes.push(`${name}: + ${row}`);
  }
  return changes;
}
