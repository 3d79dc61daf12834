import { mkdir, readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { createDatabase, databaseUrlFromEnv } from '@young-minds/db';
import { appUrlFromEnv } from '@young-minds/mail';
import {
  createLogger,
  createPrincipalCache,
  createRateLimitStore,
  redisPrefix,
  resolveGatewaySecret,
  resolveSecret,
  serviceConfig,
  sessionTokens,
  startServer,
} from '@young-minds/service-kit';
import { buildContentApp, contactPerMinuteFromEnv } from './app';
import { createWeeklyNotes } from './digests/notes';
import { createMediaStore } from './media';
import { createConfiguredStorage, mediaStorageConfig } from './media/storage-config';
import { createMediaSweeper } from './media/sweeper';
import { createRecitationRetention } from './recitations/retention';

/** Temp files a crashed upload left behind (a clean request never leaves any: the kit deletes them). */
async function clearUploadDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  for (const name of await readdir(dir)) await unlink(join(dir, name)).catch(() => undefined);
}

/** A positive number of milliseconds from the environment, else the default. */
function envMs(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

async function main(): Promise<void> {
  const config = serviceConfig('content');
  // STORAGE=local (the folder below) or s3 (S3_*): checked before anything starts, naming what is missing.
  const storageConfig = mediaStorageConfig(process.env, join(config.dataDir, 'media'));
  const contactPerMinute = contactPerMinuteFromEnv(process.env);
  const databaseUrl = databaseUrlFromEnv(process.env, config.dataDir);
  // Every Redis key and channel of this installation starts with it (REDIS_PREFIX, else from the database).
  const prefix = redisPrefix(process.env, databaseUrl);
  const db = createDatabase({ url: databaseUrl });
  if (process.env.SKIP_MIGRATIONS !== '1') await db.migrate();

  const tokens = await sessionTokens(config);

  // Uploads stream to a temp folder on the same disk as the media folder, so keeping one is a rename (with S3,
  // the temp file is uploaded in parts as it is read, then deleted).
  const uploadDir = join(config.dataDir, 'tmp', 'uploads');
  if (storageConfig.kind === 'local') await mkdir(storageConfig.root, { recursive: true });
  await clearUploadDir(uploadDir);

  const media = createMediaStore({ storage: await createConfiguredStorage(storageConfig) });
  // REDIS_URL: a logout or password change in the auth process reaches this cache at once; without it, a
  // cached session lives at most the cache's two seconds.
  const principalCache = createPrincipalCache({
    redisUrl: process.env.REDIS_URL,
    channel: `${prefix}:principals-changed`,
  });
  if (!(await principalCache.ready())) {
    console.warn('REDIS_URL did not answer: cached sessions expire on their own (2 s) until it does.');
  }
  // REDIS_URL: the Contact form's limits shared by every content process; unset: in memory. Never fails on Redis.
  const rateLimitStore = createRateLimitStore({ redisUrl: process.env.REDIS_URL, keyPrefix: `${prefix}:content` });
  if (rateLimitStore.kind === 'redis' && !(await rateLimitStore.ready())) {
    console.warn('REDIS_URL did not answer: rate limits are kept in memory until it does.');
  }
  // Signs the short-lived links to children's submissions (and, under a purpose of its own, the weekly note's
  // unsubscribe links); shared by every content process (env or DATA_DIR).
  const mediaUrlSecret = await resolveSecret({
    dataDir: config.dataDir,
    name: 'media-url-secret',
    envVar: 'MEDIA_URL_SECRET',
  });
  const appUrl = appUrlFromEnv(process.env);
  const app = buildContentApp({
    db,
    appUrl,
    principalCache,
    rateLimitStore,
    contactPerMinute,
    tokens,
    media,
    uploadDir,
    mediaUrlSecret,
    // The caller's address is the gateway's, vouched for by the shared secret; a direct caller gets its socket's.
    gatewaySecret: await resolveGatewaySecret(config.dataDir),
  });
  // Files of rows deleted elsewhere (a family, a child) and orphans: at start, then on a schedule.
  const sweeper = createMediaSweeper({
    db,
    media,
    log: createLogger({ service: 'content' }),
    orphanGraceMs: envMs('MEDIA_ORPHAN_GRACE_MS', 60 * 60 * 1000),
  });
  await sweeper.run();
  const stopSweeping = sweeper.start(envMs('MEDIA_SWEEP_INTERVAL_MS', 60_000));
  // The weekly notes: every 15 minutes, the note of each opted-in child whose family's week just ended.
  const notesLog = createLogger({ service: 'content' });
  const stopNotes = createWeeklyNotes({
    repos: db.serviceRepos.content,
    secret: mediaUrlSecret,
    appUrl,
    now: () => new Date(),
  }).start(envMs('WEEKLY_NOTE_INTERVAL_MS', 15 * 60_000), (err) =>
    notesLog.warn(
      { err: err instanceof Error ? err.message : String(err) },
      'weekly notes failed; they run again later',
    ),
  );
  // Issue 36: recordings not kept go 90 days after they were made (their files with the next sweep); hourly.
  const retentionLog = createLogger({ service: 'content' });
  const stopRetention = createRecitationRetention({ repos: db.serviceRepos.content, now: () => new Date() }).start(
    envMs('RECITATION_RETENTION_INTERVAL_MS', 60 * 60_000),
    (err) =>
      retentionLog.warn(
        { err: err instanceof Error ? err.message : String(err) },
        'recording retention failed; it runs again later',
      ),
  );
  await startServer(app, config.port, {
    host: config.host,
    onClose: async () => {
      stopSweeping();
      stopNotes();
      stopRetention();
      await rateLimitStore.close();
      await principalCache.close();
      await db.close();
    },
  });
}

main().catch((err: unknown) => {
  console.error('The content service could not start:', err);
  process.exit(1);
});
