import { sql } from "drizzle-orm";
import type { App } from "../../src/app.ts";

async function rows<T>(app: App, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await app.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Where the database holds `value`, as cells per "table.column": every text-like column
 * for a string, every integer column for a number. A mass-assignment audit compares these
 * for a value only a body's protected field could carry, before and after.
 */
export async function cellsHolding(app: App, value: string | number): Promise<Record<string, number>> {
  const types =
    typeof value === "string"
      ? ["text", "character varying", "uuid"]
      : ["integer", "bigint", "smallint", "numeric"];
  const columns = await rows<{ table_name: string; column_name: string }>(
    app,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ${sql.raw(`(${types.map((type) => `'${type}'`).join(", ")})`)}
        order by table_name, column_name`,
  );
  const cells: Record<string, number> = {};
  for (const { table_name: table, column_name: column } of columns) {
    const comparison =
      typeof value === "string"
        ? sql`${sql.identifier(column)}::text = ${value}`
        : sql`${sql.identifier(column)} = ${value}`;
    const [count] = await rows<{ n: number }>(
      app,
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${comparison}`,
    );
    if (Number(count?.n) > 0) cells[`${table}.${column}`] = Number(count?.n);
  }
  return cells;
}

/** Rides whose seats taken differ from their approved seats, or exceed the seats offered. */
export async function ridesWithWrongSeats(app: App) {
  return rows<{ id: string; seats_taken: number; approved: number; available_seats: number }>(
    app,
    sql`select r.id, r.seats_taken, r.available_seats,
               coalesce(sum(b.seats_requested) filter (where b.status = 'approved'), 0)::int as approved
        from rides r left join bookings b on b.ride_id = r.id
        group by r.id
        having r.seats_taken <> coalesce(sum(b.seats_requested) filter (where b.status = 'approved'), 0)
            or r.seats_taken < 0 or r.seats_taken > r.available_seats`,
  );
}
