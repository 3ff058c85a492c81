import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { checkedFolder, checkedKey, SAFE_KEY, type FileStorage, type StoredFile } from "./file-storage.ts";

/** A write in progress: hidden, and never a valid key, so no reader or listing sees it. */
const UNFINISHED = /^\.[0-9a-f-]+\.partial$/;

function resolveKey(root: string, key: string): string {
  return path.join(root, checkedKey(key));
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === "ENOENT";
}

/** The entries of `folder` (none when it does not exist yet). */
async function readEntries(folder: string, recursive = false) {
  try {
    return await fs.readdir(folder, { withFileTypes: true, recursive });
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/** When the file was last written, or null when it is already gone. */
async function modifiedAt(file: string): Promise<Date | null> {
  try {
    return (await fs.stat(file)).mtime;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/**
 * Writes to a temporary name in the file's own folder, flushes it to disk, then renames:
 * a rename within one filesystem is atomic, so `key` is either absent or complete.
 */
async function writeWhole(file: string, data: Buffer): Promise<void> {
  const folder = path.dirname(file);
  await fs.mkdir(folder, { recursive: true });
  const temporary = path.join(folder, `.${crypto.randomUUID()}.partial`);
  try {
    const handle = await fs.open(temporary, "wx", 0o600);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Files on the local disk under `root` (DATA_DIR/uploads). `othersFolder`, a folder in
 * `root` holding other databases' files, is never looked into.
 */
export function localDiskStorage(
  root: string,
  { othersFolder }: { othersFolder?: string } = {},
): FileStorage {
  const others = othersFolder ? path.join(root, othersFolder) : null;
  const isOthers = (folder: string) =>
    others !== null && (folder === others || folder.startsWith(others + path.sep));
  return {
    async put(key, data) {
      await writeWhole(resolveKey(root, key), data);
    },
    async get(key) {
      try {
        return await fs.readFile(resolveKey(root, key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await fs.rm(resolveKey(root, key), { force: true });
    },
    async list(folder) {
      const files: StoredFile[] = [];
      for (const entry of await readEntries(path.join(root, checkedFolder(folder)))) {
        const key = `${folder}/${entry.name}`;
        if (!entry.isFile() || !SAFE_KEY.test(key)) continue;
        const modified = await modifiedAt(resolveKey(root, key));
        if (modified) files.push({ key, modifiedAt: modified });
      }
      return files;
    },
    async removeUnfinished(before) {
      let removed = 0;
      for (const entry of await readEntries(root, true)) {
        if (!entry.isFile() || !UNFINISHED.test(entry.name) || isOthers(entry.parentPath)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const modified = await modifiedAt(file);
        if (!modified || modified >= before) continue;
        await fs.rm(file, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}
