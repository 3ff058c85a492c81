import fs from "node:fs/promises";
import path from "node:path";
import fp from "fastify-plugin";

/** Where uploaded files live. Keys are server-generated, never a client's file name. */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

function resolveKey(root: string, key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
  return path.join(root, key);
}

/** Files on the local disk under `root` (DATA_DIR/uploads). */
export function localDiskStorage(root: string): FileStorage {
  return {
    async put(key, data) {
      const file = resolveKey(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data, { mode: 0o600 });
    },
    async get(key) {
      try {
        return await fs.readFile(resolveKey(root, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key) {
      await fs.rm(resolveKey(root, key), { force: true });
    },
  };
}

export const storagePlugin = fp<{ root: string }>(
  async (app, { root }) => {
    app.decorate("storage", localDiskStorage(root));
  },
  { name: "storage" },
);
