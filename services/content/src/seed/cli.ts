// `tsx services/content/src/seed/cli.ts`: loads the demo content once per database (pnpm start runs it after the
// migrations; SEED_DEMO=0 skips it). Safe to run again: a seed that ran is recorded and never repeats.
import path from 'node:path';
import { createDatabase, databaseUrlFromEnv } from '@young-minds/db';
import { resolveDataDir } from '@young-minds/service-kit';
import { createMediaStore } from '../media';
import { createConfiguredStorage, mediaStorageConfig } from '../media/storage-config';
import { demoActivitiesSeed } from './demo-activities';
import { demoContactHoursSeed, demoContactSeed } from './demo-contact';
import { demoContentSeed } from './demo-content';
import { demoCoversSeed } from './demo-covers';
import { demoDuasSeed } from './demo-duas';
import { demoQuizPicturesSeed } from './demo-quiz-pictures';
import { demoReviewSeed } from './demo-review';

async function main(): Promise<void> {
  if (process.env.SEED_DEMO === '0') {
    console.log('Demo content: skipped (SEED_DEMO=0).');
    return;
  }
  const dataDir = resolveDataDir();
  const db = createDatabase({ url: databaseUrlFromEnv(process.env, dataDir) });
  try {
    // The storage the content service uses (STORAGE=s3: the demo files go to the bucket too).
    const storage = await createConfiguredStorage(mediaStorageConfig(process.env, path.join(dataDir, 'media')));
    const media = createMediaStore({ storage });
    const applied = await db.seed([
      demoContentSeed(db, media),
      demoActivitiesSeed(db, media),
      demoCoversSeed(db, media),
      demoQuizPicturesSeed(db, media),
      // Last of the content: every demo item recorded as reviewed by the bootstrap admin (issue 35).
      demoReviewSeed(db),
      // Issue 36: the demo duas wait for a scholar's review (never published by the seed).
      demoDuasSeed(db, media),
      demoContactSeed(db),
      demoContactHoursSeed(db),
    ]);
    console.log(applied.length > 0 ? `Demo content loaded (${applied.join(', ')}).` : 'Demo content: already loaded.');
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error('Loading the demo content failed:', error);
  process.exit(1);
});
