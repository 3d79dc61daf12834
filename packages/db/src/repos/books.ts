import { type CreationAttributes, Op, type WhereOptions } from 'sequelize';
import type { BookModel } from '../models';
import { type ContentAudience, audienceFilter } from './content-audience';
import type { RepoContext } from './context';
import type { ItemReviewRecord } from './content-reviews';
import { oneCategoryReads } from './one-category';
import { deleteProgressFor } from './progress';
import {
  containsLiteral,
  definedFields,
  answeredPage,
  findPage,
  findRow,
  findRows,
  type Page,
  type PageRequest,
  type Row,
  type WriteResult,
} from './rows';

/** A book row with its category's name (a category in use cannot be deleted, so there always is one). */
export type BookRecord = Row<BookModel> & { categoryName: string } & ItemReviewRecord;

/** The columns a new book is written with (the id and timestamps are the database's). */
export type NewBook = Omit<CreationAttributes<BookModel>, 'id' | 'createdAt' | 'updatedAt'>;

/** What an edit may change; undefined fields are left alone. */
export type BookPatch = { [K in keyof NewBook]?: NewBook[K] | undefined };

export interface BookListRequest extends PageRequest {
  categoryId?: number | undefined;
  /** A child: only the books that fit them. */
  audience?: ContentAudience | null | undefined;
}

export type BookCreateResult = WriteResult<{ book: BookRecord }, 'unknownCategory'>;
export type BookUpdateResult = WriteResult<{ book: BookRecord; previous: BookRecord }, 'notFound' | 'unknownCategory'>;
/** The book and its narrations' files: the caller deletes them. */
export type BookRemoveResult = WriteResult<{ book: BookRecord; narrationUrls: string[] }, 'notFound'>;

/** An admin's recording of one page (1-based). */
export interface BookPageNarrationRecord {
  page: number;
  audioUrl: string;
}

/** A page's recording stored; `previous` is the file it replaced (the caller deletes it), null when none. */
export type NarrationSetResult = WriteResult<
  { narration: BookPageNarrationRecord; previous: string | null },
  'notFound' | 'pageOutOfRange'
>;
export type NarrationRemoveResult = WriteResult<{ narration: BookPageNarrationRecord }, 'notFound' | 'noNarration'>;

