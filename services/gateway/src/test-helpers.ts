import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serviceNames, type ServiceName } from '@young-minds/contracts';
import type { GatewayConfig } from './config';

/** A throwaway service's request handler; it may be async (what it returns is not used). */
export type UpstreamHandler = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;

/** A real throwaway service on an ephemeral port (or on `port`: a service coming back where it was). */
export interface Upstream {
  url: URL;
  server: http.Server;
  close(): Promise<void>;
}

export async function startUpstream(handler: UpstreamHandler, port = 0): Promise<Upstream> {
  const server = http.createServer((req, res) => {
    // A handler that fails answers 500 (or cuts a started answer), so the test sees it instead of hanging.
    const answered = handler(req, res);
    if (!(answered instanceof Promise)) return;
    answered.catch((err: unknown) => {
      if (res.headersSent) res.destroy();
      else res.writeHead(500).end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: new URL(`http://127.0.0.1:${bound}`),
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on (taken, then released). */
export async function closedPortUrl(): Promise<URL> {
  const upstream = await startUpstream(() => undefined);
  await upstream.close();
  return upstream.url;
}

const tempDirs: string[] = [];

/** A fresh folder under the OS temp dir, removed when the test file is done. */
export function tempDir(prefix = 'gateway-test-'): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The secret test gateways send to their services. */
export const testGatewaySecret = 'a test-only gateway secret, longer than thirty-two characters';

/** A gateway configuration for tests: every service points at `fallback` unless `services` says otherwise. */
export function testConfig(
  fallback: URL | URL[],
  overrides: Partial<Omit<GatewayConfig, 'services'>> & { services?: Partial<Record<ServiceName, URL | URL[]>> } = {},
): GatewayConfig {
  const { services, ...rest } = overrides;
  const all = Object.fromEntries(serviceNames.map((name) => [name, [services?.[name] ?? fallback].flat()])) as Record<
    ServiceName,
    URL[]
  >;
  const dir = rest.dataDir ?? tempDir();
  return {
    expectedServices: ['auth'],
    dataDir: dir,
    staticRoot: dir,
    upstreamTimeoutMs: 5_000,
    healthTimeoutMs: 1_000,
    healthCheckIntervalMs: 2_000,
    connectTimeoutMs: 2_000,
    trustProxy: 0,
    gatewaySecret: testGatewaySecret,
    timeouts: { headersTimeoutMs: 20_000, requestTimeoutMs: 60_000, idleTimeoutMs: 60_000, keepAliveTimeoutMs: 5_000 },
    ...rest,
    services: all,
  };
}

/** Reads a request body fully (only in test upstreams). */
export function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
