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
    expect(config.trustProxy).toBe(false);
  });

  test('when URLs, ports and the service list are set, then they are used', () => {
    const config = loadConfig({ AUTH_URL: 'http://auth.internal:9000', CONTENT_PORT: '5002', SERVICES: 'auth, content', DATA_DIR: 'rel/data', REMOTES_FILE: '/etc/ym/remotes.json', TRUST_PROXY: '1' });
    expect(config.services.auth.href).toBe('http://auth.internal:9000/');
    expect(config.services.content.href).toBe('http://127.0.0.1:5002/');
    expect(config.expectedServices).toEqual(['auth', 'content']);
    expect(config.dataDir).toBe(path.join(repoRoot, 'rel/data'));
    expect(config.remotesFile).toBe('/etc/ym/remotes.json');
    expect(config.trustProxy).toBe(true);
  });

  test('when a value is wrong, then start-up fails with a clear message', () => {
    expect(() => loadConfig({ SERVICES: 'auth,billing' })).toThrow('SERVICES lists "billing"');
    expect(() => loadConfig({ AUTH_URL: 'not a url' })).toThrow('AUTH_URL is not a URL');
    expect(() => loadConfig({ AUTH_URL: 'ftp://x' })).toThrow('AUTH_URL must be an http');
    expect(() => loadConfig({ UPSTREAM_TIMEOUT_MS: '-1' })).toThrow('UPSTREAM_TIMEOUT_MS');
  });
});
