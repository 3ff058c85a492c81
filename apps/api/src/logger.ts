import { createRequire } from "node:module";
import type { FastifyServerOptions } from "fastify";
import type { Config } from "./config.ts";

type LoggerOptions = Exclude<FastifyServerOptions["logger"], boolean | undefined>;

/**
 * Readable, coloured lines for a developer at a terminal (pino-pretty, in a worker thread);
 * one JSON object a line everywhere else, which is what log collectors read. Production
 * always logs JSON; pino-pretty is a development dependency, so an install without those
 * logs JSON too.
 */
export function loggerOptions(
  config: Pick<Config, "LOG_LEVEL" | "LOG_PRETTY" | "NODE_ENV">,
  isTerminal = Boolean(process.stdout.isTTY),
): LoggerOptions {
  const isPretty =
    config.NODE_ENV !== "production" && (config.LOG_PRETTY ?? isTerminal) && isInstalled("pino-pretty");
  if (!isPretty) return { level: config.LOG_LEVEL };
  return {
    level: config.LOG_LEVEL,
    transport: {
      target: "pino-pretty",
      options: { translateTime: "HH:MM:ss", ignore: "pid,hostname", singleLine: true, colorize: true },
    },
  };
}

function isInstalled(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}
