import { type ActivityContent, type ActivityPair, activityContentSchema } from '@young-minds/contracts';
import { Op, QueryTypes, type Transaction, type WhereOptions } from 'sequelize';
import type { ActivityAttemptModel, ActivityModel } from '../models';
import { type ContentAudience, type ContentFlagsPatch, audienceFilter, flagValues } from './content-audience';
import type { RepoContext } from './context';
import { type ItemReviewRecord, createContentReviewsRepo } from './content-reviews';
import { enqueueMediaDeletions } from './media-deletions';
import { deleteProgressFor, upsertProgressRow } from './progress';
import {
  type LinkedCategoryRecord,
  type UnknownCategories,
  categoryNames,
  groupCategories,
  missingCategories,
} from './quizzes';
import {
  answeredPage,
  type AggregateRow,
  containsLiteral,
  findPage,
  findRow,
  findRows,
  type Page,
  type PageRequest,
  plainRow,
  type Row,
  toNumber,
  type WriteResult,
} from './rows';

/** An activity with its content read back through the contract's schema, and its categories. */
export type ActivityDetailRecord = Omit<Row<ActivityModel>, 'content'> & {
  content: ActivityContent;
  categories: LinkedCategoryRecord[];
} & ItemReviewRecord;

/** A whole activity as create and edit write it (flags left out keep their value). */
export interface ActivityWrite extends ContentFlagsPatch {
  title: string;
  prompt: string;
  status: string;
  language: string;
  content: ActivityContent;
  categoryIds: number[];
  /** The cover picture, one of the activity uploads; null for none, left out to keep the one it has. */
  coverImage?: string | null | undefined;
}

/** A write refused because the content names files not uploaded for activities, or uploaded for another one. */
export interface UnknownActivityMedia {
  ok: false;
  reason: 'unknownMedia';
  urls: string[];
}

export type ActivityWriteResult =
  WriteResult<{ activity: ActivityDetailRecord }, 'notFound'> | UnknownCategories | UnknownActivityMedia;

export interface NewActivityAttempt {
  activityId: number;
  childId: number;
  score: number;
  correct: number;
  total: number;
  stars: number;
  reveals: number;
  seconds: number;
  pairs: ActivityPair[];
  typed: { gap: string; text: string }[];
  submittedAt: Date;
}

export type ActivityAttemptRecord = Omit<Row<ActivityAttemptModel>, 'createdAt' | 'updatedAt'>;

/** A child's standing on one activity. */
export interface ChildActivityScoresRecord {
  attempts: number;
  bestScore: number;
  lastScore: number;
  bestStars: number;
}

export type ActivityAttemptResult = WriteResult<
  { attempt: ActivityAttemptRecord; standing: ChildActivityScoresRecord },
  'notFound'
>;

export interface ActivityListRequest extends PageRequest {
  kind?: string | undefined;
  status?: string | undefined;
  /** A child: only the activities that fit them. */
  audience?: ContentAudience | null | undefined;
}

/** Every picture and sound an activity's content names, once each. */
export function activityMediaUrls(content: ActivityContent): string[] {
  const cards = [...content.choices, ...(content.kind === 'fillBlanks' ? [] : content.targets)];
  const urls = cards.flatMap((card) => [card.image_url, card.audio_url]);
  return [...new Set(urls.filter((url): url is string => url !== null))];
}

/** The stored text as content: a row that does not hold valid content is a bug, never something to show. */
function readContent(id: number, text: string): ActivityContent {
  const parsed = activityContentSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new TypeError(`Activity ${id} holds invalid content: ${parsed.error.message}`);
  return parsed.data;
}

/** The content as stored, checked on the way in as well (defaults filled, unknown keys dropped). */
function writeContent(content: ActivityContent): string {
  return JSON.stringify(activityContentSchema.parse(content));
}

