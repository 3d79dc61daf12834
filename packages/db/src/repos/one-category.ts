import type { ContentKind } from '@young-minds/contracts';
import { type Model, type ModelStatic, Op, type Transaction, type WhereOptions } from 'sequelize';
import { type ContentAudience, audienceFilter } from './content-audience';
import type { RepoContext } from './context';
import { type ItemReviewRecord, createContentReviewsRepo } from './content-reviews';
import { findRow, findRows, type Row } from './rows';

/** The columns every kind of one category has (videos, books, duas). */
interface OneCategoryColumns {
  id: number;
  categoryId: number;
  reviewStatus: string;
}

/** A row of such a kind as its repository answers it: with its category's name and its review. */
export type OneCategoryRecord<M extends Model> = Row<M> & { categoryName: string } & ItemReviewRecord;

/**
 * The reads the kinds of one category share: a set of rows with their category's name and review, one row (for
 * a family, only when published and fitting), and whether a category exists (a write to an unknown one is refused).
 */
export function oneCategoryReads<M extends Model>(context: RepoContext, model: ModelStatic<M>, kind: ContentKind) {
  const { Category, ContentReview, User } = context.models;
  const reviews = createContentReviewsRepo(context);
  // Pages answered a moment ago (`answeredPage`): a page reads the kind, its categories' names, the reviews and
  // their reviewers' names, so a write to any of them drops it.
  const pages = context.listCache(model, Category, ContentReview, User);

  /** Category names, sources and reviews for a set of rows (a family never sees a revision's state). */
  async function withCategoryNames(
    rows: Row<M>[],
    transaction?: Transaction,
    forFamily = false,
  ): Promise<OneCategoryRecord<M>[]> {
    const linked = rows as Array<Row<M> & OneCategoryColumns>;
    const ids = [...new Set(linked.map((row) => row.categoryId))];
    const categories =
      ids.length === 0 ? [] : await findRows(Category, { where: { id: ids }, attributes: ['id', 'name'], transaction });
    const names = new Map(categories.map((row) => [row.id, row.name]));
    const named = linked.map((row) => ({ ...row, categoryName: names.get(row.categoryId) ?? '' }));
    return reviews.attach(kind, named, { forFamily, transaction });
  }

  async function findOne(
    id: number,
    transaction?: Transaction,
    audience?: ContentAudience | null,
  ): Promise<OneCategoryRecord<M> | null> {
    const where = { [Op.and]: [{ id }, ...audienceFilter(audience)] } as WhereOptions<M>;
    const row = await findRow(model, { where, transaction });
    if (!row) return null;
    const [record] = await withCategoryNames([row], transaction, Boolean(audience));
    return record ?? null;
  }

  async function categoryExists(id: number, transaction: Transaction): Promise<boolean> {
    return (await findRow(Category, { where: { id }, attributes: ['id'], transaction })) !== null;
  }

  return { reviews, pages, withCategoryNames, findOne, categoryExists };
}
