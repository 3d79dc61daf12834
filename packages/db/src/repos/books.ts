import { Op, type Transaction, type WhereOptions } from 'sequelize';
import type { BookModel } from '../models';
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
  toNumber,
} from './rows';

export interface BookRecord {
  id: number;
  title: string;
  author: string;
  categoryId: number;
  /** The category's name (a category in use cannot be deleted, so there always is one). */
  categoryName: string;
  pages: number;
  thumbnailUrl: string;
  fileUrl: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewBook {
  title: string;
  author: string;
  categoryId: number;
  pages: number;
  thumbnailUrl: string;
  fileUrl: string;
}

export type BookPatch = Partial<NewBook>;

export interface BookListRequest extends PageRequest {
  categoryId?: number | undefined;
}

export type BookCreateResult = { ok: true; book: BookRecord } | { ok: false; reason: 'unknownCategory' };
export type BookUpdateResult =
  | { ok: true; book: BookRecord; previous: BookRecord }
  | { ok: false; reason: 'notFound' | 'unknownCategory' };


export function toBookRecord(row: RawRow, categoryName: string): BookRecord {
  return {
    id: toNumber(row.id),
    title: String(row.title),
    author: String(row.author),
    categoryId: toNumber(row.categoryId),
    categoryName,
    pages: toNumber(row.pages),
    thumbnailUrl: String(row.thumbnailUrl),
    fileUrl: String(row.fileUrl),
    createdAt: toDate(row.createdAt),
    updatedAt: toDate(row.updatedAt),
  };
}

export function createBooksRepo({ sequelize, models, writeTransaction }: RepoContext) {
  const { Book, Category, LearningProgress } = models;

  async function withCategoryNames(rows: RawRow[], transaction?: Transaction): Promise<BookRecord[]> {
    const ids = [...new Set(rows.map((row) => toNumber(row.categoryId)))];
    const categories = ids.length === 0 ? [] : await findRawRows(Category, { where: { id: ids }, attributes: ['id', 'name'], transaction });
    const names = new Map(categories.map((row) => [toNumber(row.id), String(row.name)]));
    return rows.map((row) => toBookRecord(row, names.get(toNumber(row.categoryId)) ?? ''));
  }

  async function findOne(id: number, transaction?: Transaction): Promise<BookRecord | null> {
    const row = await findRawRow(Book, { where: { id }, transaction });
    if (!row) return null;
    const [book] = await withCategoryNames([row], transaction);
    return book ?? null;
  }

  async function categoryExists(id: number, transaction: Transaction): Promise<boolean> {
    return (await findRawRow(Category, { where: { id }, attributes: ['id'], transaction })) !== null;
  }

  return {
    /** Newest first; search matches title or author. */
    async list({ categoryId, search, ...request }: BookListRequest): Promise<Page<BookRecord>> {
      const term = search?.trim();
      const where: WhereOptions<BookModel> = {
        [Op.and]: [
          ...(categoryId === undefined ? [] : [{ categoryId }]),
          ...(term ? [{ [Op.or]: [containsLiteral(sequelize, 'Book.title', term), containsLiteral(sequelize, 'Book.author', term)] }] : []),
        ],
      };
      const { rows, total } = await findPage(Book, where, request);
      return { rows: await withCategoryNames(rows), total };
    },

    findById(id: number): Promise<BookRecord | null> {
      return findOne(id);
    },

    create(book: NewBook): Promise<BookCreateResult> {
      return writeTransaction(async (transaction): Promise<BookCreateResult> => {
        if (!(await categoryExists(book.categoryId, transaction))) return { ok: false, reason: 'unknownCategory' };
        const created = await Book.create(book, { transaction });
        const record = await findOne(created.id, transaction);
        return { ok: true, book: record as BookRecord };
      });
    },

    /** Applies the defined fields; returns the row before and after, so the caller can delete replaced files. */
    update(id: number, patch: BookPatch): Promise<BookUpdateResult> {
      return writeTransaction(async (transaction): Promise<BookUpdateResult> => {
        const previous = await findOne(id, transaction);
        if (!previous) return { ok: false, reason: 'notFound' };
        const values = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as BookPatch;
        if (values.categoryId !== undefined && !(await categoryExists(values.categoryId, transaction))) {
          return { ok: false, reason: 'unknownCategory' };
        }
        if (Object.keys(values).length > 0) await Book.update(values, { where: { id }, transaction });
        const book = await findOne(id, transaction);
        return { ok: true, book: book as BookRecord, previous };
      });
    },

    /** Deletes the book and the children's progress on it; returns the deleted row (files are the caller's). */
    delete(id: number): Promise<BookRecord | null> {
      return writeTransaction(async (transaction) => {
        const book = await findOne(id, transaction);
        if (!book) return null;
        await LearningProgress.destroy({ where: { contentType: 'book', contentId: id }, transaction });
        await Book.destroy({ where: { id }, transaction });
        return book;
      });
    },
  };
}

export type BooksRepo = ReturnType<typeof createBooksRepo>;
