import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createApp } from './app';
import { defaultRemotes } from './remotes';
import { closedPortUrl, tempDir, testConfig } from './test-helpers';

describe('GET /remotes.json', () => {
  test('when nothing is configured, then every area is served by the gateway, uncached', async () => {
    const app = createApp({ config: testConfig(await closedPortUrl()) });
    const res = await request(app.callback()).get('/remotes.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({
      mfe_public: '/remotes/public/remoteEntry.js',
      mfe_admin: '/remotes/admin/remoteEntry.js',
      mfe_parent: '/remotes/parent/remoteEntry.js',
      mfe_child: '/remotes/child/remoteEntry.js',
    });
  });

  test('when the operator edits <DATA_DIR>/remotes.json, then the next request serves the new map, no restart', async () => {
    const dataDir = tempDir();
    const app = createApp({ config: testConfig(await closedPortUrl(), { dataDir }) });
    const agent = request(app.callback());
    const file = path.join(dataDir, 'remotes.json');

    writeFileSync(file, JSON.stringify({ ...defaultRemotes, mfe_admin: '/remotes/admin-v2/remoteEntry.js' }));
    expect((await agent.get('/remotes.json')).body.mfe_admin).toBe('/remotes/admin-v2/remoteEntry.js');

    writeFileSync(
      file,
      JSON.stringify({ ...defaultRemotes, mfe_admin: 'https://cdn.example/admin/v3/remoteEntry.js' }),
    );
    expect((await agent.get('/remotes.json')).body.mfe_admin).toBe('https://cdn.example/admin/v3/remoteEntry.js');
  });

  test('when a map names manifests (written for the shell that read them), then each is served as the entry beside it', async () => {
    const dataDir = tempDir();
    writeFileSync(
      path.join(dataDir, 'remotes.json'),
      JSON.stringify({
        mfe_public: '/remotes/public/mf-manifest.json',
        mfe_admin: 'https://cdn.example/admin/v3/mf-manifest.json?build=7',
        mfe_child: '/remotes/child/remoteEntry.js',
        mfe_parent: '/remotes/parent/not-mf-manifest.json',
      }),
    );
    const app = createApp({ config: testConfig(await closedPortUrl(), { dataDir }) });
    expect((await request(app.callback()).get('/remotes.json')).body).toEqual({
      mfe_public: '/remotes/public/remoteEntry.js',
      mfe_admin: 'https://cdn.example/admin/v3/remoteEntry.js?build=7',
      mfe_child: '/remotes/child/remoteEntry.js',
      mfe_parent: '/remotes/parent/not-mf-manifest.json',
    });
  });

  test('when REMOTES_FILE is set, then it wins over the data directory', async () => {
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, 'remotes.json'), JSON.stringify({ mfe_admin: '/from-data-dir' }));
    const other = tempDir();
    mkdirSync(path.join(other, 'conf'));
    const remotesFile = path.join(other, 'conf', 'remotes.json');
    writeFileSync(remotesFile, JSON.stringify({ mfe_admin: '/from-remotes-file' }));
    const app = createApp({ config: testConfig(await closedPortUrl(), { dataDir, remotesFile }) });
    expect((await request(app.callback()).get('/remotes.json')).body).toEqual({ mfe_admin: '/from-remotes-file' });
  });

  test('when the file is broken by an edit, then the last good map is kept', async () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, 'remotes.json');
    const app = createApp({ config: testConfig(await closedPortUrl(), { dataDir }) });
    const agent = request(app.callback());
    writeFileSync(file, JSON.stringify({ mfe_admin: '/good' }));
    expect((await agent.get('/remotes.json')).body).toEqual({ mfe_admin: '/good' });

    writeFileSync(file, '{ "mfe_admin": "/half-writ');
    const broken = await agent.get('/remotes.json');
    expect(broken.status).toBe(200);
    expect(broken.body).toEqual({ mfe_admin: '/good' });

    writeFileSync(file, JSON.stringify(['not', 'a', 'map']));
    expect((await agent.get('/remotes.json')).body).toEqual({ mfe_admin: '/good' });
  });

  test('when a remote lives on another origin, then the shell page may load scripts from it', async () => {
    const dataDir = tempDir();
    writeFileSync(
      path.join(dataDir, 'remotes.json'),
      JSON.stringify({ ...defaultRemotes, mfe_child: 'https://cdn.example/child/remoteEntry.js' }),
    );
    const app = createApp({ config: testConfig(await closedPortUrl(), { dataDir }) });
    const res = await request(app.callback()).get('/').set('Accept', 'text/html');
    expect(res.headers['content-security-policy']).toContain("script-src 'self' https://cdn.example");
  });

  test('when remotes.json is posted to, then 405', async () => {
    const app = createApp({ config: testConfig(await closedPortUrl()) });
    const res = await request(app.callback()).post('/remotes.json').send({});
    expect(res.status).toBe(405);
    expect(res.body).toEqual({ message: 'Method not allowed.', error: 'Method not allowed.' });
  });
});
