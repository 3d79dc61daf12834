import {
  type ContentKind,
  type ItemReview,
  type ReviewEvent,
  type ReviewStatus,
  type Source,
  contentKinds,
  reviewEventActions,
  reviewStatuses,
} from '@young-minds/contracts';
import { QueryTypes, type Transaction } from 'sequelize';
import type { ContentReviewModel } from '../models';
import type { RepoContext } from './context';
import {
  type Page,
  type Row,
  type WriteResult,
  findRow,
  findRows,
  limitAndOffset,
  readRow,
  selectAttributes,
  toNumber,
} from './rows';

/**
 * Issue 35, scholar review: an item's review row (kind + item id), its history, and the state its table's
 * `review_status` keeps. Families see only `published` (the audience filter, content-audience.ts); an edit of a
 * published item waits here as a revision (its changed fields as JSON) until a reviewer approves it.
 */

/** What every item's record carries: its sources and its review as the contract shows them. */
export interface ItemReviewRecord {
  sources: Source[];
  review: ItemReview;
}

type ReviewAction = (typeof reviewEventActions)[number];

const isStatus = (value: unknown): value is ReviewStatus => reviewStatuses.some((status) => status === value);
const statusOf = (value: unknown): ReviewStatus => (isStatus(value) ? value : 'draft');

function parseJson<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** An item's review state as a reviewer acts on it. */
export interface ReviewState {
  kind: ContentKind;
  itemId: number;
  title: string;
  status: ReviewStatus;
  row: Row<ContentReviewModel>;
}

export type ReviewActionRefusal = 'notFound' | 'notInReview' | 'alreadyInReview' | 'ownItem';

/** A published item's waiting edit: its changed fields (the kind repository's patch) and sources. */
export interface RevisionRecord {
  patch: Record<string, unknown> | null;
  sources: Source[] | null;
}

export type ReviewActionResult = WriteResult<
  {
    review: ItemReview;
    /** On approving a revision: the edit to apply to the item (the caller applies it through the kind). */
    applied: RevisionRecord | null;
  },
  ReviewActionRefusal
>;

export interface ReviewQueueRequest {
  page: number;
  pageSize: number;
  status?: 'in_review' | 'changes_requested' | 'draft' | undefined;
}

export interface ReviewQueueRecord {
  kind: ContentKind;
  id: number;
  title: string;
  status: ReviewStatus;
  isRevision: boolean;
  authorId: number | null;
  authorName: string | null;
  submittedAt: Date | null;
}

export interface ReviewDetailRecord {
  kind: ContentKind;
  id: number;
  title: string;
  authorId: number | null;
  authorName: string | null;
  sources: Source[];
  review: ItemReview;
  revision: {
    patch: Record<string, unknown>;
    sources: Source[] | null;
    authorId: number | null;
    authorName: string | null;
    submittedAt: Date | null;
  } | null;
  history: ReviewEvent[];
}

const contentKindList = Object.keys(contentKinds) as ContentKind[];

