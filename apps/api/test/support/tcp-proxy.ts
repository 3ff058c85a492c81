import net from "node:net";

/**
 * A TCP proxy that can be switched off, to play a database server going away and
 * coming back. Off: new connections are dropped at once and, unless `keepOpen`, open
 * ones are cut too (keeping them lets the server say goodbye over them first).
 */
export interface TcpProxy {
  port: number;
  setEnabled(enabled: boolean, options?: { keepOpen?: boolean }): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let enabled = false;
  const open = new Set<net.Socket>();

  const server = net.createServer((client) => {
    if (!enabled) {
      client.destroy();
      return;
    }
    const upstream = net.connect(targetPort, targetHost);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on("close", () => open.delete(socket));
      socket.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as net.AddressInfo;

  return {
    port: address.port,
    setEnabled(value, { keepOpen = false } = {}) {
      enabled = value;
      if (!value && !keepOpen) for (const socket of open) socket.destroy();
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
