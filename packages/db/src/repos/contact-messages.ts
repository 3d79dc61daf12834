import { Op, type WhereOptions } from 'sequelize';
import type { ContactMessageModel, ContactReplyModel } from '../models';
import type { RepoContext } from './context';
import { type OutgoingEmail, writeOutboxEmails } from './email-outbox';
import {
  containsLiteral,
  findPage,
  findRow,
  findRows,
  type Page,
  type PageRequest,
  type Row,
  type WriteResult,
} from './rows';

export type ContactMessageRecord = Row<ContactMessageModel>;

/** An admin's reply, with the admin's name (null once that account is gone). */
export type ContactReplyRecord = Row<ContactReplyModel> & { adminName: string | null };

export type ContactReplyResult = WriteResult<{ reply: ContactReplyRecord }, 'notFound'>;

export interface ContactMessageWrite {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The admins' inbox (not archived) or the archive. */
export type ContactMessageBox = 'inbox' | 'archived';

/** Marks to set (true) or clear (false); an absent one is left as it is. */
export interface ContactMessageMarks {
  read?: boolean | undefined;
  archived?: boolean | undefined;
}

export type ContactMessageUpdateResult = WriteResult<{ contactMessage: ContactMessageRecord }, 'notFound'>;
export type ContactMessageRemoveResult = WriteResult<{ contactMessage: ContactMessageRecord }, 'notFound'>;

/** The messages sent from the Contact page: stored as sent, then read, archived or deleted by the admins. */
export function createContactMessagesRepo({ sequelize, models, writeTransaction, listCache, now }: RepoContext) {
  const { ContactMessage } = models;
  const lists = listCache(ContactMessage);

  const { ContactReply, User } = models;
  const findOne = (id: number) => findRow(ContactMessage, { where: { id } });

  async function withAdminNames(rows: Row<ContactReplyModel>[]): Promise<ContactReplyRecord[]> {
    const ids = [...new Set(rows.flatMap((row) => (row.adminId === null ? [] : [row.adminId])))];
    const admins = ids.length ? await findRows(User, { where: { id: ids }, attributes: ['id', 'name'] }) : [];
    const names = new Map(admins.map((admin) => [admin.id, admin.name]));
    return rows.map((row) => ({ ...row, adminName: row.adminId === null ? null : (names.get(row.adminId) ?? null) }));
  }

  return {
    async create(message: ContactMessageWrite): Promise<ContactMessageRecord> {
      const id = await writeTransaction(
        async (transaction) => (await ContactMessage.create(message, { transaction })).id,
      );
      const stored = await findOne(id);
      if (!stored) throw new Error(`Contact message ${id} vanished after it was created.`);
      return stored;
    },

    /** One box, newest first; `search` matches the name, the email or the subject. */
    async list({
      box,
      search,
      ...request
    }: PageRequest & { box: ContactMessageBox }): Promise<Page<ContactMessageRecord>> {
      const term = search?.trim();
      const where: WhereOptions<ContactMessageModel> = {
        [Op.and]: [
          { archivedAt: box === 'archived' ? { [Op.ne]: null } : null },
          ...(term
            ? [
                {
                  [Op.or]: ['name', 'email', 'subject'].map((column) =>
                    containsLiteral(sequelize, `ContactMessage.${column}`, term),
                  ),
                },
              ]
            : []),
        ],
      };
      return findPage(ContactMessage, where, request, { cachedTotal: { cache: lists, filter: [box, term] } });
    },

    /** Inbox messages no admin has opened (archived ones never count). Exact: never cached. */
    unreadCount(): Promise<number> {
      return ContactMessage.count({ where: { readAt: null, archivedAt: null } });
    },

    findById(id: number): Promise<ContactMessageRecord | null> {
      return findOne(id);
    },

    /**
     * Sets or clears the read and archived marks. A mark already set keeps its first time (marking a read
     * message read again changes nothing).
     */
    async update(id: number, marks: ContactMessageMarks): Promise<ContactMessageUpdateResult> {
      const found = await writeTransaction(async (transaction) => {
        const existing = await findRow(ContactMessage, { where: { id }, lock: transaction.LOCK.UPDATE, transaction });
        if (!existing) return false;
        const at = now();
        const mark = (set: boolean | undefined, current: Date | null) =>
          set === undefined ? current : set ? (current ?? at) : null;
        await ContactMessage.update(
          { readAt: mark(marks.read, existing.readAt), archivedAt: mark(marks.archived, existing.archivedAt) },
          { where: { id }, transaction },
        );
        return true;
      });
      const stored = found ? await findOne(id) : null;
      return stored ? { ok: true, contactMessage: stored } : { ok: false, reason: 'notFound' };
    },

    /**
     * An admin's reply to a message, in one transaction: the reply is kept, the email to the sender (made by
     * `email` from the message) is written to the outbox, and the message is marked read (if it was not).
     */
    async reply(
      id: number,
      reply: { adminId: number; message: string },
      email: (message: ContactMessageRecord) => OutgoingEmail,
    ): Promise<ContactReplyResult> {
      const replyId = await writeTransaction(async (transaction) => {
        const message = await findRow(ContactMessage, { where: { id }, lock: transaction.LOCK.UPDATE, transaction });
        if (!message) return null;
        const at = now();
        const created = await ContactReply.create(
          { contactMessageId: id, adminId: reply.adminId, message: reply.message, createdAt: at },
          { transaction },
        );
        if (!message.readAt) await ContactMessage.update({ readAt: at }, { where: { id }, transaction });
        await writeOutboxEmails(models, transaction, [email(message)], at);
        return created.id;
      });
      if (replyId === null) return { ok: false, reason: 'notFound' };
      const [stored] = await withAdminNames(await findRows(ContactReply, { where: { id: replyId } }));
      if (!stored) throw new Error(`Contact reply ${replyId} vanished after it was created.`);
      return { ok: true, reply: stored };
    },

    /** A message's replies, oldest first; null when there is no such message. */
    async replies(id: number): Promise<ContactReplyRecord[] | null> {
      if (!(await ContactMessage.count({ where: { id } }))) return null;
      const rows = await findRows(ContactReply, {
        where: { contactMessageId: id },
        order: [
          ['createdAt', 'ASC'],
          ['id', 'ASC'],
        ],
      });
      return withAdminNames(rows);
    },

    /** Deletes a message for good; the removed message. */
    remove(id: number): Promise<ContactMessageRemoveResult> {
      return writeTransaction(async (transaction): Promise<ContactMessageRemoveResult> => {
        const contactMessage = await findRow(ContactMessage, { where: { id }, transaction });
        if (!contactMessage) return { ok: false, reason: 'notFound' };
        await ContactMessage.destroy({ where: { id }, transaction });
        return { ok: true, contactMessage };
      });
    },
  };
}

export type ContactMessagesRepo = ReturnType<typeof createContactMessagesRepo>;
