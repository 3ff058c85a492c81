import net from "node:net";
import { afterAll } from "vitest";

/**
 * An SMTP server that greets and then never answers again: every later SMTP step waits
 * for the mailer's timeout. Closed after the test file. Returns its port.
 */
export async function startStallingSmtp(): Promise<number> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    socket.write("220 stalling.campusride.test ESMTP\r\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return (server.address() as net.AddressInfo).port;
}
