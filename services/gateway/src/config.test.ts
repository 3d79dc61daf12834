import path from 'node:path';
import { loadConfig, repoRoot } from './config';

describe('loadConfig', () => {
  test('when nothing is set, then services are on 127.0.0.1 at their default ports and all are expected', () => {
    const config = loadConfig({});
    expect(config.services.auth.href).toBe('http://127.0.0.1:4001/');
    expect(config.services.content.href).toBe('http://127.0.0.1:4002/');
    expect(config.services.subscriptions.href).toBe('http://127.0.0.1:4003/');
    expect(config.expectedServices).toEqual(['auth', 'content', 'subscriptions']);
    expect(config.dataDir).toBe(path.join(repoRoot, '.data'));
    expect(config.staticRoot).toBe(repoRoot);
    expect(config.remotesFile).toBeUndefined();
    expect(config.trustProxy).toBe(0);
    expect(config.timeouts).toEqual({
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 3_600_000,
      idleTimeoutMs: 120_000,
      keepAliveTimeoutMs: 5_000,
    });
  });

  test('when URLs, ports and the service list are set, then they are used', () => {
    const config = loadConfig({
      AUTH_URL: 'http://auth.internal:9000',
      CONTENT_PORT: '5002',
      SERVICES: 'auth, content',
      DATA_DIR: 'rel/data',
      REMOTES_FILE: '/etc/ym/remotes.json',
      TRUST_PROXY: '1',
    });
    expect(config.services.auth.href).toBe('http://auth.internal:9000/');
    expect(config.services.content.href).toBe('http://127.0.0.1:5002/');
    expect(config.expectedServices).toEqual(['auth', 'content']);
    expect(config.dataDir).toBe(path.join(repoRoot, 'rel/data'));
    expect(config.remotesFile).toBe('/etc/ym/remotes.json');
    expect(config.trustProxy).toBe(1);
  });

  test('when a value is wrong, then start-up fails with a clear message', () => {
    expect(() => loadConfig({ SERVICES: 'auth,billing' })).toThrow('SERVICES lists "billing"');
    expect(() => loadConfig({ AUTH_URL: 'not a url' })).toThrow('AUTH_URL is not a URL');
    expect(() => loadConfig({ AUTH_URL: 'ftp://x' })).toThrow('AUTH_URL must be an http');
    expect(() => loadConfig({ UPSTREAM_TIMEOUT_MS: '-1' })).toThrow('UPSTREAM_TIMEOUT_MS');
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '0' })).toThrow('HEADERS_TIMEOUT_MS');
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: 'never' })).toThrow('REQUEST_TIMEOUT_MS');
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '30000', REQUEST_TIMEOUT_MS: '10000' })).toThrow(
      'HEADERS_TIMEOUT_MS must not be larger',
    );
  });

  test.each([
    ['', 0],
    ['0', 0],
    ['1', 1],
    ['true', 1],
    ['false', 0],
    ['2', 2],
    [' 3 ', 3],
  ])('when TRUST_PROXY is %p, then %i proxy hops are trusted', (raw, hops) => {
    expect(loadConfig({ TRUST_PROXY: raw }).trustProxy).toBe(hops);
  });

  test.each(['yes', '-1', '1.5', 'on', '100'])(
    'when TRUST_PROXY is %p, then start-up fails with a clear message',
    (raw) => {
      expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(
        'TRUST_PROXY must be the number of proxies in front of the gateway',
      );
    },
  );

  test('when MEDIA_FROM_DISK is 0, then no media folder is served and every /media request is proxied', () => {
    expect(loadConfig({ DATA_DIR: '/srv/ym' }).mediaRoot).toBe(path.join('/srv/ym', 'media'));
    expect(loadConfig({ DATA_DIR: '/srv/ym', MEDIA_FROM_DISK: '0' }).mediaRoot).toBeUndefined();
  });

  test('when STORAGE is s3, then no media folder is served (the files are in a bucket); local keeps the folder', () => {
    expect(loadConfig({ DATA_DIR: '/srv/ym', STORAGE: 's3' }).mediaRoot).toBeUndefined();
    expect(loadConfig({ DATA_DIR: '/srv/ym', STORAGE: 'S3 ' }).mediaRoot).toBeUndefined();
    expect(loadConfig({ DATA_DIR: '/srv/ym', STORAGE: 'local' }).mediaRoot).toBe(path.join('/srv/ym', 'media'));
  });

  test('when timeouts are set, then they are used', () => {
    const config = loadConfig({
      HEADERS_TIMEOUT_MS: '5000',
      REQUEST_TIMEOUT_MS: '600000',
      IDLE_TIMEOUT_MS: '30000',
      KEEP_ALIVE_TIMEOUT_MS: '2000',
    });
    expect(config.timeouts).toEqual({
      headersTimeoutMs: 5_000,
      requestTimeoutMs: 600_000,
      idleTimeoutMs: 30_000,
      keepAliveTimeoutMs: 2_000,
    });
  });
});