export function createActivitiesRepo(context: RepoContext) {
  const { sequelize, models, writeTransaction, now, listCache } = context;
  const reviews = createContentReviewsRepo(context);
  const { Activity, ActivityCategory, ActivityAttempt, ActivityMedia } = models;
  const lists = listCache(Activity);
  // Pages answered a moment ago (`answeredPage`), dropped by a write to anything a page shows.
  const pages = listCache(Activity, ActivityCategory, models.Category, models.ContentReview, models.User);

  /** Category links, content, sources and reviews for a set of rows (a family never sees a revision's state). */
  async function withCategories(
    rows: Row<ActivityModel>[],
    transaction?: Transaction,
    forFamily = false,
  ): Promise<ActivityDetailRecord[]> {
    if (rows.length === 0) return [];
    const links = await findRows(ActivityCategory, { where: { activityId: rows.map((row) => row.id) }, transaction });
    const linkList = links.map((row) => ({ ownerId: row.activityId, categoryId: row.categoryId }));
    const names = await categoryNames(
      models,
      linkList.map((link) => link.categoryId),
      transaction,
    );
    const categories = groupCategories(linkList, names);
    const read = rows.map((row) => ({
      ...row,
      content: readContent(row.id, row.content),
      categories: categories.get(row.id) ?? [],
    }));
    return reviews.attach('activity', read, { forFamily, transaction });
  }

  async function findActivity(id: number, transaction?: Transaction): Promise<ActivityDetailRecord | null> {
    const row = await findRow(Activity, { where: { id }, transaction });
    const [record] = row ? await withCategories([row], transaction) : [];
    return record ?? null;
  }

  /**
   * The activity's files, or the ones it may not use: each must be an activity upload that no activity claimed
   * yet or that is already this activity's. The rows are locked until the write commits.
   */
  async function checkMedia(
    activityId: number | null,
    content: ActivityContent,
    coverImage: string | null,
    transaction: Transaction,
  ): Promise<{ ok: true; urls: string[] } | UnknownActivityMedia> {
    // The cover is an activity upload like the cards' pictures: claimed, kept and deleted with them.
    const urls = [...new Set([...activityMediaUrls(content), ...(coverImage === null ? [] : [coverImage])])];
    if (urls.length === 0) return { ok: true, urls };
    const known = await findRows(ActivityMedia, {
      where: { url: urls },
      attributes: ['url', 'activityId'],
      lock: transaction.LOCK.UPDATE,
      transaction,
    });
    const usable = new Set(
      known.filter((row) => row.activityId === null || row.activityId === activityId).map((row) => row.url),
    );
    const unknown = urls.filter((url) => !usable.has(url));
    return unknown.length > 0 ? { ok: false, reason: 'unknownMedia', urls: unknown } : { ok: true, urls };
  }

  /** Claims `urls` for the activity; the files it held before and no longer uses are queued for deletion. */
  async function attachMedia(activityId: number, urls: string[], transaction: Transaction): Promise<void> {
    const dropped = await findRows(ActivityMedia, {
      where: { activityId, ...(urls.length > 0 ? { url: { [Op.notIn]: urls } } : {}) },
      attributes: ['id', 'url'],
      transaction,
    });
    await enqueueMediaDeletions(
      models,
      dropped.map((row) => row.url),
      transaction,
    );
    if (dropped.length > 0) await ActivityMedia.destroy({ where: { id: dropped.map((row) => row.id) }, transaction });
    if (urls.length > 0) await ActivityMedia.update({ activityId }, { where: { url: urls }, transaction });
  }

  function columnsOf(activity: ActivityWrite, coverImage: string | null) {
    return {
      title: activity.title,
      coverImage,
      prompt: activity.prompt,
      kind: activity.content.kind,
      status: activity.status,
      language: activity.language,
      content: writeContent(activity.content),
      ...flagValues(activity),
    };
  }

  async function standing(
    childId: number,
    activityIds: readonly number[],
    transaction?: Transaction,
  ): Promise<Map<number, ChildActivityScoresRecord>> {
    if (activityIds.length === 0) return new Map();
    const rows = await sequelize.query<AggregateRow>(
      'SELECT activity_id, score, attempts, best, stars FROM (SELECT activity_id, score, ' +
        'COUNT(*) OVER (PARTITION BY activity_id) AS attempts, ' +
        'MAX(score) OVER (PARTITION BY activity_id) AS best, MAX(stars) OVER (PARTITION BY activity_id) AS stars, ' +
        'ROW_NUMBER() OVER (PARTITION BY activity_id ORDER BY submitted_at DESC, id DESC) AS recency ' +
        'FROM activity_attempts WHERE child_id = :childId AND activity_id IN (:activityIds)) attempt ' +
        'WHERE recency = 1',
      { replacements: { childId, activityIds: [...activityIds] }, type: QueryTypes.SELECT, transaction },
    );
    return new Map(
      rows.map((row) => [
        toNumber(row.activity_id),
        {
          attempts: toNumber(row.attempts),
          bestScore: toNumber(row.best),
          lastScore: toNumber(row.score),
          bestStars: toNumber(row.stars),
        },
      ]),
    );
  }

  return {
    /** Activities, newest first; `search` matches the title. A child's audience also keeps only published ones. */
    list(request: ActivityListRequest): Promise<Page<ActivityDetailRecord>> {
      const { search, kind, status, audience } = request;
      return answeredPage(pages, [kind, status, audience], request, async () => {
        const term = search?.trim();
        const where: WhereOptions<ActivityModel> = {
          [Op.and]: [
            ...(term ? [containsLiteral(sequelize, 'Activity.title', term)] : []),
            ...(kind ? [{ kind }] : []),
            ...(status ? [{ status }] : []),
            ...audienceFilter(audience),
          ],
        };
        const { rows, total } = await findPage(Activity, where, request, {
          cachedTotal: { cache: lists, filter: [term, kind, status, audience] },
        });
        return { rows: await withCategories(rows, undefined, Boolean(audience)), total };
      });
    },

    /** One activity (answers included: the service decides who sees what). */
    findById(id: number): Promise<ActivityDetailRecord | null> {
      return findActivity(id);
    },

    /**
     * A published activity that fits the child; null otherwise (a draft or an unfitting one is as absent as a
     * missing one).
     */
    async findPlayable(id: number, audience: ContentAudience | null): Promise<ActivityDetailRecord | null> {
      const row = await findRow(Activity, {
        where: { [Op.and]: [{ id, status: 'published' }, ...audienceFilter(audience)] },
      });
      const [record] = row ? await withCategories([row], undefined, Boolean(audience)) : [];
      return record ?? null;
    },

    /**
     * Creates the activity with its category links and claims its files, in one transaction; nothing is written
     * when a category or a file is unknown.
     */
    create(activity: ActivityWrite, createdBy: number | null): Promise<ActivityWriteResult> {
      return writeTransaction(async (transaction): Promise<ActivityWriteResult> => {
        const ids = await missingCategories(models, activity.categoryIds, transaction);
        if (ids.length > 0) return { ok: false, reason: 'unknownCategories', ids };
        const coverImage = activity.coverImage ?? null;
        const media = await checkMedia(null, activity.content, coverImage, transaction);
        if (!media.ok) return media;
        const created = await Activity.create({ ...columnsOf(activity, coverImage), createdBy }, { transaction });
        await ActivityCategory.bulkCreate(
          activity.categoryIds.map((categoryId) => ({ activityId: created.id, categoryId })),
          { transaction },
        );
        await attachMedia(created.id, media.urls, transaction);
        // A draft by its author, with no sources yet (issue 35): families see it once a reviewer approved it and
        // its status is published.
        await reviews.start('activity', created.id, createdBy, transaction);
        const stored = await findActivity(created.id, transaction);
        return stored ? { ok: true, activity: stored } : { ok: false, reason: 'notFound' };
      });
    },

    /**
     * Replaces an activity and its category links in one transaction; the files it no longer uses are queued for
     * deletion in the same transaction.
     */
    update(id: number, activity: ActivityWrite): Promise<ActivityWriteResult> {
      return writeTransaction(async (transaction): Promise<ActivityWriteResult> => {
        const existing = await findRow(Activity, {
          where: { id },
          attributes: ['id', 'coverImage'],
          lock: transaction.LOCK.UPDATE,
          transaction,
        });
        if (!existing) return { ok: false, reason: 'notFound' };
        const ids = await missingCategories(models, activity.categoryIds, transaction);
        if (ids.length > 0) return { ok: false, reason: 'unknownCategories', ids };
        const coverImage = activity.coverImage === undefined ? existing.coverImage : activity.coverImage;
        const media = await checkMedia(id, activity.content, coverImage, transaction);
        if (!media.ok) return media;
        // A static update always sets updated_at, so it moves even when only the links changed.
        await Activity.update(columnsOf(activity, coverImage), { where: { id }, transaction });
        await ActivityCategory.destroy({ where: { activityId: id }, transaction });
        await ActivityCategory.bulkCreate(
          activity.categoryIds.map((categoryId) => ({ activityId: id, categoryId })),
          { transaction },
        );
        await attachMedia(id, media.urls, transaction);
        const stored = await findActivity(id, transaction);
        return stored ? { ok: true, activity: stored } : { ok: false, reason: 'notFound' };
      });
    },

    /** Deletes an activity with its links, attempts, progress rows and files (queued), in one transaction. */
    remove(id: number): Promise<WriteResult<{ activity: ActivityDetailRecord }, 'notFound'>> {
      return writeTransaction(
        async (transaction): Promise<WriteResult<{ activity: ActivityDetailRecord }, 'notFound'>> => {
          const activity = await findActivity(id, transaction);
          if (!activity) return { ok: false, reason: 'notFound' };
          await deleteProgressFor(models, 'activity', id, transaction);
          await ActivityAttempt.destroy({ where: { activityId: id }, transaction });
          await attachMedia(id, [], transaction);
          await ActivityCategory.destroy({ where: { activityId: id }, transaction });
          await Activity.destroy({ where: { id }, transaction });
          return { ok: true, activity };
        },
      );
    },

    /** Remembers an uploaded file as free for an activity to claim. */
    async recordUpload(url: string, kind: 'image' | 'audio'): Promise<void> {
      await writeTransaction((transaction) =>
        ActivityMedia.create({ url, kind, activityId: null, uploadedAt: now() }, { transaction }),
      );
    },

    /**
     * Uploads no activity claimed and older than `before`: their rows are deleted and their files queued for
     * deletion, in one transaction. Returns how many.
     */
    sweepUnclaimed(before: Date): Promise<number> {
      return writeTransaction(async (transaction) => {
        const rows = await findRows(ActivityMedia, {
          where: { activityId: null, uploadedAt: { [Op.lt]: before } },
          attributes: ['id', 'url'],
          limit: 500,
          transaction,
        });
        if (rows.length === 0) return 0;
        await enqueueMediaDeletions(
          models,
          rows.map((row) => row.url),
          transaction,
        );
        await ActivityMedia.destroy({ where: { id: rows.map((row) => row.id) }, transaction });
        return rows.length;
      });
    },

    /** A child's standing on each of `activityIds` (activities never tried are absent). */
    scoresForChild(childId: number, activityIds: readonly number[]): Promise<Map<number, ChildActivityScoresRecord>> {
      return standing(childId, activityIds);
    },

    /**
     * Stores an attempt and, in the same transaction, the child's progress on the activity (completed, score =
     * percentage). `notFound` when the activity is gone by now (nothing is written).
     */
    recordAttempt(attempt: NewActivityAttempt): Promise<ActivityAttemptResult> {
      return writeTransaction(async (transaction): Promise<ActivityAttemptResult> => {
        const activity = await findRow(Activity, {
          where: { id: attempt.activityId },
          attributes: ['id'],
          transaction,
        });
        if (!activity) return { ok: false, reason: 'notFound' };
        const created = await ActivityAttempt.create(attempt, { transaction });
        await upsertProgressRow(
          context,
          {
            childId: attempt.childId,
            contentType: 'activity',
            contentId: attempt.activityId,
            completed: true,
            score: attempt.score,
            seenAt: attempt.submittedAt,
          },
          transaction,
        );
        const mine = (await standing(attempt.childId, [attempt.activityId], transaction)).get(attempt.activityId);
        const { createdAt: _created, updatedAt: _updated, ...record } = plainRow(created);
        return {
          ok: true,
          attempt: record,
          standing: mine ?? {
            attempts: 1,
            bestScore: attempt.score,
            lastScore: attempt.score,
            bestStars: attempt.stars,
          },
        };
      });
    },
  };
}

export type ActivitiesRepo = ReturnType<typeof createActivitiesRepo>;
