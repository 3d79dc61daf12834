import { mkdir, readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { createDatabase, databaseUrlFromEnv } from '@young-minds/db';
import { resolveGatewaySecret, serviceConfig, sessionTokens, startServer } from '@young-minds/service-kit';
import { buildContentApp } from './app';
import { createLocalMediaStore } from './media';


/** Temp files a crashed upload left behind (a clean request never leaves any: the kit deletes them). */
async function clearUploadDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  for (const name of await readdir(dir)) await unlink(join(dir, name)).catch(() => undefined);
}

async function main(): Promise<void> {
  const config = serviceConfig('content');
  const db = createDatabase({ url: databaseUrlFromEnv(process.env, config.dataDir) });
  if (process.env.SKIP_MIGRATIONS !== '1') await db.migrate();

  const tokens = await sessionTokens(config);

  // Uploads stream to a temp folder on the same disk as the media folder, so keeping one is a rename.
  const mediaRoot = join(config.dataDir, 'media');
  const uploadDir = join(config.dataDir, 'tmp', 'uploads');
  await mkdir(mediaRoot, { recursive: true });
  await clearUploadDir(uploadDir);

  const app = buildContentApp({
    db,
    tokens,
    media: createLocalMediaStore({ root: mediaRoot }),
    uploadDir,
    // The caller's address is the gateway's, vouched for by the shared secret; a direct caller gets its socket's.
    gatewaySecret: await resolveGatewaySecret(config.dataDir),
  });
  await startServer(app, config.port, { host: config.host, onClose: () => db.close() });
}

main().catch((err: unknown) => {
  console.error('The content service could not start:', err);
  process.exit(1);
});
