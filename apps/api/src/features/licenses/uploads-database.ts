import type { Database } from "../../db/client.ts";
import { readDatabaseId } from "../../db/database-identity.ts";
import type { UploadsDatabase } from "../../plugins/storage/uploads-owner.ts";
import { refersToAnyLicenseFile } from "./service.ts";

/** This database as the uploads' storage knows it: its identity, and whether it names some files (license files). */
export function uploadsDatabase(db: Database): () => Promise<UploadsDatabase> {
  return async () => ({
    id: await readDatabaseId(db),
    refersToAny: (keys) => refersToAnyLicenseFile(db, keys),
  });
}
