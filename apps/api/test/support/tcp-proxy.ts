import net from "node:net";

/**
 * A TCP proxy that can be switched off, to play a database server going away and
 * coming back. Off: new connections are dropped at once and, unless `keepOpen`, open
 * ones are cut too (keeping them lets the server say goodbye over them first).
 *
 * Frozen, it plays a network partition instead: connections stay open and new ones are
 * accepted, but nothing passes either way and no one is told. Thawed, what was held back
 * is delivered in order, as TCP would once the network is back.
 */
export interface TcpProxy {
  port: number;
  setEnabled(enabled: boolean, options?: { keepOpen?: boolean }): void;
  setFrozen(frozen: boolean): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let enabled = false;
  let frozen = false;
  const open = new Set<net.Socket>();
  /** What a frozen proxy holds back, in the order it arrived. */
  let held: Array<() => void> = [];

  function deliver(step: () => void): void {
    if (frozen) held.push(step);
    else step();
  }

  function forward(from: net.Socket, to: net.Socket): void {
    from.on("data", (chunk: Buffer) => deliver(() => to.write(chunk)));
    from.on("end", () => deliver(() => to.end()));
    from.on("close", () => deliver(() => to.destroy()));
  }

  // half-open allowed: an end is passed on like the data before it, not answered by the proxy
  const server = net.createServer({ allowHalfOpen: true }, (client) => {
    if (!enabled) {
      client.destroy();
      return;
    }
    const upstream = net.connect({ port: targetPort, host: targetHost, allowHalfOpen: true });
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on("close", () => open.delete(socket));
      socket.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    forward(client, upstream);
    forward(upstream, client);
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as net.AddressInfo;

  return {
    port: address.port,
    setEnabled(value, { keepOpen = false } = {}) {
      enabled = value;
      if (!value && !keepOpen) for (const socket of open) socket.destroy();
    },
    setFrozen(value) {
      frozen = value;
      if (value) return;
      const steps = held;
      held = [];
      for (const step of steps) step();
    },
    close: () =>
      new Promise((resolve) => {
        held = [];
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
