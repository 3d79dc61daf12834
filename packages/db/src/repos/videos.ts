import type { CreationAttributes } from 'sequelize';
import type { VideoModel } from '../models';
import { type ContentAudience, audienceSql } from './content-audience';
import type { RepoContext } from './context';
import type { ItemReviewRecord } from './content-reviews';
import { oneCategoryReads } from './one-category';
import { deleteProgressFor } from './progress';
import {
  answeredPage,
  containsPattern,
  definedFields,
  limitAndOffset,
  type Page,
  type PageRequest,
  readRow,
  type Row,
  selectAttributes,
  toNumber,
  type WriteResult,
} from './rows';

/** A video row with its category's name (a category in use cannot be deleted, so there always is one). */
export type VideoRecord = Row<VideoModel> & { categoryName: string } & ItemReviewRecord;

/** The columns a new video is written with (the id and timestamps are the database's). */
export type NewVideo = Omit<CreationAttributes<VideoModel>, 'id' | 'createdAt' | 'updatedAt'>;

/** What an edit may change; undefined fields are left alone. */
export type VideoPatch = { [K in keyof Omit<NewVideo, 'createdBy'>]?: NewVideo[K] | undefined };

export type { ContentAudience } from './content-audience';

export interface VideoListRequest extends PageRequest {
  categoryId?: number | undefined;
  /** A child: only the videos that fit them. */
  audience?: ContentAudience | null | undefined;
}

export type VideoCreateResult = WriteResult<{ video: VideoRecord }, 'unknownCategory'>;
export type VideoUpdateResult = WriteResult<
  { video: VideoRecord; previous: VideoRecord },
  'notFound' | 'unknownCategory'
>;
export type VideoRemoveResult = WriteResult<{ video: VideoRecord }, 'notFound'>;

export function createVideosRepo(context: RepoContext) {
  const { sequelize, models, writeTransaction, rawSelect, listCache } = context;
  const { Video } = models;
  const pageColumns = selectAttributes(sequelize, Video, 'v');
  // Totals and page starts of each filter, for a few seconds; a write to the videos drops them.
  const lists = listCache(Video);

  const { reviews, pages, findOne, categoryExists } = oneCategoryReads(context, Video, 'video');

  /**
   * The hottest read of the platform, so one statement straight on the driver: the page's ids from the
   * (created_at) or (category_id, created_at) index alone — a deep OFFSET skips index entries, not rows — then
   * those rows with their category's name. The total comes from the count cache.
   */
  async function readPage({ categoryId, search, audience, ...request }: VideoListRequest): Promise<Page<VideoRecord>> {
    const term = search?.trim();
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (categoryId !== undefined) {
      conditions.push('category_id = ?');
      params.push(categoryId);
    }
    if (audience) {
      const fit = audienceSql(audience);
      conditions.push(fit.sql);
      params.push(...fit.params);
    }
    if (term) {
      conditions.push("(LOWER(title) LIKE ? ESCAPE '!' OR LOWER(description) LIKE ? ESCAPE '!')");
      params.push(containsPattern(term), containsPattern(term));
    }
    const filter = JSON.stringify([categoryId, audience, term]);
    const where = (extra: string[]) => {
      const all = [...conditions, ...extra];
      return all.length === 0 ? '' : `WHERE ${all.join(' AND ')}`;
    };
    const { limit, offset } = limitAndOffset(request);
    // A page served a moment ago starts at a known row: seek to it instead of walking the OFFSET.
    const anchor = offset > 0 ? lists.anchor(filter, request.page) : undefined;
    // A plain range on created_at first, so both SQLite and MariaDB seek the index; the id settles ties.
    const seek = anchor ? ['created_at <= ?', '(created_at < ? OR id <= ?)'] : [];
    const seekParams = anchor ? [anchor.createdAt, anchor.createdAt, anchor.id] : [];
    const [raws, total] = await Promise.all([
      rawSelect(
        `SELECT ${pageColumns}, c.name AS categoryName FROM (SELECT id FROM videos ${where(seek)} ` +
          'ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?) AS page ' +
          'JOIN videos v ON v.id = page.id JOIN categories c ON c.id = v.category_id ' +
          'ORDER BY v.created_at DESC, v.id DESC',
        [...params, ...seekParams, limit, anchor ? 0 : offset],
      ),
      lists.count(filter, async () => {
        const [row] = await rawSelect(`SELECT COUNT(*) AS n FROM videos ${where([])}`, params);
        return toNumber(row?.n);
      }),
    ]);
    const first = raws[0];
    if (offset > 0 && !anchor && first)
      lists.remember(filter, request.page, { createdAt: first.createdAt, id: toNumber(first.id) });
    const rows = raws.map((raw) => ({ ...readRow(Video, raw), categoryName: String(raw.categoryName) }));
    return { rows: await reviews.attach('video', rows, { forFamily: Boolean(audience) }), total };
  }

  return {
    /** Newest first; a page asked for a moment ago is answered as it was then (`answeredPage`). */
    list(request: VideoListRequest): Promise<Page<VideoRecord>> {
      return answeredPage(pages, [request.categoryId, request.audience], request, () => readPage(request));
    },

    /** With an audience (a child), a video that does not fit them is not found. */
    findById(id: number, audience?: ContentAudience | null): Promise<VideoRecord | null> {
      return findOne(id, undefined, audience);
    },

    /** Writes the row only if its category exists (checked in the same transaction; the foreign key backs it). */
    /** A new video is a draft by its author (`createdBy`), with no sources yet (issue 35). */
    create(video: NewVideo): Promise<VideoCreateResult> {
      return writeTransaction(async (transaction): Promise<VideoCreateResult> => {
        if (!(await categoryExists(video.categoryId, transaction))) return { ok: false, reason: 'unknownCategory' };
        const created = await Video.create(video, { transaction });
        await reviews.start('video', created.id, video.createdBy ?? null, transaction);
        const record = await findOne(created.id, transaction);
        return { ok: true, video: record as VideoRecord };
      });
    },

    /** Applies the defined fields; returns the row before and after, so the caller can delete replaced files. */
    update(id: number, patch: VideoPatch): Promise<VideoUpdateResult> {
      return writeTransaction(async (transaction): Promise<VideoUpdateResult> => {
        const previous = await findOne(id, transaction);
        if (!previous) return { ok: false, reason: 'notFound' };
        const values = definedFields(patch);
        if (values.categoryId !== undefined && !(await categoryExists(values.categoryId, transaction))) {
          return { ok: false, reason: 'unknownCategory' };
        }
        if (Object.keys(values).length > 0) await Video.update(values, { where: { id }, transaction });
        const video = await findOne(id, transaction);
        return { ok: true, video: video as VideoRecord, previous };
      });
    },

    /**
     * Deletes the video and the children's progress on it (learning_progress has no foreign key to it);
     * assignments that linked it keep their row, without the video (the foreign key sets it to NULL).
     * Returns the deleted row (its files are the caller's to remove), or null when there was none.
     */
    remove(id: number): Promise<VideoRemoveResult> {
      return writeTransaction(async (transaction): Promise<VideoRemoveResult> => {
        const video = await findOne(id, transaction);
        if (!video) return { ok: false, reason: 'notFound' };
        await deleteProgressFor(models, 'video', id, transaction);
        await Video.destroy({ where: { id }, transaction });
        return { ok: true, video };
      });
    },
  };
}

export type VideosRepo = ReturnType<typeof createVideosRepo>;
