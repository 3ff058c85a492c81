import fs from "node:fs/promises";
import path from "node:path";

/** The file in an uploads folder that names the database owning it. */
export const OWNER_FILE = ".database-id";
/** Inside an owned uploads folder: one folder per other database, named by its id. */
export const OTHER_DATABASES_FOLDER = "databases";

/** What the folder decision needs to know of this process's database. */
export interface UploadsDatabase {
  id: string;
  /** Whether any of these storage keys is a file this database refers to. */
  refersToAny(keys: string[]): Promise<boolean>;
}

/**
 * The folder this database keeps its uploads in. An uploads folder belongs to one
 * database, named in its OWNER_FILE: its owner uses it; any other database keeps its
 * files in `databases/<its id>` inside it, so that a switch of DATABASE_URL in either
 * direction neither removes nor mixes the other's files. A folder without an owner is
 * claimed when it is empty, or when this database refers to a file in it (a folder from
 * before owners were recorded); one full of files this database never knew stays the
 * other's.
 */
export async function uploadsFolderFor(uploadsDir: string, database: UploadsDatabase): Promise<string> {
  const ownFolder = path.join(uploadsDir, OTHER_DATABASES_FOLDER, database.id);
  let owner = await readOwner(uploadsDir);
  if (owner === null && (await mayClaim(uploadsDir, database))) owner = await claim(uploadsDir, database.id);
  return owner === database.id ? uploadsDir : ownFolder;
}

async function readOwner(uploadsDir: string): Promise<string | null> {
  try {
    return (await fs.readFile(path.join(uploadsDir, OWNER_FILE), "utf8")).trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

async function mayClaim(uploadsDir: string, database: UploadsDatabase): Promise<boolean> {
  const keys = await keysAtTop(uploadsDir);
  return keys.length === 0 || (await database.refersToAny(keys));
}

/** The keys of the files in the folder's own key folders (licenses/…), other databases' left out. */
async function keysAtTop(uploadsDir: string): Promise<string[]> {
  let entries;
  try {
    entries = await fs.readdir(uploadsDir, { withFileTypes: true, recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
    .map((entry) =>
      path.relative(uploadsDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    )
    .filter((key) => key.includes("/") && !key.startsWith(`${OTHER_DATABASES_FOLDER}/`));
}

/** Writes the owner file unless another process wrote one first; returns the owner. */
async function claim(uploadsDir: string, id: string): Promise<string | null> {
  await fs.mkdir(uploadsDir, { recursive: true });
  try {
    await fs.writeFile(path.join(uploadsDir, OWNER_FILE), `${id}\n`, { flag: "wx" });
    return id;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return readOwner(uploadsDir);
  }
}
