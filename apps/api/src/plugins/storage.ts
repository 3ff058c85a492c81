import fp from "fastify-plugin";
import type { FileStorage } from "./storage/file-storage.ts";
import { localDiskStorage } from "./storage/local-disk.ts";
import type { S3Settings } from "./storage/s3.ts";

declare module "fastify" {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/** Uploaded files: in the S3 bucket when `s3` is given (S3_BUCKET), else on disk under `root`. */
export const storagePlugin = fp<{ root: string; s3: S3Settings | null }>(
  async (app, { root, s3 }) => {
    if (!s3) {
      app.decorate("storage", localDiskStorage(root));
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
