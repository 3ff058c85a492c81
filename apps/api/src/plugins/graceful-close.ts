import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

// A request still arriving when the server closes gets this long to arrive in full.
const ARRIVING_GRACE_MS = 2_000;
// Before closing, the server reads what clients have sent until a few turns of the event
// loop bring nothing new (new connections are accepted on one turn, read on the next).
const QUIET_TURNS = 3;
const READING_LIMIT_MS = 1_000;

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Reads and starts the requests clients have already sent, before the server stops
     * taking requests: a busy process may not have read them yet, and closing would take
     * their unread connections for idle ones and end them.
     */
    readRequestsAlreadySent(): Promise<void>;
  }
}

/**
 * Closing ends every connection the server is not answering on, so a client cannot hold
 * the exit: idle keep-alive ones and ones with half a request's headers at once, ones
 * still sending a body after ARRIVING_GRACE_MS. Requests that have arrived are answered
 * (within server.ts's grace period), and their answer tells the client to close its
 * keep-alive connection. Requests arriving after close starts get Fastify's 503.
 */
async function registerGracefulClose(app: FastifyInstance) {
  let isClosing = false;
  let arrivingTimer: NodeJS.Timeout | undefined;
  const connections = new Set<Socket>();
  /** The request each connection is on, until its answer is sent. */
  const requests = new Map<Socket, IncomingMessage>();
  /** Connections and requests seen so far: what a turn of reading brought. */
  let arrivals = 0;

  app.server.on("connection", (socket: Socket) => {
    arrivals += 1;
    connections.add(socket);
    socket.once("close", () => connections.delete(socket));
  });
  app.server.on("request", (request: IncomingMessage, response) => {
    arrivals += 1;
    const socket = request.socket;
    requests.set(socket, request);
    response.once("close", () => {
      // a pipelined request may have taken the connection already
      if (requests.get(socket) === request) requests.delete(socket);
    });
  });

  app.decorate("readRequestsAlreadySent", async () => {
    const deadline = Date.now() + READING_LIMIT_MS;
    for (let quiet = 0; quiet < QUIET_TURNS && Date.now() < deadline;) {
      const before = arrivals;
      await new Promise((resolve) => setImmediate(resolve));
      quiet = arrivals === before ? quiet + 1 : 0;
    }
  });

  function endConnections(spareArriving: boolean): void {
    for (const socket of connections) {
      const request = requests.get(socket);
      if (request?.complete) continue; // being answered
      if (request && spareArriving) continue;
      socket.destroy();
    }
  }

  app.addHook("preClose", async () => {
    isClosing = true;
    endConnections(true);
    arrivingTimer = setTimeout(() => endConnections(false), ARRIVING_GRACE_MS);
    arrivingTimer.unref();
  });
  app.addHook("onClose", async () => clearTimeout(arrivingTimer));
  app.addHook("onSend", async (_request, reply) => {
    if (isClosing) reply.header("connection", "close");
  });
}

export const gracefulClosePlugin = fp(registerGracefulClose, { name: "graceful-close" });
