import { Op, type Transaction, type WhereOptions } from 'sequelize';
import { isUniqueViolation } from '../errors';
import type { BlogModel } from '../models';
import type { RepoContext } from './context';
import {
  answeredPage,
  containsLiteral,
  findPage,
  findRow,
  type Page,
  type PageRequest,
  type Row,
  type WriteResult,
} from './rows';

export type BlogRecord = Row<BlogModel>;

export interface BlogWrite {
  title: string;
  /** The slug the title gives (the service applies the shared slug rule); a free variant is stored. */
  baseSlug: string;
  category: string | null;
  author: string | null;
  description: string;
  publishDate: string;
  isPublished: boolean;
}

export type BlogUpdateResult = WriteResult<{ blog: BlogRecord; previous: BlogRecord }, 'notFound'>;
export type BlogRemoveResult = WriteResult<{ blog: BlogRecord }, 'notFound'>;

/** Whether `slug` is `base` or `base-N` (a variant this repository made of the same title). */
export function isVariantOf(slug: string, base: string): boolean {
  return slug === base || (slug.startsWith(`${base}-`) && /^\d+$/.test(slug.slice(base.length + 1)));
}

const slugAttempts = 3;

export function createBlogsRepo({ sequelize, models, writeTransaction, listCache }: RepoContext) {
  const { Blog } = models;
  const lists = listCache(Blog);
  const latestPublishedFirst: [string, string][] = [
    ['publishDate', 'DESC'],
    ['createdAt', 'DESC'],
    ['id', 'DESC'],
  ];

  /**
   * The first of `base`, `base-2`, `base-3`… that no other post uses. Compared by the database (its
   * collation is the one the unique index uses).
   */
  async function freeSlug(base: string, exceptId: number | null, transaction: Transaction): Promise<string> {
    const others = exceptId === null ? {} : { id: { [Op.ne]: exceptId } };
    for (let n = 1; n < 1000; n += 1) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      const taken = await findRow(Blog, { where: { slug: candidate, ...others }, attributes: ['id'], transaction });
      if (!taken) return candidate;
    }
    return `${base}-${Date.now().toString(36)}`;
  }

  /** Runs a write that picks a slug; two racing writers of one title (MariaDB) retry with the next number. */
  async function withFreeSlug<T>(work: (transaction: Transaction) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await writeTransaction(work);
      } catch (error) {
        if (attempt >= slugAttempts || !isUniqueViolation(error)) throw error;
      }
    }
  }

  function findOne(where: WhereOptions<BlogModel>, transaction?: Transaction): Promise<BlogRecord | null> {
    return findRow(Blog, { where, transaction });
  }

  return {
    /**
     * Posts, newest publish date first; `search` matches the title. With `publishedOn` (YYYY-MM-DD), only
     * posts that are published and dated on or before that day. A page asked for a moment ago is answered as it
     * was then.
     */
    list(request: PageRequest & { publishedOn?: string | undefined }): Promise<Page<BlogRecord>> {
      const { search, publishedOn } = request;
      return answeredPage(lists, [publishedOn], request, () => {
        const term = search?.trim();
        const where: WhereOptions<BlogModel> = {
          [Op.and]: [
            ...(publishedOn === undefined ? [] : [{ isPublished: true, publishDate: { [Op.lte]: publishedOn } }]),
            ...(term ? [containsLiteral(sequelize, 'Blog.title', term)] : []),
          ],
        };
        return findPage(Blog, where, request, {
          order: latestPublishedFirst,
          cachedTotal: { cache: lists, filter: [publishedOn, term] },
        });
      });
    },

    findById(id: number): Promise<BlogRecord | null> {
      return findOne({ id });
    },

    findBySlug(slug: string): Promise<BlogRecord | null> {
      return findOne({ slug });
    },

    /** Creates a post under a free variant of `baseSlug` ('ramadan', 'ramadan-2', …). */
    async create(blog: BlogWrite & { bannerImage: string }): Promise<BlogRecord> {
      const id = await withFreeSlug(async (transaction) => {
        const slug = await freeSlug(blog.baseSlug, null, transaction);
        const { baseSlug: _base, ...fields } = blog;
        const created = await Blog.create({ ...fields, slug }, { transaction });
        return created.id;
      });
      const stored = await findOne({ id });
      if (!stored) throw new Error(`Blog ${id} vanished after it was created.`);
      return stored;
    },

    /**
     * Replaces the fields (and the banner, when given). The slug changes only when the title gives another
     * base slug. `previous` is the post before the edit (its banner, if replaced, is the caller's to remove).
     */
    async update(id: number, blog: BlogWrite & { bannerImage?: string | undefined }): Promise<BlogUpdateResult> {
      const previous = await withFreeSlug(async (transaction) => {
        const existing = await findRow(Blog, { where: { id }, lock: transaction.LOCK.UPDATE, transaction });
        if (!existing) return null;
        const currentSlug = existing.slug;
        const slug = isVariantOf(currentSlug, blog.baseSlug)
          ? currentSlug
          : await freeSlug(blog.baseSlug, id, transaction);
        const { baseSlug: _base, bannerImage, ...fields } = blog;
        await Blog.update(
          { ...fields, slug, ...(bannerImage === undefined ? {} : { bannerImage }) },
          { where: { id }, transaction },
        );
        return existing;
      });
      const stored = previous && (await findOne({ id }));
      return previous && stored ? { ok: true, blog: stored, previous } : { ok: false, reason: 'notFound' };
    },

    /** Deletes a post; the removed post (its banner is the caller's to remove). */
    remove(id: number): Promise<BlogRemoveResult> {
      return writeTransaction(async (transaction): Promise<BlogRemoveResult> => {
        const blog = await findOne({ id }, transaction);
        if (!blog) return { ok: false, reason: 'notFound' };
        await Blog.destroy({ where: { id }, transaction });
        return { ok: true, blog };
      });
    },
  };
}

export type BlogsRepo = ReturnType<typeof createBlogsRepo>;
