import { DELETED_USER_NAME } from "@campusride/shared/domain/deleted-account";
import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { profiles } from "../db/schema/index.ts";

/*
 * The one display rule for a deleted account (docs/decisions/0021-account-deletion.md):
 * once deleted, another user reads its name as "Deleted user", in every query that names
 * a driver or a rider through the profiles table. Until the purge the row keeps the real
 * name, so that support can restore a deletion made by mistake.
 */

/** A profile's first name as others see it. */
export const shownFirstName = sql<string>`case when ${profiles.deletedAt} is null then ${profiles.firstName} else ${DELETED_USER_NAME}::text end`;

/** A profile's last name as others see it: none for a deleted account. */
export const shownLastName = sql<string>`case when ${profiles.deletedAt} is null then ${profiles.lastName} else ''::text end`;

/** The same rule for a profiles table under another name (an alias, as when a query names two people). */
export function shownNamesOf(person: {
  deletedAt: AnyPgColumn;
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
}) {
  return {
    firstName: sql<string>`case when ${person.deletedAt} is null then ${person.firstName} else ${DELETED_USER_NAME}::text end`,
    lastName: sql<string>`case when ${person.deletedAt} is null then ${person.lastName} else ''::text end`,
  };
}
