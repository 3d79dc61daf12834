import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseKind } from '@young-minds/db/testing';
import { type ServiceHarness, startServiceHarness } from '@young-minds/service-kit/src/testing/harness';
import { buildContentApp } from './app';
import { type MediaKind, type MediaStore, createLocalMediaStore } from './media';

// The shared harness (sessions, families, clock) is @young-minds/service-kit/src/testing/harness; this file only
// says how the content app is built for a test: with a private media folder and upload folder.

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
}

export function startContent(kind: DatabaseKind, options: StartContentOptions = {}): Promise<ContentHarness> {
  return startServiceHarness(
    kind,
    ({ db, tokens, now, tempDir }) => {
      const mediaRoot = join(tempDir, 'media');
      const uploadDir = mkdtempSync(join(tempDir, 'uploads-'));
      const media = createLocalMediaStore({ root: mediaRoot, limits: options.limits });
      const app = buildContentApp({ db, tokens, media, uploadDir, now: options.now ?? now });
      return Promise.resolve({ app, extra: { media, mediaRoot, uploadDir } });
    },
    // Families' subscriptions start on the harness clock's day: with a pinned service clock, that same day, so the
    // children pass the subscription gate.
    { startAt: options.now?.() },
  );
}
