import type { Source } from '@young-minds/contracts';
import { type CreationAttributes, Op, type WhereOptions } from 'sequelize';
import type { DuaModel } from '../models';
import { type ContentAudience, audienceFilter } from './content-audience';
import type { RepoContext } from './context';
import type { ItemReviewRecord } from './content-reviews';
import { oneCategoryReads } from './one-category';
import { deleteProgressFor } from './progress';
import {
  answeredPage,
  containsLiteral,
  definedFields,
  findPage,
  type Page,
  type PageRequest,
  type Row,
  type WriteResult,
} from './rows';

/** A dua row with its category's name (a category in use cannot be deleted, so there always is one). */
export type DuaRecord = Row<DuaModel> & { categoryName: string } & ItemReviewRecord;

/** The columns a new dua is written with (the id, timestamps and review status are the database's). */
export type NewDua = Omit<CreationAttributes<DuaModel>, 'id' | 'createdAt' | 'updatedAt' | 'reviewStatus'>;

/** What an edit may change; undefined fields are left alone. */
export type DuaPatch = { [K in keyof Omit<NewDua, 'createdBy'>]?: NewDua[K] | undefined };

export interface DuaListRequest extends PageRequest {
  categoryId?: number | undefined;
  occasion?: string | undefined;
  /** A family: only the published duas that fit them. */
  audience?: ContentAudience | null | undefined;
}

export type DuaCreateResult = WriteResult<{ dua: DuaRecord }, 'unknownCategory'>;
export type DuaUpdateResult = WriteResult<{ dua: DuaRecord; previous: DuaRecord }, 'notFound' | 'unknownCategory'>;
export type DuaRemoveResult = WriteResult<{ dua: DuaRecord }, 'notFound'>;

export function createDuasRepo(context: RepoContext) {
  const { sequelize, models, writeTransaction, listCache } = context;
  const { Dua, ContentReview } = models;
  // Totals of each filter, for a few seconds; a write to the duas drops them.
  const lists = listCache(Dua);

  const { reviews, pages, withCategoryNames, findOne, categoryExists } = oneCategoryReads(context, Dua, 'dua');

  return {
    /**
     * Newest first; search matches the title, the meaning or the transliteration. A page asked for a moment ago
     * is answered as it was then.
     */
    list(request: DuaListRequest): Promise<Page<DuaRecord>> {
      const { categoryId, occasion, search, audience } = request;
      return answeredPage(pages, [categoryId, occasion, audience], request, async () => {
        const term = search?.trim();
        const where: WhereOptions<DuaModel> = {
          [Op.and]: [
            ...(categoryId === undefined ? [] : [{ categoryId }]),
            ...(occasion === undefined ? [] : [{ occasion }]),
            ...audienceFilter(audience),
            ...(term
              ? [
                  {
                    [Op.or]: [
                      containsLiteral(sequelize, 'Dua.title', term),
                      containsLiteral(sequelize, 'Dua.meaning', term),
                      containsLiteral(sequelize, 'Dua.transliteration', term),
                    ],
                  },
                ]
              : []),
          ],
        };
        const { rows, total } = await findPage(Dua, where, request, {
          cachedTotal: { cache: lists, filter: [categoryId, occasion, audience, term] },
        });
        return { rows: await withCategoryNames(rows, undefined, Boolean(audience)), total };
      });
    },

    /** With an audience (a family), a dua that is not published or does not fit is not found. */
    findById(id: number, audience?: ContentAudience | null): Promise<DuaRecord | null> {
      return findOne(id, undefined, audience);
    },

    /** A new dua is a draft by its author (`createdBy`), with no sources yet (issue 35). */
    create(dua: NewDua): Promise<DuaCreateResult> {
      return writeTransaction(async (transaction): Promise<DuaCreateResult> => {
        if (!(await categoryExists(dua.categoryId, transaction))) return { ok: false, reason: 'unknownCategory' };
        const created = await Dua.create(dua, { transaction });
        await reviews.start('dua', created.id, dua.createdBy ?? null, transaction);
        const record = await findOne(created.id, transaction);
        return { ok: true, dua: record as DuaRecord };
      });
    },

    /**
     * The demo seed's duas: written with their sources and sent for review at once, by no admin (the seed runs
     * before any exists), so a scholar checks them before any child sees them.
     */
    seedForReview(dua: NewDua, sources: readonly Source[], at: Date): Promise<DuaCreateResult> {
      return writeTransaction(async (transaction): Promise<DuaCreateResult> => {
        if (!(await categoryExists(dua.categoryId, transaction))) return { ok: false, reason: 'unknownCategory' };
        const created = await Dua.create({ ...dua, reviewStatus: 'in_review' }, { transaction });
        await reviews.start('dua', created.id, null, transaction);
        await ContentReview.update(
          { sources: JSON.stringify(sources), submittedAt: at },
          { where: { kind: 'dua', itemId: created.id }, transaction },
        );
        const record = await findOne(created.id, transaction);
        return { ok: true, dua: record as DuaRecord };
      });
    },

    /** Applies the defined fields; returns the row before and after, so the caller can delete replaced files. */
    update(id: number, patch: DuaPatch): Promise<DuaUpdateResult> {
      return writeTransaction(async (transaction): Promise<DuaUpdateResult> => {
        const previous = await findOne(id, transaction);
        if (!previous) return { ok: false, reason: 'notFound' };
        const values = definedFields(patch);
        if (values.categoryId !== undefined && !(await categoryExists(values.categoryId, transaction))) {
          return { ok: false, reason: 'unknownCategory' };
        }
        if (Object.keys(values).length > 0) await Dua.update(values, { where: { id }, transaction });
        const dua = await findOne(id, transaction);
        return { ok: true, dua: dua as DuaRecord, previous };
      });
    },

    /**
     * Deletes the dua, the children's progress on it and its review (neither has a foreign key to it). Returns
     * the deleted row (its files are the caller's to remove).
     */
    remove(id: number): Promise<DuaRemoveResult> {
      return writeTransaction(async (transaction): Promise<DuaRemoveResult> => {
        const dua = await findOne(id, transaction);
        if (!dua) return { ok: false, reason: 'notFound' };
        await deleteProgressFor(models, 'dua', id, transaction);
        await Dua.destroy({ where: { id }, transaction });
        return { ok: true, dua };
      });
    },
  };
}

export type DuasRepo = ReturnType<typeof createDuasRepo>;
