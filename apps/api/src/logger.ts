import type { FastifyServerOptions } from "fastify";
import type { Config } from "./config.ts";

/**
 * Readable, coloured lines for a developer at a terminal (pino-pretty, in a worker thread);
 * one JSON object a line everywhere else, which is what log collectors read. Production
 * always logs JSON.
 */
export function loggerOptions(
  config: Pick<Config, "LOG_LEVEL" | "LOG_PRETTY" | "NODE_ENV">,
  isTerminal = Boolean(process.stdout.isTTY),
): FastifyServerOptions["logger"] {
  const isPretty = config.NODE_ENV !== "production" && (config.LOG_PRETTY ?? isTerminal);
  if (!isPretty) return { level: config.LOG_LEVEL };
  return {
    level: config.LOG_LEVEL,
    transport: {
      target: "pino-pretty",
      options: { translateTime: "HH:MM:ss", ignore: "pid,hostname", singleLine: true, colorize: true },
    },
  };
}
