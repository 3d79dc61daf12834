import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import type { Logger } from 'pino';
import { loggerOf } from './app';
import { describeError } from './error-handler';

export interface StartServerOptions {
  /** Default: HOST, else 127.0.0.1 (services sit behind the gateway; they do not face the network). */
  host?: string;
  /** Runs after the last in-flight request has finished, e.g. `() => sequelize.close()`. */
  onClose?: () => unknown;
  /** Default: the app's own logger when it was made by createServiceApp, else none. */
  logger?: Logger;
  /** How long in-flight requests may take to finish before their connections are cut (default 10 s). */
  shutdownTimeoutMs?: number;
  /** Close on SIGTERM/SIGINT and exit (default true). Tests that own the process pass false. */
  handleSignals?: boolean;
  /**
   * How long one whole request may take (default: REQUEST_TIMEOUT_MS, else 1 h — the gateway's own limit).
   * Node's default of 5 minutes would cut a large upload that the gateway is still streaming on a slow link;
   * slow clients are the gateway's to cut (it faces them), so a service only needs to outlast it.
   */
  requestTimeoutMs?: number;
}

/** The gateway's default whole-request limit; services never cut a request the gateway still allows. */
const defaultRequestTimeoutMs = 60 * 60 * 1000;

function requestTimeoutFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.REQUEST_TIMEOUT_MS);
  return Number.isInteger(value) && value > 0 ? value : defaultRequestTimeoutMs;
}

export interface RunningServer {
  server: Server;
  host: string;
  /** The bound port (useful with port 0). */
  port: number;
  url: string;
  /** Stops accepting, waits for in-flight requests, then runs onClose. Safe to call twice. */
  close(): Promise<void>;
}

/**
 * Listens and shuts down gracefully: on SIGTERM/SIGINT it stops accepting, lets in-flight requests finish
 * (idle keep-alive connections are closed at once), runs onClose and exits. A second signal exits at once.
 */
export async function startServer(
  app: Pick<Koa, 'callback'>,
  port: number,
  options: StartServerOptions = {},
): Promise<RunningServer> {
  const host = options.host ?? (process.env.HOST?.trim() || '127.0.0.1');
  const shutdownTimeoutMs = options.shutdownTimeoutMs ?? 10_000;
  const log = options.logger ?? loggerOf(app);
  let closing: Promise<void> | undefined;

  const handle = app.callback();
  // Koa's handler answers its own errors (ctx.onerror): the promise it returns never rejects.
  const server = createServer((req, res) => void handle(req, res));
  server.requestTimeout = options.requestTimeoutMs ?? requestTimeoutFromEnv();
  server.on('request', (_req, res) => {
    // During shutdown, tell keep-alive clients not to reuse the connection, and drop it once idle.
    if (closing) res.setHeader('Connection', 'close');
    res.on('finish', () => {
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
  });

  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(port, host, () => {
      server.off('error', rejectListen);
      resolveListen();
    });
  });
  const address = server.address() as AddressInfo;
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  log?.info({ url }, 'listening');

  function close(): Promise<void> {
    closing ??= (async () => {
      removeSignalHandlers();
      await new Promise<void>((resolveClose) => {
        const force = setTimeout(() => {
          log?.warn({ shutdownTimeoutMs }, 'in-flight requests did not finish in time: closing their connections');
          server.closeAllConnections();
        }, shutdownTimeoutMs);
        force.unref();
        server.close(() => {
          clearTimeout(force);
          resolveClose();
        });
        server.closeIdleConnections();
      });
      await options.onClose?.();
      log?.info('closed');
    })();
    return closing;
  }

  function onSignal(signal: NodeJS.Signals): void {
    log?.info({ signal }, 'shutting down');
    close().then(
      () => process.exit(0),
      (err: unknown) => {
        log?.error({ err: describeError(err) }, 'shutdown failed');
        process.exit(1);
      },
    );
  }
  // Once handled, the handlers are removed, so a second Ctrl-C falls back to Node's default: exit now.
  function removeSignalHandlers(): void {
    process.off('SIGTERM', onSignal);
    process.off('SIGINT', onSignal);
  }
  if (options.handleSignals ?? true) {
    process.once('SIGTERM', onSignal);
    process.once('SIGINT', onSignal);
  }

  return { server, host, port: address.port, url, close };
}