export function createBooksRepo(context: RepoContext) {
  const { sequelize, models, writeTransaction, listCache } = context;
  const { Book, BookPageNarration } = models;
  const lists = listCache(Book);

  const { reviews, pages, withCategoryNames, findOne, categoryExists } = oneCategoryReads(context, Book, 'book');

  async function readPage({ categoryId, search, audience, ...request }: BookListRequest): Promise<Page<BookRecord>> {
    const term = search?.trim();
    const where: WhereOptions<BookModel> = {
      [Op.and]: [
        ...(categoryId === undefined ? [] : [{ categoryId }]),
        ...audienceFilter(audience),
        ...(term
          ? [
              {
                [Op.or]: [
                  containsLiteral(sequelize, 'Book.title', term),
                  containsLiteral(sequelize, 'Book.author', term),
                ],
              },
            ]
          : []),
      ],
    };
    const { rows, total } = await findPage(Book, where, request, {
      cachedTotal: { cache: lists, filter: [categoryId, audience, term] },
    });
    return { rows: await withCategoryNames(rows, undefined, Boolean(audience)), total };
  }

  return {
    /** Newest first; search matches title or author. A page asked for a moment ago is answered as it was then. */
    list(request: BookListRequest): Promise<Page<BookRecord>> {
      return answeredPage(pages, [request.categoryId, request.audience], request, () => readPage(request));
    },

    /** With an audience (a child), a book that does not fit them is not found. */
    findById(id: number, audience?: ContentAudience | null): Promise<BookRecord | null> {
      return findOne(id, undefined, audience);
    },

    /** A new book is a draft by `authorId` (the admin), with no sources yet (issue 35). */
    create(book: NewBook, authorId: number | null = null): Promise<BookCreateResult> {
      return writeTransaction(async (transaction): Promise<BookCreateResult> => {
        if (!(await categoryExists(book.categoryId, transaction))) return { ok: false, reason: 'unknownCategory' };
        const created = await Book.create(book, { transaction });
        await reviews.start('book', created.id, authorId, transaction);
        const record = await findOne(created.id, transaction);
        return { ok: true, book: record as BookRecord };
      });
    },

    /** Applies the defined fields; returns the row before and after, so the caller can delete replaced files. */
    update(id: number, patch: BookPatch): Promise<BookUpdateResult> {
      return writeTransaction(async (transaction): Promise<BookUpdateResult> => {
        const previous = await findOne(id, transaction);
        if (!previous) return { ok: false, reason: 'notFound' };
        const values = definedFields(patch);
        if (values.categoryId !== undefined && !(await categoryExists(values.categoryId, transaction))) {
          return { ok: false, reason: 'unknownCategory' };
        }
        if (Object.keys(values).length > 0) await Book.update(values, { where: { id }, transaction });
        const book = await findOne(id, transaction);
        return { ok: true, book: book as BookRecord, previous };
      });
    },

    /**
     * Gives a book made before reader files existed its reader file: only while it has none and its file is
     * still `fileUrl` (not replaced meanwhile). False when another request got there first: the caller then
     * removes the file it made.
     */
    attachReader(id: number, fileUrl: string, readerUrl: string): Promise<boolean> {
      return writeTransaction(async (transaction) => {
        const [changed] = await Book.update({ readerUrl }, { where: { id, fileUrl, readerUrl: null }, transaction });
        return changed === 1;
      });
    },

    /**
     * Deletes the book, its pages' narrations and the children's progress on it; returns the deleted row and the
     * narrations' files (files are the caller's).
     */
    remove(id: number): Promise<BookRemoveResult> {
      return writeTransaction(async (transaction): Promise<BookRemoveResult> => {
        const book = await findOne(id, transaction);
        if (!book) return { ok: false, reason: 'notFound' };
        const narrations = await findRows(BookPageNarration, {
          where: { bookId: id },
          attributes: ['audioUrl'],
          transaction,
        });
        await deleteProgressFor(models, 'book', id, transaction);
        // Explicitly, not by the foreign key alone: SQLite enforces ON DELETE CASCADE only with its pragma on.
        await BookPageNarration.destroy({ where: { bookId: id }, transaction });
        await Book.destroy({ where: { id }, transaction });
        return { ok: true, book, narrationUrls: narrations.map((row) => row.audioUrl) };
      });
    },

    /** The recorded pages of a book, in page order (none for a book that does not exist). */
    async narrations(bookId: number): Promise<BookPageNarrationRecord[]> {
      const rows = await findRows(BookPageNarration, {
        where: { bookId },
        attributes: ['page', 'audioUrl'],
        order: [['page', 'ASC']],
      });
      return rows.map(({ page, audioUrl }) => ({ page, audioUrl }));
    },

    /**
     * Records (or replaces) a page's narration. Refused for a book that does not exist and for a page beyond the
     * book's page count; `previous` is the replaced recording's file.
     */
    setNarration(bookId: number, page: number, audioUrl: string): Promise<NarrationSetResult> {
      return writeTransaction(async (transaction): Promise<NarrationSetResult> => {
        const book = await findRow(Book, { where: { id: bookId }, attributes: ['id', 'pages'], transaction });
        if (!book) return { ok: false, reason: 'notFound' };
        if (page > book.pages) return { ok: false, reason: 'pageOutOfRange' };
        const existing = await findRow(BookPageNarration, { where: { bookId, page }, transaction });
        if (existing) {
          await BookPageNarration.update({ audioUrl }, { where: { id: existing.id }, transaction });
        } else {
          await BookPageNarration.create({ bookId, page, audioUrl }, { transaction });
        }
        return { ok: true, narration: { page, audioUrl }, previous: existing?.audioUrl ?? null };
      });
    },

    /** Deletes a page's narration; answers it (its file is the caller's to delete). */
    removeNarration(bookId: number, page: number): Promise<NarrationRemoveResult> {
      return writeTransaction(async (transaction): Promise<NarrationRemoveResult> => {
        const book = await findRow(Book, { where: { id: bookId }, attributes: ['id'], transaction });
        if (!book) return { ok: false, reason: 'notFound' };
        const existing = await findRow(BookPageNarration, { where: { bookId, page }, transaction });
        if (!existing) return { ok: false, reason: 'noNarration' };
        await BookPageNarration.destroy({ where: { id: existing.id }, transaction });
        return { ok: true, narration: { page, audioUrl: existing.audioUrl } };
      });
    },
  };
}

export type BooksRepo = ReturnType<typeof createBooksRepo>;
