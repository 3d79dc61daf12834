import { type Model, type ModelStatic, Op, type Transaction } from 'sequelize';
import type { Models } from '../models';
import type { RepoContext } from './context';
import { findRows } from './rows';

/** A file whose row is gone, waiting for the content service to delete it. */
export interface MediaDeletion {
  id: number;
  mediaUrl: string;
}

const mediaPrefix = '/media/';

/**
 * Records files to delete once `transaction` commits (the outbox of migration 0004). Called by the deletes
 * that remove rows pointing at uploaded files, inside their own transaction: rolled back with them, or kept.
 */
export async function enqueueMediaDeletions(
  models: Models,
  urls: readonly (string | null)[],
  transaction: Transaction,
): Promise<void> {
  const ours = [
    ...new Set(urls.filter((url): url is string => typeof url === 'string' && url.startsWith(mediaPrefix))),
  ];
  if (ours.length === 0) return;
  await models.MediaDeletion.bulkCreate(
    ours.map((mediaUrl) => ({ mediaUrl })),
    { transaction },
  );
}

/** Every column that may hold a '/media/…' url, as [model, attribute]. */
function mediaColumns(models: Models) {
  return [
    [models.Video, 'videoUrl'],
    [models.Video, 'thumbnailUrl'],
    [models.Video, 'captionsUrl'],
    [models.Book, 'thumbnailUrl'],
    [models.Book, 'fileUrl'],
    [models.Book, 'readerUrl'],
    [models.BookPageNarration, 'audioUrl'],
    [models.Assignment, 'fileUrl'],
    [models.Assignment, 'coverImage'],
    [models.Quiz, 'coverImage'],
    [models.AssignmentSubmission, 'fileUrl'],
    [models.Blog, 'bannerImage'],
    [models.User, 'avatar'],
    [models.QuizQuestion, 'optionAImage'],
    [models.QuizQuestion, 'optionBImage'],
    [models.QuizQuestion, 'optionCImage'],
    [models.QuizQuestion, 'optionDImage'],
    // An activity's files, and uploads waiting for an activity or a quiz to claim them (swept after a day).
    [models.ActivityMedia, 'url'],
    // A child's recorded recitations (issue 36).
    [models.ChildRecitation, 'audioUrl'],
  ] as const;
}

export function createMediaDeletionsRepo({ models, writeTransaction }: RepoContext) {
  const { MediaDeletion } = models;

  return {
    /** The oldest files still to delete, at most `limit`. */
    async pending(limit = 500): Promise<MediaDeletion[]> {
      return findRows(MediaDeletion, { attributes: ['id', 'mediaUrl'], order: [['id', 'ASC']], limit });
    },

    /** Forgets entries whose files are gone. */
    async done(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await writeTransaction((transaction) =>
        MediaDeletion.destroy({ where: { id: { [Op.in]: [...ids] } }, transaction }),
      );
    },

    /** Records files to delete now (outside any other transaction). */
    async enqueue(urls: readonly (string | null)[]): Promise<void> {
      await writeTransaction((transaction) => enqueueMediaDeletions(models, urls, transaction));
    },

    /**
     * Which of `urls` some row still points at (videos with their captions, books with their reader pages, assignments,
     * submissions, blogs, avatars, quiz answers' pictures, activity media).
     * A file no row names is an orphan; one that a row names is never deleted, whatever the outbox says.
     */
    async referenced(urls: readonly string[]): Promise<Set<string>> {
      const found = new Set<string>();
      if (urls.length === 0) return found;
      // In slices, so a big sweep never builds one giant IN (…).
      for (let start = 0; start < urls.length; start += 500) {
        const slice = urls.slice(start, start + 500);
        for (const [model, attribute] of mediaColumns(models)) {
          const rows = (await (model as unknown as ModelStatic<Model>).findAll({
            attributes: [attribute],
            where: { [attribute]: { [Op.in]: slice } },
            raw: true,
          })) as unknown as Record<string, unknown>[];
          for (const row of rows) found.add(String(row[attribute]));
        }
      }
      return found;
    },
  };
}
