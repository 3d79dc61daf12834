import net from 'node:net';

/**
 * A TCP proxy a test controls, for database fault tests: point a database URL at `port` and `cut()` the
 * line in the middle of a load. While cut, every open connection is destroyed and new ones are either
 * refused at once ('refuse': accepted and reset, like a server that is down) or held open without a byte
 * ('hold': like a network partition, where only the client's own timeouts help). `restore()` lets new
 * connections through again, and the held ones that are still waiting go through late, as after a partition
 * heals.
 */
export interface TcpProxy {
  port: number;
  /** Connections accepted so far (both modes). */
  readonly accepted: number;
  cut(mode?: 'refuse' | 'hold'): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let state: 'open' | 'refuse' | 'hold' = 'open';
  let accepted = 0;
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A reset on either side is what this proxy is for: never let it become an uncaught error.
    socket.on('error', () => socket.destroy());
  };

  const held = new Set<net.Socket>();
  const connectUpstream = (client: net.Socket) => {
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };

  const server = net.createServer((client) => {
    accepted += 1;
    track(client);
    if (state === 'refuse') {
      client.resetAndDestroy();
    } else if (state === 'hold') {
      // Kept open and silent: what the client sends waits in the socket until restore() or close().
      held.add(client);
      client.on('close', () => held.delete(client));
    } else {
      connectUpstream(client);
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The proxy has no TCP address.');

  const destroyAll = () => {
    for (const socket of sockets) socket.resetAndDestroy();
    sockets.clear();
  };

  return {
    port: address.port,
    get accepted() {
      return accepted;
    },
    cut(mode = 'refuse') {
      state = mode;
      held.clear();
      destroyAll();
    },
    restore() {
      state = 'open';
      for (const client of held) if (!client.destroyed) connectUpstream(client);
      held.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        destroyAll();
        server.close(() => resolve());
      }),
  };
}
