import { type ContentKind, contentKinds } from '@young-minds/contracts';
import { QueryTypes, type Transaction } from 'sequelize';
import type { ContentReportModel } from '../models';
import type { RepoContext } from './context';
import { type OutgoingEmail, writeOutboxEmails } from './email-outbox';
import { type Page, type Row, type WriteResult, findPage, findRow, findRows } from './rows';

/** A report with the names the admins read (null once an account or the item is gone). */
export type ContentReportRecord = Row<ContentReportModel> & {
  itemTitle: string | null;
  reporterName: string | null;
  reporterEmail: string | null;
  childName: string | null;
  resolverName: string | null;
};

export interface NewContentReport {
  kind: ContentKind;
  itemId: number;
  parentId: number;
  childId: number | null;
  message: string;
}

export type ContentReportResolveResult = WriteResult<{ report: ContentReportRecord }, 'notFound' | 'alreadyResolved'>;

/** Issue 35: the families' reports of a mistake in an item, and the admins' replies. */
export function createContentReportsRepo({ sequelize, models, writeTransaction, now }: RepoContext) {
  const { ContentReport, ContentReviewEvent, User } = models;

  async function titleOf(kind: string, itemId: number, transaction?: Transaction): Promise<string | null> {
    const table = Object.entries(contentKinds).find(([id]) => id === kind)?.[1].table;
    if (!table) return null;
    const [item] = await sequelize.query<{ title: unknown }>(`SELECT title FROM ${table} WHERE id = ?`, {
      replacements: [itemId],
      type: QueryTypes.SELECT,
      transaction,
    });
    return item ? String(item.title) : null;
  }

  async function withNames(rows: Row<ContentReportModel>[], transaction?: Transaction) {
    const ids = [...new Set(rows.flatMap((row) => [row.parentId, row.childId, row.resolvedBy]))].filter(
      (id): id is number => id !== null,
    );
    const users = ids.length
      ? await findRows(User, { where: { id: ids }, attributes: ['id', 'name', 'email'], transaction })
      : [];
    const byId = new Map(users.map((user) => [user.id, user]));
    return Promise.all(
      rows.map(async (row): Promise<ContentReportRecord> => ({
        ...row,
        itemTitle: await titleOf(row.kind, row.itemId, transaction),
        reporterName: byId.get(row.parentId)?.name ?? null,
        reporterEmail: byId.get(row.parentId)?.email ?? null,
        childName: row.childId === null ? null : (byId.get(row.childId)?.name ?? null),
        resolverName: row.resolvedBy === null ? null : (byId.get(row.resolvedBy)?.name ?? null),
      })),
    );
  }

  return {
    async create(report: NewContentReport): Promise<ContentReportRecord> {
      const id = await writeTransaction(
        async (transaction) => (await ContentReport.create(report, { transaction })).id,
      );
      const [stored] = await withNames(await findRows(ContentReport, { where: { id } }));
      if (!stored) throw new Error(`Report ${id} vanished after it was created.`);
      return stored;
    },

    /** Open reports first, newest first; or only open or resolved ones. */
    async list({
      status,
      ...request
    }: {
      page: number;
      pageSize: number;
      status?: 'open' | 'resolved' | undefined;
    }): Promise<Page<ContentReportRecord>> {
      const page = await findPage(ContentReport, status ? { status } : {}, request, {
        order: [
          ['status', 'ASC'],
          ['createdAt', 'DESC'],
          ['id', 'DESC'],
        ],
      });
      return { total: page.total, rows: await withNames(page.rows) };
    },

    async findById(id: number): Promise<ContentReportRecord | null> {
      const [report] = await withNames(await findRows(ContentReport, { where: { id } }));
      return report ?? null;
    },

    /** Open reports (the admin dashboard). */
    openCount(): Promise<number> {
      return ContentReport.count({ where: { status: 'open' } });
    },

    /**
     * Resolves a report in one transaction: the reply kept, the email to the parent (made by `email`, none when
     * it answers null) written to the outbox, and a 'report_resolved' line in the item's history.
     */
    async resolve(
      id: number,
      resolution: { adminId: number; reply: string | null },
      email: (report: ContentReportRecord) => OutgoingEmail | null,
    ): Promise<ContentReportResolveResult> {
      return writeTransaction(async (transaction): Promise<ContentReportResolveResult> => {
        const row = await findRow(ContentReport, { where: { id }, lock: transaction.LOCK.UPDATE, transaction });
        if (!row) return { ok: false, reason: 'notFound' };
        if (row.status === 'resolved') return { ok: false, reason: 'alreadyResolved' };
        const at = now();
        await ContentReport.update(
          { status: 'resolved', reply: resolution.reply, resolvedBy: resolution.adminId, resolvedAt: at },
          { where: { id }, transaction },
        );
        await ContentReviewEvent.create(
          {
            kind: row.kind,
            itemId: row.itemId,
            action: 'report_resolved',
            adminId: resolution.adminId,
            note: resolution.reply,
            createdAt: at,
          },
          { transaction },
        );
        const [report] = await withNames(await findRows(ContentReport, { where: { id }, transaction }), transaction);
        const outgoing = email(report!);
        if (outgoing) await writeOutboxEmails(models, transaction, [outgoing], at);
        return { ok: true, report: report! };
      });
    },
  };
}

export type ContentReportsRepo = ReturnType<typeof createContentReportsRepo>;
