import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

export interface ApiDocsOptions {
  /** Path items of routes Fastify cannot describe itself (better-auth's, behind one wildcard). */
  paths: Record<string, object>;
}

export const REFERENCE_PREFIX = "/api/reference";

/**
 * The OpenAPI document, built from the routes' zod schemas plus `paths`: JSON at
 * GET /api/docs (the contract clients and tests read), and a readable reference (Swagger
 * UI, served from our own origin: no inline script, no CDN) at /api/reference.
 * Registered before the routes, which it collects as they are added.
 */
async function registerApiDocs(app: FastifyInstance, { paths }: ApiDocsOptions) {
  await app.register(swagger, {
    openapi: { info: { title: "CampusRide API", version: "1.0.0" }, paths },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: REFERENCE_PREFIX,
    theme: { title: "CampusRide API reference" },
    // no badge from the public validator: the page talks to this server only
    uiConfig: { validatorUrl: null, docExpansion: "list", deepLinking: true },
  });
  app.get("/api/docs", { schema: { hide: true } }, async () => app.swagger());
}

export const apiDocsPlugin = fp(registerApiDocs, { name: "api-docs" });
