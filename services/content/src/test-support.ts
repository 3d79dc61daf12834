import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { contentKindIds, contentKinds } from '@young-minds/contracts';
import type { DatabaseKind } from '@young-minds/db/testing';
import {
  type ServiceHarness,
  type TestSession,
  bearer,
  startServiceHarness,
} from '@young-minds/service-kit/src/testing/harness';
import { sampleFiles } from '@young-minds/service-kit/src/testing/files';
import { buildContentApp } from './app';
import type { WordLimits } from './books/word-limits';
import { type MediaKind, type MediaStore, createMediaStore } from './media';
import { type MediaStorage, createLocalStorage } from './media/storage';

// The shared harness (sessions, families, clock) is @young-minds/service-kit/src/testing/harness; this file only
// says how the content app is built for a test: with a private media folder (or the given storage) and upload folder.

export interface ContentHarness extends ServiceHarness {
  media: MediaStore;
  /** The media folder of this harness: files land in `<mediaRoot>/<folder>/<uuid>.<ext>`. */
  mediaRoot: string;
  /** Where multipart uploads are streamed first; empty after every request. */
  uploadDir: string;
}

export interface StartContentOptions {
  /** Per-kind size limits of the media store, e.g. `{ video: 64 * 1024 }` to test 413 with small files. */
  limits?: Partial<Record<MediaKind, number>>;
  /** Pins the service's clock (default: the harness clock). */
  now?: () => Date;
  /** Another storage than the harness' media folder (e.g. S3 on a test server); `mediaRoot` then stays empty. */
  storage?: MediaStorage;
  /** Other limits for converting Word books (e.g. a short time, to see the service answer while one converts). */
  wordLimits?: Partial<WordLimits>;
}

export function startContent(kind: DatabaseKind, options: StartContentOptions = {}): Promise<ContentHarness> {
  return startServiceHarness(
    kind,
    ({ db, tokens, now, tempDir }) => {
      const mediaRoot = join(tempDir, 'media');
      const uploadDir = mkdtempSync(join(tempDir, 'uploads-'));
      const storage = options.storage ?? createLocalStorage(mediaRoot);
      const media = createMediaStore({ storage, limits: options.limits });
      const app = buildContentApp({
        db,
        tokens,
        media,
        uploadDir,
        now: options.now ?? now,
        wordLimits: options.wordLimits,
      });
      return Promise.resolve({ app, extra: { media, mediaRoot, uploadDir } });
    },
    // Families' subscriptions start on the harness clock's day: with a pinned service clock, that same day, so the
    // children pass the subscription gate.
    { startAt: options.now?.() },
  );
}

/** An assignment with a PDF worksheet, made by `admin` through the API (due in 2030): its id and worksheet url. */
export async function createWorksheetAssignment(
  harness: ContentHarness,
  admin: TestSession,
  texts: { title: string; description: string } = { title: 'Draw a tree', description: 'Any tree.' },
): Promise<{ id: number; fileUrl: string }> {
  const created = await harness
    .api()
    .post('/api/assignments')
    .set(bearer(admin))
    .field('title', texts.title)
    .field('description', texts.description)
    .field('dueDate', '2030-01-01')
    .attach('file', sampleFiles.pdf(), 'worksheet.pdf');
  if (created.status !== 201) throw new Error(`Creating an assignment answered ${created.status}: ${created.text}`);
  const { assignment } = created.body as { assignment: { id: number; fileUrl: string } };
  // Live, as the children who hand it in see it (issue 35).
  await publishAllContent(harness);
  return { id: assignment.id, fileUrl: assignment.fileUrl };
}

/**
 * Marks every item as reviewed and published (issue 35: families see only what a reviewer approved), for tests
 * about what families do with content rather than about its review.
 */
export async function publishAllContent(harness: ServiceHarness): Promise<void> {
  for (const kind of contentKindIds) {
    await harness.db.sequelize.query(`UPDATE ${contentKinds[kind].table} SET review_status = 'published'`);
  }
}

/** The sources and review a new item answers with: a draft nobody checked yet, without sources (issue 35). */
export const newDraftReview = {
  sources: [],
  review: { status: 'draft', reviewedBy: null, reviewedAt: null, note: null, revisionStatus: null },
} as const;

/** Every item back to a draft: an admin's edit then applies in place instead of waiting as a revision. */
export async function unpublishAllContent(harness: ServiceHarness): Promise<void> {
  for (const kind of contentKindIds) {
    await harness.db.sequelize.query(`UPDATE ${contentKinds[kind].table} SET review_status = 'draft'`);
  }
}
