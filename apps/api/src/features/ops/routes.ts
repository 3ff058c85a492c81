import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendError } from "../../plugins/error-handler.ts";

const PING_TIMEOUT_MS = 2_000;

/**
 * What anyone may read of readiness: ready, and the search's state. Which database runs,
 * and why it is not reachable, go to the start-up banner and the log only.
 */
const readyResponseSchema = z
  .object({
    status: z.literal("ready"),
    search: z.object({ loaded: z.boolean(), listening: z.boolean() }).optional(),
    busy: z.boolean().optional().describe("Load shedding is turning requests away"),
  })
  .describe("The database answers. 503 UNAVAILABLE while it does not.");

export interface OpsRoutesOptions {
  /**
   * More of the server's state for readiness to report, never to fail on: the search's
   * (loaded, hearing of changes), whether load shedding turns requests away (busy). A
   * search that hears nothing still answers, from a copy reloaded every 30 s; the
   * database being reachable is what ready means.
   */
  readinessDetails?: () => Omit<z.infer<typeof readyResponseSchema>, "status">;
}

/** Liveness (the process answers) and readiness (the database answers too). */
export const opsRoutes: FastifyPluginAsyncZod<OpsRoutesOptions> = async (app, { readinessDetails }) => {
  // probes of the load balancer and monitors: never refused by the fair-use limits or load shedding
  const probe = { fairUse: "uncounted" as const };
  app.get(
    "/api/health",
    { config: probe, schema: { response: { 200: z.object({ status: z.literal("ok") }) } } },
    async () => ({ status: "ok" as const }),
  );

  app.get(
    "/api/ready",
    { config: probe, schema: { response: { 200: readyResponseSchema } } },
    async (_request, reply) => {
      const reason = await databaseProblem();
      if (reason) return sendError(reply, 503, "UNAVAILABLE", reason);
      return { status: "ready" as const, ...readinessDetails?.() };
    },
  );

  async function databaseProblem(): Promise<string | null> {
    if (!app.isMigrated()) return "Database not reachable yet";
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("timeout")), PING_TIMEOUT_MS);
    });
    try {
      await Promise.race([app.database.ping(PING_TIMEOUT_MS), timeout]);
      return null;
    } catch (error) {
      app.log.warn({ err: error }, "readiness check failed");
      return "Database not reachable";
    } finally {
      clearTimeout(timer);
    }
  }
};