export function createContentReviewsRepo({ sequelize, models, writeTransaction, now, rawSelect }: RepoContext) {
  const { ContentReview, ContentReviewEvent, User } = models;
  const reviewColumns = selectAttributes(sequelize, ContentReview, 'r');

  /**
   * The review rows of a page's items and their reviewers' names. Every list of every kind asks it, so outside a
   * transaction it is one statement on the driver (two model queries before: a third of a list's database time).
   */
  async function reviewsOf(
    kind: ContentKind,
    itemIds: number[],
    transaction?: Transaction,
  ): Promise<{ reviews: Row<ContentReviewModel>[]; names: Map<number, string> }> {
    if (transaction) {
      const reviews = await findRows(ContentReview, { where: { kind, itemId: itemIds }, transaction });
      return {
        reviews,
        names: await namesOf(
          reviews.map((review) => review.reviewedBy),
          transaction,
        ),
      };
    }
    const raws = await rawSelect(
      `SELECT ${reviewColumns}, u.name AS reviewerName FROM content_reviews r ` +
        `LEFT JOIN users u ON u.id = r.reviewed_by WHERE r.kind = ? AND r.item_id IN (${itemIds.map(() => '?').join(', ')})`,
      [kind, ...itemIds],
    );
    const names = new Map<number, string>();
    const reviews = raws.map((raw) => {
      const review = readRow(ContentReview, raw);
      if (review.reviewedBy !== null && typeof raw.reviewerName === 'string')
        names.set(review.reviewedBy, raw.reviewerName);
      return review;
    });
    return { reviews, names };
  }

  async function namesOf(ids: (number | null)[], transaction?: Transaction): Promise<Map<number, string>> {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    if (wanted.length === 0) return new Map();
    const users = await findRows(User, { where: { id: wanted }, attributes: ['id', 'name'], transaction });
    return new Map(users.map((user) => [user.id, user.name]));
  }

  /** The item's title and review status from its kind's table (null: no such item). */
  async function itemOf(
    kind: ContentKind,
    itemId: number,
    transaction?: Transaction,
  ): Promise<{ title: string; status: ReviewStatus } | null> {
    const [item] = await sequelize.query<{ title: unknown; review_status: unknown }>(
      `SELECT title, review_status FROM ${contentKinds[kind].table} WHERE id = ?`,
      { replacements: [itemId], type: QueryTypes.SELECT, transaction },
    );
    return item ? { title: String(item.title), status: statusOf(item.review_status) } : null;
  }

  /** The review row of an item, made (a draft of no author) if an older write left none. */
  async function rowOf(kind: ContentKind, itemId: number, transaction: Transaction) {
    const row = await findRow(ContentReview, { where: { kind, itemId }, transaction });
    if (row) return row;
    await ContentReview.create({ kind, itemId, sources: '[]' }, { transaction });
    return (await findRow(ContentReview, { where: { kind, itemId }, transaction }))!;
  }

  /**
   * The item's review status. An activity's own `status` stays the admin's switch (live or not): a family sees
   * it only when both say published (docs/decisions/0009-scholar-review.md).
   */
  async function setStatus(kind: ContentKind, itemId: number, status: ReviewStatus, transaction: Transaction) {
    await sequelize.query(`UPDATE ${contentKinds[kind].table} SET review_status = ? WHERE id = ?`, {
      replacements: [status, itemId],
      transaction,
    });
  }

  async function event(
    kind: ContentKind,
    itemId: number,
    action: ReviewAction,
    adminId: number | null,
    note: string | null,
    transaction: Transaction,
  ) {
    await ContentReviewEvent.create({ kind, itemId, action, adminId, note, createdAt: now() }, { transaction });
  }

  /** The contract's review of rows (the item's status, who checked the live version); families never see revisions. */
  function reviewOf(status: ReviewStatus, row: Row<ContentReviewModel> | undefined, names: Map<number, string>) {
    const reviewedBy = row?.reviewedBy ?? null;
    return {
      status,
      reviewedBy: reviewedBy === null ? null : (names.get(reviewedBy) ?? null),
      reviewedAt: status === 'published' && row?.reviewedAt ? row.reviewedAt.toISOString() : null,
      note: row?.note ?? null,
      revisionStatus: row?.revisionStatus && isStatus(row.revisionStatus) ? row.revisionStatus : null,
    } satisfies ItemReview;
  }

  /** Who may approve: a reviewer who wrote neither the item nor its waiting revision. */
  async function refuseOwn(row: Row<ContentReviewModel>, revision: boolean, adminId: number) {
    const author = revision ? row.revisionAuthorId : row.authorId;
    return author === adminId;
  }

  /** Submit, approve or send back, on the item itself or on its revision. */
  async function act(
    kind: ContentKind,
    itemId: number,
    adminId: number,
    work: (
      state: ReviewState,
      transaction: Transaction,
    ) => Promise<{ ok: false; reason: ReviewActionRefusal } | { ok: true; applied: RevisionRecord | null }>,
  ): Promise<ReviewActionResult> {
    return writeTransaction(async (transaction): Promise<ReviewActionResult> => {
      const item = await itemOf(kind, itemId, transaction);
      if (!item) return { ok: false, reason: 'notFound' };
      const row = await rowOf(kind, itemId, transaction);
      const done = await work({ kind, itemId, title: item.title, status: item.status, row }, transaction);
      if (!done.ok) return done;
      const after = await itemOf(kind, itemId, transaction);
      const stored = await findRow(ContentReview, { where: { kind, itemId }, transaction });
      const names = await namesOf([stored?.reviewedBy ?? null, adminId], transaction);
      return { ok: true, review: reviewOf(after!.status, stored ?? undefined, names), applied: done.applied };
    });
  }

  return {
    /**
     * The items' sources and review, in one query per call: `forFamily` (a parent, a child, anyone signed out)
     * never sees a revision's state.
     */
    async attach<T extends { id: number; reviewStatus: string }>(
      kind: ContentKind,
      rows: T[],
      { forFamily = false, transaction }: { forFamily?: boolean; transaction?: Transaction | undefined } = {},
    ): Promise<(T & ItemReviewRecord)[]> {
      if (rows.length === 0) return [];
      const { reviews, names } = await reviewsOf(
        kind,
        rows.map((row) => row.id),
        transaction,
      );
      const byItem = new Map(reviews.map((review) => [review.itemId, review]));
      return rows.map((row) => {
        const review = byItem.get(row.id);
        const shown = reviewOf(statusOf(row.reviewStatus), review, names);
        return {
          ...row,
          sources: parseJson<Source[]>(review?.sources ?? null, []),
          review: forFamily ? { ...shown, revisionStatus: null } : shown,
        };
      });
    },

    /** A new item's review row: a draft by its author (in the item's create transaction). */
    async start(kind: ContentKind, itemId: number, authorId: number | null, transaction: Transaction): Promise<void> {
      await ContentReview.create({ kind, itemId, authorId, sources: '[]' }, { transaction });
    },

    /** The item's status (null: no such item), for the edit that decides between the item and a revision. */
    async statusOf(kind: ContentKind, itemId: number): Promise<ReviewStatus | null> {
      return (await itemOf(kind, itemId))?.status ?? null;
    },

    /** The revision waiting behind a published item (null: none). */
    async revisionOf(kind: ContentKind, itemId: number): Promise<RevisionRecord | null> {
      const row = await findRow(ContentReview, { where: { kind, itemId } });
      if (!row?.revisionStatus) return null;
      return {
        patch: parseJson<Record<string, unknown> | null>(row.revision, null),
        sources: parseJson<Source[] | null>(row.revisionSources, null),
      };
    },

    /**
     * An edit of a published item: its fields merged into the waiting revision (a draft again, written by
     * `adminId`). Answers the revision before the edit, so the caller can remove files the edit replaced.
     */
    async saveRevision(
      kind: ContentKind,
      itemId: number,
      changes: { patch?: Record<string, unknown>; sources?: Source[] },
      adminId: number | null,
    ): Promise<WriteResult<{ before: RevisionRecord | null }, 'notFound'>> {
      return writeTransaction(async (transaction) => {
        if (!(await itemOf(kind, itemId, transaction))) return { ok: false, reason: 'notFound' } as const;
        const row = await rowOf(kind, itemId, transaction);
        const before = row.revisionStatus
          ? {
              patch: parseJson<Record<string, unknown> | null>(row.revision, null),
              sources: parseJson<Source[] | null>(row.revisionSources, null),
            }
          : null;
        const patch = changes.patch ? { ...(before?.patch ?? {}), ...changes.patch } : (before?.patch ?? null);
        const sources = changes.sources ?? before?.sources ?? null;
        await ContentReview.update(
          {
            revision: patch === null ? null : JSON.stringify(patch),
            revisionSources: sources === null ? null : JSON.stringify(sources),
            revisionStatus: 'draft',
            revisionAuthorId: adminId,
            revisionSubmittedAt: null,
          },
          { where: { id: row.id }, transaction },
        );
        if (changes.sources) await event(kind, itemId, 'sources_changed', adminId, null, transaction);
        return { ok: true, before } as const;
      });
    },

    /**
     * The sources of an item that is not published (a published item's go into its revision: `saveRevision`);
     * the change joins the item's history.
     */
    async saveSources(
      kind: ContentKind,
      itemId: number,
      sources: Source[],
      adminId: number,
    ): Promise<WriteResult<{ review: ItemReview }, 'notFound'>> {
      const result = await act(kind, itemId, adminId, async (state, transaction) => {
        await ContentReview.update({ sources: JSON.stringify(sources) }, { where: { id: state.row.id }, transaction });
        await event(kind, itemId, 'sources_changed', adminId, null, transaction);
        return { ok: true, applied: null };
      });
      return result.ok ? { ok: true, review: result.review } : { ok: false, reason: 'notFound' };
    },

    /** Sends a draft, a sent-back item or a waiting revision for review. */
    submit(kind: ContentKind, itemId: number, adminId: number): Promise<ReviewActionResult> {
      return act(kind, itemId, adminId, async ({ status, row }, transaction) => {
        const at = now();
        if (status === 'draft' || status === 'changes_requested') {
          await setStatus(kind, itemId, 'in_review', transaction);
          await ContentReview.update({ submittedAt: at }, { where: { id: row.id }, transaction });
        } else if (status === 'in_review' || row.revisionStatus === 'in_review') {
          return { ok: false, reason: 'alreadyInReview' };
        } else if (row.revisionStatus === 'draft' || row.revisionStatus === 'changes_requested') {
          await ContentReview.update(
            { revisionStatus: 'in_review', revisionSubmittedAt: at },
            { where: { id: row.id }, transaction },
          );
        } else return { ok: false, reason: 'notInReview' };
        await event(kind, itemId, 'submitted', adminId, null, transaction);
        return { ok: true, applied: null };
      });
    },

    /**
     * Publishes an item in review, or accepts its revision (answered as `applied`, for the caller to write into
     * the item). The caller has checked that `adminId` is a reviewer; the author is refused here.
     */
    approve(kind: ContentKind, itemId: number, adminId: number, note: string | null): Promise<ReviewActionResult> {
      return act(kind, itemId, adminId, async ({ status, row }, transaction) => {
        const revision = status === 'published' && row.revisionStatus === 'in_review';
        if (status !== 'in_review' && !revision) return { ok: false, reason: 'notInReview' };
        if (await refuseOwn(row, revision, adminId)) return { ok: false, reason: 'ownItem' };
        const reviewed = { reviewedBy: adminId, reviewedAt: now(), note };
        let applied: RevisionRecord | null = null;
        if (revision) {
          applied = {
            patch: parseJson<Record<string, unknown> | null>(row.revision, null),
            sources: parseJson<Source[] | null>(row.revisionSources, null),
          };
          await ContentReview.update(
            {
              ...reviewed,
              ...(applied.sources ? { sources: JSON.stringify(applied.sources) } : {}),
              revision: null,
              revisionSources: null,
              revisionStatus: null,
              revisionAuthorId: null,
              revisionSubmittedAt: null,
              revisionNote: null,
            },
            { where: { id: row.id }, transaction },
          );
        } else {
          await setStatus(kind, itemId, 'published', transaction);
          await ContentReview.update(reviewed, { where: { id: row.id }, transaction });
        }
        await event(kind, itemId, 'approved', adminId, note, transaction);
        return { ok: true, applied };
      });
    },

    /** Sends an item in review (or its revision) back to its author with a note. */
    requestChanges(kind: ContentKind, itemId: number, adminId: number, note: string): Promise<ReviewActionResult> {
      return act(kind, itemId, adminId, async ({ status, row }, transaction) => {
        const revision = status === 'published' && row.revisionStatus === 'in_review';
        if (status !== 'in_review' && !revision) return { ok: false, reason: 'notInReview' };
        if (await refuseOwn(row, revision, adminId)) return { ok: false, reason: 'ownItem' };
        if (revision) {
          await ContentReview.update(
            { revisionStatus: 'changes_requested', revisionNote: note },
            { where: { id: row.id }, transaction },
          );
        } else {
          await setStatus(kind, itemId, 'changes_requested', transaction);
          await ContentReview.update({ note }, { where: { id: row.id }, transaction });
        }
        await event(kind, itemId, 'changes_requested', adminId, note, transaction);
        return { ok: true, applied: null };
      });
    },

    /** Writes a line in an item's history (e.g. a report resolved), in the caller's transaction. */
    event,

    /**
     * What waits: by default the items and revisions in review, oldest submission first; or the drafts, or the
     * sent-back ones. One UNION over the kinds' tables (from the registry).
     */
    async queue({ status = 'in_review', ...request }: ReviewQueueRequest): Promise<Page<ReviewQueueRecord>> {
      const branches = contentKindList.map(
        (kind) =>
          `SELECT '${kind}' AS kind, i.id AS id, i.title AS title, ` +
          `CASE WHEN i.review_status = 'published' THEN r.revision_status ELSE i.review_status END AS status, ` +
          `CASE WHEN i.review_status = 'published' THEN 1 ELSE 0 END AS is_revision, ` +
          `CASE WHEN i.review_status = 'published' THEN r.revision_author_id ELSE r.author_id END AS author_id, ` +
          `CASE WHEN i.review_status = 'published' THEN r.revision_submitted_at ELSE r.submitted_at END AS submitted_at ` +
          `FROM ${contentKinds[kind].table} i LEFT JOIN content_reviews r ON r.kind = '${kind}' AND r.item_id = i.id ` +
          `WHERE i.review_status = :status OR (i.review_status = 'published' AND r.revision_status = :status)`,
      );
      const union = branches.join(' UNION ALL ');
      const { limit, offset } = limitAndOffset(request);
      const rows = await sequelize.query<Record<string, unknown>>(
        `SELECT * FROM (${union}) q ORDER BY submitted_at IS NULL, submitted_at, kind, id LIMIT :limit OFFSET :offset`,
        { replacements: { status, limit, offset }, type: QueryTypes.SELECT },
      );
      const [count] = await sequelize.query<Record<string, unknown>>(`SELECT COUNT(*) AS n FROM (${union}) q`, {
        replacements: { status },
        type: QueryTypes.SELECT,
      });
      const authorIds = rows.map((row) => (row.author_id === null ? null : toNumber(row.author_id)));
      const names = await namesOf(authorIds);
      return {
        total: toNumber(count?.n ?? 0),
        rows: rows.map((row, index) => {
          const authorId = authorIds[index] ?? null;
          const submitted = row.submitted_at;
          return {
            kind: contentKindList.find((kind) => kind === row.kind) ?? 'video',
            id: toNumber(row.id),
            title: String(row.title),
            status: statusOf(row.status),
            isRevision: toNumber(row.is_revision) === 1,
            authorId,
            authorName: authorId === null ? null : (names.get(authorId) ?? null),
            submittedAt: submitted === null || submitted === undefined ? null : new Date(submitted as string),
          };
        }),
      };
    },

    /** One item as a reviewer checks it: its review, sources, waiting revision and history. */
    async detail(kind: ContentKind, itemId: number): Promise<ReviewDetailRecord | null> {
      const item = await itemOf(kind, itemId);
      if (!item) return null;
      const row = await findRow(ContentReview, { where: { kind, itemId } });
      const events = await findRows(ContentReviewEvent, {
        where: { kind, itemId },
        order: [
          ['createdAt', 'ASC'],
          ['id', 'ASC'],
        ],
      });
      const names = await namesOf([
        row?.authorId ?? null,
        row?.reviewedBy ?? null,
        row?.revisionAuthorId ?? null,
        ...events.map((one) => one.adminId),
      ]);
      const nameOf = (id: number | null | undefined) => (id == null ? null : (names.get(id) ?? null));
      return {
        kind,
        id: itemId,
        title: item.title,
        authorId: row?.authorId ?? null,
        authorName: nameOf(row?.authorId),
        sources: parseJson<Source[]>(row?.sources ?? null, []),
        review: reviewOf(item.status, row ?? undefined, names),
        revision: row?.revisionStatus
          ? {
              patch: parseJson<Record<string, unknown>>(row.revision, {}),
              sources: parseJson<Source[] | null>(row.revisionSources, null),
              authorId: row.revisionAuthorId,
              authorName: nameOf(row.revisionAuthorId),
              submittedAt: row.revisionSubmittedAt,
            }
          : null,
        history: events.map((one) => ({
          action: reviewEventActions.find((action) => action === one.action) ?? 'submitted',
          by: nameOf(one.adminId),
          note: one.note,
          at: one.createdAt.toISOString(),
        })),
      };
    },

    /**
     * The seeded demo content: every item without a review row is recorded as reviewed and published by the first
     * admin (none yet: left empty, see `ensureAdmin`), with the sources `sourcesOf` gives. An activity keeps its
     * `status` (whether it is live).
     */
    async recordSeeded(sourcesOf: (kind: ContentKind, title: string) => Source[]): Promise<void> {
      await writeTransaction(async (transaction) => {
        const [first] = await sequelize.query<{ id: unknown }>("SELECT MIN(id) AS id FROM users WHERE role = 'admin'", {
          type: QueryTypes.SELECT,
          transaction,
        });
        const adminId = first?.id === null || first?.id === undefined ? null : toNumber(first.id);
        const at = now();
        for (const kind of contentKindList) {
          const { table } = contentKinds[kind];
          const items = await sequelize.query<{ id: unknown; title: unknown }>(
            `SELECT id, title FROM ${table} t WHERE NOT EXISTS ` +
              '(SELECT 1 FROM content_reviews r WHERE r.kind = ? AND r.item_id = t.id)',
            { replacements: [kind], type: QueryTypes.SELECT, transaction },
          );
          for (const item of items) {
            const itemId = toNumber(item.id);
            const sources = JSON.stringify(sourcesOf(kind, String(item.title)));
            const reviewed = { reviewedBy: adminId, reviewedAt: at, submittedAt: at };
            await ContentReview.create({ kind, itemId, authorId: adminId, sources, ...reviewed }, { transaction });
            await sequelize.query(`UPDATE ${table} SET review_status = 'published' WHERE id = ?`, {
              replacements: [itemId],
              transaction,
            });
          }
        }
      });
    },
  };
}

export type ContentReviewsRepo = ReturnType<typeof createContentReviewsRepo>;
