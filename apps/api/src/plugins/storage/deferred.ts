import type { FileStorage } from "./file-storage.ts";

/**
 * A storage opened on its first use (which folder is ours needs the database, which may
 * be down at start); an opening that fails is tried again at the next use.
 */
export function deferredStorage(open: () => Promise<FileStorage>): FileStorage {
  let opening: Promise<FileStorage> | undefined;
  const opened = () =>
    (opening ??= open().catch((error: unknown) => {
      opening = undefined;
      throw error;
    }));
  return {
    put: async (key, data) => (await opened()).put(key, data),
    get: async (key) => (await opened()).get(key),
    remove: async (key) => (await opened()).remove(key),
    list: async (folder) => (await opened()).list(folder),
    removeUnfinished: async (before) => (await opened()).removeUnfinished(before),
  };
}
