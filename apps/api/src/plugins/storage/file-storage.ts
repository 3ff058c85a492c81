/** A complete stored file. */
export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

/**
 * Where uploaded files live (driver-license scans). Keys are server-generated, never a
 * client's file name; every implementation keeps these promises (test/storage-contract).
 */
export interface FileStorage {
  /** Stores the file whole or not at all: a failed write (a full disk) leaves nothing. */
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; removing one that is not there is no error. */
  remove(key: string): Promise<void>;
  /** The complete files directly under `folder` (not in its subfolders). */
  list(folder: string): Promise<StoredFile[]>;
  /** Removes writes a crash interrupted, last touched before `before`; returns how many. */
  removeUnfinished(before: Date): Promise<number>;
}

/** Folders of lower-case letters, digits and dashes, then a name with an extension. */
export const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

/** The key, if it is one the server could have made; anything else is a bug, not input. */
export function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
  return key;
}

/** The folder, if keys under it can be safe. */
export function checkedFolder(folder: string): string {
  if (!SAFE_KEY.test(`${folder}/x.x`)) throw new Error(`unsafe storage folder: ${folder}`);
  return folder;
}
