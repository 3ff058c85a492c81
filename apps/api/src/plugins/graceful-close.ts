import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * While the server closes, a response to a request that was already in flight tells the
 * client to close its keep-alive connection, so shutdown does not wait for the socket's
 * idle timeout. Requests arriving after close starts get Fastify's 503.
 */
async function registerGracefulClose(app: FastifyInstance) {
  let isClosing = false;
  app.addHook("preClose", async () => {
    isClosing = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (isClosing) reply.header("connection", "close");
  });
}

export const gracefulClosePlugin = fp(registerGracefulClose, { name: "graceful-close" });
