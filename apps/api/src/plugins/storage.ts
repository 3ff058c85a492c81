import fp from "fastify-plugin";
import { deferredStorage } from "./storage/deferred.ts";
import type { FileStorage } from "./storage/file-storage.ts";
import { localDiskStorage } from "./storage/local-disk.ts";
import type { S3Settings } from "./storage/s3.ts";
import { OTHER_DATABASES_FOLDER, uploadsFolderFor, type UploadsDatabase } from "./storage/uploads-owner.ts";

declare module "fastify" {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

export interface StorageOptions {
  root: string;
  s3: S3Settings | null;
  /** This process's database, whose files on disk are kept apart from any other's. */
  database: () => Promise<UploadsDatabase>;
}

/**
 * Uploaded files: in the S3 bucket when `s3` is given (S3_BUCKET), else on disk under
 * `root`, in the folder there that belongs to this database (storage/uploads-owner.ts).
 */
export const storagePlugin = fp<StorageOptions>(
  async (app, { root, s3, database }) => {
    if (!s3) {
      const storage = deferredStorage(async () => {
        const folder = await uploadsFolderFor(root, await database());
        if (folder !== root) {
          app.log.info(`${root} belongs to another database; this database's uploads are kept in ${folder}`);
        }
        return localDiskStorage(folder, {
          othersFolder: folder === root ? OTHER_DATABASES_FOLDER : undefined,
        });
      });
      app.decorate("storage", storage);
      return;
    }
    // the AWS SDK is loaded only by the deployments that use it
    const { s3Storage } = await import("./storage/s3.ts");
    const storage = s3Storage(s3);
    app.decorate("storage", storage);
    app.addHook("onClose", () => storage.destroy());
  },
  { name: "storage" },
);
