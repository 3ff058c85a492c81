import fs from "node:fs";
import path from "node:path";
import {
  EMAIL_KIND_OF,
  EMAIL_KINDS,
  MESSAGE_EMAIL_DELAY_MINUTES,
  NOTIFICATION_TYPES,
  type EmailKind,
} from "@campusride/shared/domain/notifications";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../../src/db/client.ts";
import { notifications } from "../../src/db/schema/index.ts";
import { createTestApp } from "../support/app.ts";
import { createSession } from "../support/session.ts";

/**
 * The functions and triggers the database runs are written in migrations, each change a
 * new CREATE OR REPLACE; their current source is kept whole in src/db/functions/ (one file
 * per function, with its triggers). These tests hold the two together, on PGlite and on
 * PostgreSQL: a migration that changes a function without its file, or a file edited
 * without a migration, fails here.
 */
const app = await createTestApp();
const functionsFolder = path.resolve(import.meta.dirname, "../../src/db/functions");

type Definitions = Record<string, string>;

/** What the database runs, as its catalogue writes it back: every function and trigger of the app's schema. */
async function definitions(db: Database): Promise<Definitions> {
  const rows = (await db.execute(sql`
    select 'function ' || p.oid::regprocedure::text as name, pg_get_functiondef(p.oid) as def
      from pg_proc p
      where p.pronamespace = 'public'::regnamespace
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    union all
    select 'trigger ' || t.tgname || ' on ' || c.relname, pg_get_triggerdef(t.oid, true)
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where c.relnamespace = 'public'::regnamespace and not t.tgisinternal`)) as unknown as {
    rows: Array<{ name: string; def: string }>;
  };
  return Object.fromEntries(rows.rows.map((row) => [row.name, row.def]).sort());
}

/** The statements of every file of src/db/functions, split as migrations are. */
function sourceStatements(): string[] {
  return fs
    .readdirSync(functionsFolder)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .flatMap((file) =>
      fs.readFileSync(path.join(functionsFolder, file), "utf8").split("--> statement-breakpoint"),
    )
    .filter((statement) => statement.trim() !== "");
}

class RolledBack extends Error {}

/** Runs `work` in a transaction that is always undone, and answers what it returned. */
async function undone<T>(work: (tx: Database) => Promise<T>): Promise<T> {
  let result: T | undefined;
  try {
    await app.db.transaction(async (tx) => {
      result = await work(tx as unknown as Database);
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  return result as T;
}

/**
 * What the database would run if it were built from the files alone: every function
 * dropped (its triggers with it), then each file applied.
 */
async function definitionsFromFiles(tx: Database, migrated: Definitions): Promise<Definitions> {
  for (const name of Object.keys(migrated)) {
    if (name.startsWith("function ")) {
      await tx.execute(sql.raw(`drop function ${name.slice("function ".length)} cascade`));
    }
  }
  expect(await definitions(tx)).toEqual({});
  for (const statement of sourceStatements()) await tx.execute(sql.raw(statement));
  return definitions(tx);
}

describe("the functions and triggers the database runs", () => {
  it("are exactly those of src/db/functions, and the migrations made them", async () => {
    const migrated = await definitions(app.db);
    expect(Object.keys(migrated).length).toBeGreaterThan(0);
    const fromFiles = await undone((tx) => definitionsFromFiles(tx, migrated));
    expect(fromFiles).toEqual(migrated);
  });

  it("differ from the files once a migration changes one without its file", async () => {
    const drifted = await undone(async (tx) => {
      // what a later migration could do: one more type mailed, the file left as it was
      const [original] = (
        (await tx.execute(
          sql`select pg_get_functiondef('campusride_notify_user'::regproc) as def`,
        )) as unknown as { rows: Array<{ def: string }> }
      ).rows;
      await tx.execute(
        sql.raw(
          original!.def.replace(
            "ELSE false",
            "WHEN p_type::text = 'ride_completed' THEN true\n      ELSE false",
          ),
        ),
      );
      const migrated = await definitions(tx);
      return definitionsFromFiles(tx, migrated).then((fromFiles) => ({ migrated, fromFiles }));
    });
    const changed = Object.keys(drifted.migrated).filter(
      (name) => drifted.migrated[name] !== drifted.fromFiles[name],
    );
    expect(changed).toEqual([expect.stringMatching(/^function campusride_notify_user\(/)]);
  });
});

describe("campusride_notify_user", () => {
  /** Every type told to the user once, in a transaction undone after: what each one's email is. */
  function notifyOfEveryType(userId: string, emailDelay = "0") {
    return undone(async (tx) => {
      for (const type of NOTIFICATION_TYPES) {
        await tx.execute(sql`select campusride_notify_user(${userId}, ${type}::notification_type, null, null,
          '{}'::jsonb, ${emailDelay}::interval)`);
      }
      return tx
        .select({
          type: notifications.type,
          emailStatus: notifications.emailStatus,
          waitedMs: sql<number>`(extract(epoch from ${notifications.emailAt} - ${notifications.createdAt}) * 1000)::float8`,
        })
        .from(notifications)
        .where(eq(notifications.userId, userId));
    });
  }

  /** What EMAIL_KIND_OF says of each type, with the kind `off` turned off. */
  function mailedByKind(off?: EmailKind) {
    return Object.fromEntries(
      NOTIFICATION_TYPES.map((type) => {
        const kind = EMAIL_KIND_OF[type];
        return [type, kind !== undefined && kind !== off ? "pending" : "none"];
      }),
    );
  }

  it("mails each type by its kind in EMAIL_KIND_OF, as the user chose; the others are in-app only", async () => {
    const session = await createSession(app);
    const everyKindOn = Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, true]));
    for (const off of [undefined, ...EMAIL_KINDS]) {
      if (off) {
        const saved = await app.inject({
          method: "PUT",
          url: "/api/notifications/preferences",
          headers: session.headers,
          payload: { email: { ...everyKindOn, [off]: false } },
        });
        expect(saved.statusCode, saved.body).toBe(200);
      }
      const told = await notifyOfEveryType(session.user.id);
      expect(
        Object.fromEntries(told.map((row) => [row.type, row.emailStatus])),
        `${off ?? "none"} off`,
      ).toEqual(mailedByKind(off));
    }
  });

  it("holds an email as long as its caller says, a message's MESSAGE_EMAIL_DELAY_MINUTES", async () => {
    const session = await createSession(app);
    const atOnce = await notifyOfEveryType(session.user.id);
    const delayed = await notifyOfEveryType(session.user.id, `${MESSAGE_EMAIL_DELAY_MINUTES} minutes`);
    for (const row of atOnce.filter((row) => row.emailStatus === "pending")) expect(row.waitedMs).toBe(0);
    const mailed = delayed.filter((row) => row.emailStatus === "pending");
    expect(mailed.length).toBeGreaterThan(0);
    for (const row of mailed) expect(row.waitedMs).toBe(MESSAGE_EMAIL_DELAY_MINUTES * 60_000);
  });
});
