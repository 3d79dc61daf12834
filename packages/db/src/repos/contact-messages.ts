import { Op, type WhereOptions } from 'sequelize';
import type { ContactMessageModel } from '../models';
import type { RepoContext } from './context';
import { containsLiteral, findPage, findRow, type Page, type PageRequest, type Row, type WriteResult } from './rows';

export type ContactMessageRecord = Row<ContactMessageModel>;

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

  const findOne = (id: number) => findRow(ContactMessage, { where: { id } });

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
