import { Op, type Transaction, type WhereOptions } from 'sequelize';
import type { VideoModel } from '../models';
import type { RepoContext } from './context';
import {
  containsLiteral,
  findPage,
  findRawRow,
  findRawRows,
  type Page,
  type PageRequest,
  type RawRow,
  toDate,
  toNullableNumber,
  toNumber,
} from './rows';

export interface VideoRecord {
  id: number;
  title: string;
  description: string;
  categoryId: number;
  /** The category's name (a category in use cannot be deleted, so there always is one). */
  categoryName: string;
  videoUrl: string;
  thumbnailUrl: string;
  durationSeconds: number | null;
  createdBy: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewVideo {
  title: string;
  description: string;
  categoryId: number;
  videoUrl: string;
  thumbnailUrl: string;
  createdBy: number | null;
}

export type VideoPatch = Partial<Pick<NewVideo, 'title' | 'description' | 'categoryId' | 'videoUrl' | 'thumbnailUrl'>>;

export interface VideoListRequest extends PageRequest {
  categoryId?: number | undefined;
}

export type VideoCreateResult = { ok: true; video: VideoRecord } | { ok: false; reason: 'unknownCategory' };
export type VideoUpdateResult =
  | { ok: true; video: VideoRecord; previous: VideoRecord }
  | { ok: false; reason: 'notFound' | 'unknownCategory' };


export function toVideoRecord(row: RawRow, categoryName: string): VideoRecord {
  return {
    id: toNumber(row.id),
    title: String(row.title),
    description: String(row.description),
    categoryId: toNumber(row.categoryId),
    categoryName,
    videoUrl: String(row.videoUrl),
    thumbnailUrl: String(row.thumbnailUrl),
    durationSeconds: toNullableNumber(row.durationSeconds),
    createdBy: toNullableNumber(row.createdBy),
    createdAt: toDate(row.createdAt),
    updatedAt: toDate(row.updatedAt),
  };
}

export function createVideosRepo({ sequelize, models, writeTransaction }: RepoContext) {
  const { Video, Category, LearningProgress } = models;

  /** Category names for a set of rows, in one query. */
  async function withCategoryNames(rows: RawRow[], transaction?: Transaction): Promise<VideoRecord[]> {
    const ids = [...new Set(rows.map((row) => toNumber(row.categoryId)))];
    const categories = ids.length === 0 ? [] : await findRawRows(Category, { where: { id: ids }, attributes: ['id', 'name'], transaction });
    const names = new Map(categories.map((row) => [toNumber(row.id), String(row.name)]));
    return rows.map((row) => toVideoRecord(row, names.get(toNumber(row.categoryId)) ?? ''));
  }

  async function findOne(id: number, transaction?: Transaction): Promise<VideoRecord | null> {
    const row = await findRawRow(Video, { where: { id }, transaction });
    if (!row) return null;
    const [video] = await withCategoryNames([row], transaction);
    return video ?? null;
  }

  async function categoryExists(id: number, transaction: Transaction): Promise<boolean> {
    return (await findRawRow(Category, { where: { id }, attributes: ['id'], transaction })) !== null;
  }

  return {
    /** Newest first; the (category_id, created_at) and (created_at) indexes serve both orders. */
    async list({ categoryId, search, ...request }: VideoListRequest): Promise<Page<VideoRecord>> {
      const term = search?.trim();
      const where: WhereOptions<VideoModel> = {
        [Op.and]: [
          ...(categoryId === undefined ? [] : [{ categoryId }]),
          ...(term
            ? [{ [Op.or]: [containsLiteral(sequelize, 'Video.title', term), containsLiteral(sequelize, 'Video.description', term)] }]
            : []),
        ],
      };
      const { rows, total } = await findPage(Video, where, request);
      return { rows: await withCategoryNames(rows), total };
    },

    findById(id: number): Promise<VideoRecord | null> {
      return findOne(id);
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
        const values = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as VideoPatch;
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
    delete(id: number): Promise<VideoRecord | null> {
      return writeTransaction(async (transaction) => {
        const video = await findOne(id, transaction);
        if (!video) return null;
        await LearningProgress.destroy({ where: { contentType: 'video', contentId: id }, transaction });
        await Video.destroy({ where: { id }, transaction });
        return video;
      });
    },
  };
}

export type VideosRepo = ReturnType<typeof createVideosRepo>;
