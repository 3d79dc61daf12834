import path from 'node:path';
import { loadConfig, repoRoot } from './config';

const hrefs = (urls: readonly URL[]) => urls.map((url) => url.href);

describe('loadConfig', () => {
  test('when nothing is set, then services are on 127.0.0.1 at their default ports and all are expected', () => {
    const config = loadConfig({});
    expect(hrefs(config.services.auth)).toEqual(['http://127.0.0.1:4001/']);
    expect(hrefs(config.services.content)).toEqual(['http://127.0.0.1:4002/']);
    expect(hrefs(config.services.subscriptions)).toEqual(['http://127.0.0.1:4003/']);
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
    expect(hrefs(config.services.auth)).toEqual(['http://auth.internal:9000/']);
    expect(hrefs(config.services.content)).toEqual(['http://127.0.0.1:5002/']);
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

  test('when MEDIA_ACCEL_REDIRECT names an nginx location, then media is handed to it; a bad one stops the start', () => {
    expect(loadConfig({ DATA_DIR: '/srv/ym' }).mediaAccelRedirect).toBeUndefined();
    expect(loadConfig({ MEDIA_ACCEL_REDIRECT: ' /protected-media/ ' }).mediaAccelRedirect).toBe('/protected-media/');
    for (const value of ['protected-media/', '/protected-media', '/a b/', 'http://nginx/x/', '/../x/']) {
      expect(() => loadConfig({ MEDIA_ACCEL_REDIRECT: value })).toThrow(/MEDIA_ACCEL_REDIRECT must be/);
    }
    expect(() => loadConfig({ MEDIA_ACCEL_REDIRECT: '/protected-media/', STORAGE: 's3' })).toThrow(
      /MEDIA_ACCEL_REDIRECT needs the media folder/,
    );
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

  test('when *_URLS lists several instances, then each service gets all of them, in order', () => {
    const config = loadConfig({
      AUTH_URLS: 'http://10.0.0.1:4001, http://10.0.0.2:4001/',
      CONTENT_URLS: 'https://content.internal/base/',
    });
    expect(hrefs(config.services.auth)).toEqual(['http://10.0.0.1:4001/', 'http://10.0.0.2:4001/']);
    expect(hrefs(config.services.content)).toEqual(['https://content.internal/base/']);
    expect(hrefs(config.services.subscriptions)).toEqual(['http://127.0.0.1:4003/']);
  });

  test('when both *_URL and *_URLS are set, then the list wins (pnpm start always sets the single one)', () => {
    const config = loadConfig({
      SUBSCRIPTIONS_URL: 'http://127.0.0.1:4003',
      SUBSCRIPTIONS_URLS: 'http://10.0.0.1:4003,http://10.0.0.2:4003',
    });
    expect(hrefs(config.services.subscriptions)).toEqual(['http://10.0.0.1:4003/', 'http://10.0.0.2:4003/']);
  });

  test('when *_URLS is empty or blank, then *_URL (or the port) is used', () => {
    expect(hrefs(loadConfig({ AUTH_URLS: '', AUTH_URL: 'http://a:1' }).services.auth)).toEqual(['http://a:1/']);
    expect(hrefs(loadConfig({ CONTENT_URLS: '  ', CONTENT_PORT: '5002' }).services.content)).toEqual([
      'http://127.0.0.1:5002/',
    ]);
  });

  test.each([
    [{ AUTH_URLS: 'http://a:1,not a url' }, 'AUTH_URLS is not a URL: "not a url"'],
    [{ CONTENT_URLS: 'http://a:1,ftp://b' }, 'CONTENT_URLS must be an http:// or https:// URL, got "ftp://b"'],
    [{ SUBSCRIPTIONS_URLS: 'http://a:1,,http://b:2' }, 'SUBSCRIPTIONS_URLS has an empty entry'],
    [{ AUTH_URLS: 'http://a:1,' }, 'AUTH_URLS has an empty entry'],
    [{ AUTH_URLS: 'http://a:1, http://a:1/' }, 'AUTH_URLS lists http://a:1/ twice'],
    [{ AUTH_URL: 'http://ok:1', AUTH_URLS: 'bad' }, 'AUTH_URLS is not a URL'],
    [{ HEALTH_CHECK_INTERVAL_MS: '0' }, 'HEALTH_CHECK_INTERVAL_MS must be a positive integer'],
    [{ UPSTREAM_CONNECT_TIMEOUT_MS: 'soon' }, 'UPSTREAM_CONNECT_TIMEOUT_MS must be a positive integer'],
  ])('when %p, then start-up fails naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  test('when the health check interval and connect timeout are set, then they are used; else 2 s each', () => {
    expect(loadConfig({}).healthCheckIntervalMs).toBe(2_000);
    expect(loadConfig({}).connectTimeoutMs).toBe(2_000);
    const config = loadConfig({ HEALTH_CHECK_INTERVAL_MS: '500', UPSTREAM_CONNECT_TIMEOUT_MS: '750' });
    expect(config.healthCheckIntervalMs).toBe(500);
    expect(config.connectTimeoutMs).toBe(750);
  });
});
