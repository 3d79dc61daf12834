import { type CreationAttributes, Op, type Transaction, type WhereOptions } from 'sequelize';
import type { VideoModel } from '../models';
import { type ContentAudience, audienceFilter } from './content-audience';
import type { RepoContext } from './context';
import { deleteProgressFor } from './progress';
import {
  containsLiteral,
  definedFields,
  findPage,
  findRow,
  findRows,
  type Page,
  type PageRequest,
  type Row,
  type WriteResult,
} from './rows';

/** A video row with its category's name (a category in use cannot be deleted, so there always is one). */
export type VideoRecord = Row<VideoModel> & { categoryName: string };

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

export function createVideosRepo({ sequelize, models, writeTransaction }: RepoContext) {
  const { Video, Category } = models;

  /** Category names for a set of rows, in one query. */
  async function withCategoryNames(rows: Row<VideoModel>[], transaction?: Transaction): Promise<VideoRecord[]> {
    const ids = [...new Set(rows.map((row) => row.categoryId))];
    const categories =
      ids.length === 0 ? [] : await findRows(Category, { where: { id: ids }, attributes: ['id', 'name'], transaction });
    const names = new Map(categories.map((row) => [row.id, row.name]));
    return rows.map((row) => ({ ...row, categoryName: names.get(row.categoryId) ?? '' }));
  }

  async function findOne(
    id: number,
    transaction?: Transaction,
    audience?: ContentAudience | null,
  ): Promise<VideoRecord | null> {
    const row = await findRow(Video, { where: { [Op.and]: [{ id }, ...audienceFilter(audience)] }, transaction });
    if (!row) return null;
    const [video] = await withCategoryNames([row], transaction);
    return video ?? null;
  }

  async function categoryExists(id: number, transaction: Transaction): Promise<boolean> {
    return (await findRow(Category, { where: { id }, attributes: ['id'], transaction })) !== null;
  }

  return {
    /** Newest first; the (category_id, created_at) and (created_at) indexes serve both orders. */
    async list({ categoryId, search, audience, ...request }: VideoListRequest): Promise<Page<VideoRecord>> {
      const term = search?.trim();
      const where: WhereOptions<VideoModel> = {
        [Op.and]: [
          ...(categoryId === undefined ? [] : [{ categoryId }]),
          ...audienceFilter(audience),
          ...(term
            ? [
                {
                  [Op.or]: [
                    containsLiteral(sequelize, 'Video.title', term),
                    containsLiteral(sequelize, 'Video.description', term),
                  ],
                },
              ]
            : []),
        ],
      };
      const { rows, total } = await findPage(Video, where, request);
      return { rows: await withCategoryNames(rows), total };
    },

    /** With an audience (a child), a video that does not fit them is not found. */
    findById(id: number, audience?: ContentAudience | null): Promise<VideoRecord | null> {
      return findOne(id, undefined, audience);
    },

    /** Writes the row only if its category exists (checked in the same transaction; the foreign key backs it). */
    create(video: NewVideo): Promise<VideoCreateResult> {
      return writeTransaction(async (transaction): Promise<VideoCreateResult> => {
        if (!(await categoryExists(video.categoryId, transaction))) return { ok: false, reason: 'unknownCategory' };
        const created = await Video.create(video, { transaction });
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
