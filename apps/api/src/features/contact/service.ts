import type { ContactMessage } from "@campusride/shared/schemas/contact";
import type { Database } from "../../db/client.ts";
import { contactMessages } from "../../db/schema/index.ts";

/** Stores a contact message, already sanitised by its schema. */
export async function saveContactMessage(db: Database, input: ContactMessage): Promise<{ id: string }> {
  const [row] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
  if (!row) throw new Error("contact insert returned no row");
  return row;
}
