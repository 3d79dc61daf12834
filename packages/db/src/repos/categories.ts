import { type CategoryUsage, categoryInUse, contentKinds } from '@young-minds/contracts';
import type { Transaction } from 'sequelize';
import { isForeignKeyViolation, isUniqueViolation } from '../errors';
import type { CategoryModel } from '../models';
import type { RepoContext } from './context';
import { countPerKind } from './kinds';
import { findRow, findRows, plainRow, type Row, type WriteResult } from './rows';

export type CategoryRecord = Row<CategoryModel>;

/** How many items of each kind of content use a category. */
export type CategoryUsageCounts = CategoryUsage;

export type CategoryWriteResult = WriteResult<{ category: CategoryRecord }, 'duplicate' | 'notFound'>;
/** `inUse` comes with the counts, so the caller can say what uses the category. */
export type CategoryRemoveResult =
  WriteResult<{ category: CategoryRecord }, 'notFound'> | { ok: false; reason: 'inUse'; usage: CategoryUsageCounts };

export function createCategoriesRepo({ sequelize, models, writeTransaction }: RepoContext) {
  const { Category } = models;

  /**
   * Another category whose name equals `name` ignoring case. MariaDB's collation already compares so (and its
   * unique index refuses the rest); SQLite's does not, so the check is done the same way on both.
   */
  async function nameTaken(name: string, exceptId: number | undefined, transaction: Transaction): Promise<boolean> {
    const rows = await findRows(Category, {
      where: sequelize.where(sequelize.fn('LOWER', sequelize.col('name')), name.toLowerCase()),
      attributes: ['id'],
      transaction,
    });
    return rows.some((row) => row.id !== exceptId);
  }

  /** Per kind, the items its category link (`category` in the registry) ties to the category. */
  function usage(id: number, transaction?: Transaction): Promise<CategoryUsageCounts> {
    return countPerKind(
      sequelize,
      (kind) => `${contentKinds[kind].category.table} WHERE ${contentKinds[kind].category.column} = :id`,
      { id },
      transaction,
    );
  }

  return {
    /** Every category by name (the list is small: a few dozen at most). */
    list(): Promise<CategoryRecord[]> {
      return findRows(Category, {
        order: [
          ['name', 'ASC'],
          ['id', 'ASC'],
        ],
      });
    },

    findById(id: number, transaction?: Transaction): Promise<CategoryRecord | null> {
      return findRow(Category, { where: { id }, transaction });
    },

    /** Whether a category exists; pass the transaction of a write that is about to point at it. */
    async exists(id: number, transaction?: Transaction): Promise<boolean> {
      return (await findRow(Category, { where: { id }, attributes: ['id'], transaction })) !== null;
    },

    async create(name: string): Promise<CategoryWriteResult> {
      try {
        return await writeTransaction(async (transaction): Promise<CategoryWriteResult> => {
          if (await nameTaken(name, undefined, transaction)) return { ok: false, reason: 'duplicate' };
          const created = await Category.create({ name }, { transaction });
          return { ok: true, category: plainRow(created) };
        });
      } catch (error) {
        // Two admins adding the same name at once: the unique index decides.
        if (isUniqueViolation(error)) return { ok: false, reason: 'duplicate' };
        throw error;
      }
    },

    async rename(id: number, name: string): Promise<CategoryWriteResult> {
      try {
        return await writeTransaction(async (transaction): Promise<CategoryWriteResult> => {
          const existing = await findRow(Category, { where: { id }, attributes: ['id'], transaction });
          if (!existing) return { ok: false, reason: 'notFound' };
          if (await nameTaken(name, id, transaction)) return { ok: false, reason: 'duplicate' };
          await Category.update({ name }, { where: { id }, transaction });
          const category = await findRow(Category, { where: { id }, transaction });
          return category ? { ok: true, category } : { ok: false, reason: 'notFound' };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, reason: 'duplicate' };
        throw error;
      }
    },

    usage,

    /**
     * Deletes a category nothing uses. In use → the counts, so the caller can say what uses it. The foreign
     * keys (RESTRICT) back this up should content be added between the count and the delete.
     */
    async remove(id: number): Promise<CategoryRemoveResult> {
      try {
        return await writeTransaction(async (transaction): Promise<CategoryRemoveResult> => {
          const category = await findRow(Category, { where: { id }, transaction });
          if (!category) return { ok: false, reason: 'notFound' };
          const counts = await usage(id, transaction);
          if (categoryInUse(counts)) {
            return { ok: false, reason: 'inUse', usage: counts };
          }
          await Category.destroy({ where: { id }, transaction });
          return { ok: true, category };
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) return { ok: false, reason: 'inUse', usage: await usage(id) };
        throw error;
      }
    },
  };
}

export type CategoriesRepo = ReturnType<typeof createCategoriesRepo>;
