import { LogController, type FastifyReply, type FastifyRequest } from "fastify";

/** An answer that took this long is logged at info whatever its status. */
const SLOW_MS = 1_000;

/**
 * Fastify's per-request lines at debug, so that production's default level (info) writes
 * nothing for an ordinary answer: at info only an answer that failed (5xx, or an error) or
 * was slow, which is what an operator reads the log for (decision 0065). The request is
 * logged with the app's redacting serializer, as before.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const line = { res: reply, err: error ?? undefined, responseTime: reply.elapsedTime };
    if (error || reply.statusCode >= 500 || reply.elapsedTime >= SLOW_MS)
      reply.log.info({ req: request, ...line }, "request completed");
    else reply.log.debug(line, "request completed");
  }
}
