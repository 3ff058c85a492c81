import type { ApiErrorBody, ErrorCode } from "@campusride/shared/errors";
import { FRIENDLY_MESSAGES } from "@campusride/shared/messages";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnreachable } from "../db/connection-errors.ts";
import { AppError } from "../lib/app-error.ts";

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: "BAD_REQUEST",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
  503: "UNAVAILABLE",
};

/** The error code an answer of this status carries when nothing more precise is known. */
export function errorCodeForStatus(status: number): ErrorCode {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? "INTERNAL" : "BAD_REQUEST");
}

export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

export const JSON_TYPE = "application/json; charset=utf-8";

export function sendError(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
) {
  return reply
    .code(status)
    .type(JSON_TYPE)
    .send(errorBody(code, message, fields));
}

/**
 * What the router itself refuses before any route or error handler runs: a path that is
 * not valid percent-encoding (400), a path parameter over the length limit (414). The
 * answer names nothing of the request, the path included.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 400;
  if (status >= 500) void sendError(reply, 500, "INTERNAL", FRIENDLY_MESSAGES.default);
  else void sendError(reply, status, errorCodeForStatus(status), FRIENDLY_MESSAGES.validation);
}

export const UNAVAILABLE_MESSAGE = "CampusRide is temporarily unavailable. Please try again in a moment.";
/** A request turned away because the server is overloaded (plugins/load-shedding.ts). */
export const BUSY_MESSAGE = "CampusRide is very busy right now. Please try again in a few seconds.";

/**
 * The one place errors become HTTP responses: AppError by its code, schema failures as
 * 400 with the first message and one per field, Fastify's own 4xx as they are, and
 * everything else as a 500 that says nothing about the internals.
 */
async function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return sendError(reply, error.status, error.code, error.message, error.fields);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, "").replace(/\//g, ".") || "body";
        fields[field] ??= issue.message ?? FRIENDLY_MESSAGES.validation;
      }
      const first = error.validation[0]?.message ?? FRIENDLY_MESSAGES.validation;
      return sendError(reply, 400, "VALIDATION", first, fields);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(reply, status, errorCodeForStatus(status), error.message);
    }
    if (status === 503 || isDatabaseUnreachable(error)) {
      request.log.warn({ err: error }, "service unavailable");
      return sendError(reply, 503, "UNAVAILABLE", UNAVAILABLE_MESSAGE);
    }
    request.log.error({ err: error }, "request failed");
    return sendError(reply, 500, "INTERNAL", FRIENDLY_MESSAGES.default);
  });
}

export const errorHandlerPlugin = fp(registerErrorHandler, { name: "error-handler" });
