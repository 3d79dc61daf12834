import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Database, Seed } from '@young-minds/db';
import type { MediaStore, StoredMedia } from '../media';
import { storeDemoFile } from './demo-content';
import { demoPictureFile, demoPictures } from './pictures';

const coveredKinds = ['quiz', 'assignment', 'activity'] as const;

/**
 * The drawn covers of the demo quizzes, worksheet and activities (`demoPictures`), once they have a column
 * (migration 0025). A seed of its own, after the demo content and activities, so a database seeded before covers
 * existed gets them too: each demo item found by its title, and only while it has no cover (an admin's choice is
 * kept, and an item the admin deleted is not brought back). An activity's cover is one of its uploads, private
 * like its cards' pictures; the others are public pictures like thumbnails.
 */
export function demoCoversSeed(db: Database, media: MediaStore): Seed {
  return {
    name: 'demo-covers-v1',
    async run() {
      const tempDir = await mkdtemp(path.join(os.tmpdir(), 'ym-seed-covers-'));
      const stored: StoredMedia[] = [];
      const m = db.models;
      const models = { quiz: m.Quiz, assignment: m.Assignment, activity: m.Activity } as const;
      try {
        // Which items are still there without a cover (read first; files are stored only for those).
        const wanted: { kind: (typeof coveredKinds)[number]; ids: number[]; title: string }[] = [];
        for (const kind of coveredKinds) {
          for (const title of Object.keys(demoPictures[kind])) {
            const rows = (await (models[kind] as typeof m.Quiz).findAll({
              where: { title, coverImage: null },
              attributes: ['id'],
              raw: true,
            })) as unknown as { id: number }[];
            if (rows.length > 0) wanted.push({ kind, title, ids: rows.map((row) => row.id) });
          }
        }
        const covers: { kind: (typeof coveredKinds)[number]; ids: number[]; url: string }[] = [];
        for (const { kind, title, ids } of wanted) {
          const file = demoPictureFile(kind, title);
          const folder = kind === 'activity' ? 'activity-images' : undefined;
          // One file per activity (each owns its uploads); one shared file is fine for quizzes and worksheets.
          for (const group of kind === 'activity' ? ids.map((id) => [id]) : [ids]) {
            const result = await storeDemoFile(media, tempDir, file, 'image', folder);
            stored.push(result);
            covers.push({ kind, ids: group, url: result.url });
          }
        }
        await db.writeTransaction(async (transaction) => {
          for (const { kind, ids, url } of covers) {
            await (models[kind] as typeof m.Quiz).update(
              { coverImage: url },
              { where: { id: ids, coverImage: null }, transaction },
            );
            if (kind === 'activity')
              await m.ActivityMedia.create(
                { url, kind: 'image', activityId: ids[0]!, uploadedAt: new Date() },
                { transaction },
              );
          }
        });
      } catch (error) {
        await Promise.all(stored.map((file) => media.remove(file.url)));
        throw error;
      } finally {
        await rm(tempDir, { recursive: true, force: true });
      }
    },
  };
}
