import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { sendError } from "./error-handler.ts";

/** The build's precompressed copies (vite.config.ts) sit beside each file as .br / .gz. */
const COMPRESSED_SUFFIX = /\.(br|gz)$/;

/**
 * Serves the built web app. Unknown /api paths are JSON 404s; unknown paths that look
 * like files are plain 404s; every other path is a client-side route and gets
 * index.html. Each file is sent as the brotli or gzip copy the build made of it when the
 * browser accepts one. The default wildcard mode reads the directory per request, so a
 * rebuilt bundle is served without a restart.
 */
async function registerSpa(app: FastifyInstance, { root }: { root: string }) {
  const hasBuild = fs.existsSync(path.join(root, "index.html"));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      index: "index.html",
      preCompressed: true,
      setHeaders(reply, sentPath) {
        const filePath = sentPath.replace(COMPRESSED_SUFFIX, "");
        // Vite puts a content hash in every asset name, so assets never change; the
        // page itself must be revalidated to pick up a new build.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header("cache-control", "public, max-age=31536000, immutable");
        } else if (
          filePath.endsWith("index.html") ||
          filePath.endsWith(`${path.sep}sw.js`) ||
          filePath.endsWith(".webmanifest")
        ) {
          // the page, the service worker and the manifest name this build's files
          reply.header("cache-control", "no-cache");
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (pathname === "/api" || pathname.startsWith("/api/")) {
      return sendError(reply, 404, "NOT_FOUND", `No API route ${request.method} ${pathname}`);
    }
    const looksLikeFile = path.posix.extname(pathname) !== "";
    if (!hasBuild || looksLikeFile || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
    }
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}

export const spaPlugin = fp(registerSpa, { name: "spa" });
