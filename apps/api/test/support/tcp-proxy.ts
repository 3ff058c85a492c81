import net from "node:net";

/**
 * A TCP proxy that can be switched off, to play a database server going away and
 * coming back. Off: new connections are dropped at once and, unless `keepOpen`, open
 * ones are cut too (keeping them lets the server say goodbye over them first).
 *
 * Frozen, it plays a network partition instead: connections stay open and new ones are
 * accepted, but nothing passes either way and no one is told. Thawed, what was held back
 * is delivered in order, as TCP would once the network is back.
 *
 * Black-holed, the connections open at that moment, and those accepted while it lasts, go
 * silent for good: what either side sends is dropped, and no one is closed or told. Ended,
 * new connections pass again while the silenced ones stay silent, as after a failover or a
 * firewall that forgot them: they neither answer nor reset.
 */
export interface TcpProxy {
  port: number;
  setEnabled(enabled: boolean, options?: { keepOpen?: boolean }): void;
  setFrozen(frozen: boolean): void;
  setBlackHoled(blackHoled: boolean): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let enabled = false;
  let frozen = false;
  let blackHoled = false;
  const open = new Set<net.Socket>();
  /** The connections a black hole has silenced (both of their sockets). */
  const silenced = new WeakSet<net.Socket>();
  /** What a frozen proxy holds back, in the order it arrived. */
  let held: Array<() => void> = [];

  function deliver(step: () => void): void {
    if (frozen) held.push(step);
    else step();
  }

  function forward(from: net.Socket, to: net.Socket): void {
    const pass = (step: () => void) => {
      if (!silenced.has(from)) deliver(step);
    };
    from.on("data", (chunk: Buffer) => pass(() => to.write(chunk)));
    from.on("end", () => pass(() => to.end()));
    from.on("close", () => pass(() => to.destroy()));
  }

  // half-open allowed: an end is passed on like the data before it, not answered by the proxy
  const server = net.createServer({ allowHalfOpen: true }, (client) => {
    if (!enabled) {
      client.destroy();
      return;
    }
    const upstream = net.connect({ port: targetPort, host: targetHost, allowHalfOpen: true });
    for (const socket of [client, upstream]) {
      if (blackHoled) silenced.add(socket);
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
    setBlackHoled(value) {
      blackHoled = value;
      if (value) for (const socket of open) silenced.add(socket);
    },
    close: () =>
      new Promise((resolve) => {
        held = [];
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
