import { Op, type Transaction, type WhereOptions } from 'sequelize';
import type { Role } from '@young-minds/contracts';
import { isUniqueViolation, RecordNotFoundError } from '../errors';
import type { UserModel } from '../models';
import type { RepoContext } from './context';
import { enqueueMediaDeletions } from './media-deletions';
import { insertPayment, type NewSubscriptionPayment, type PaymentRecord } from './payments';
import { toSubscriptionRecord, type NewSubscription, type SubscriptionRecord } from './subscriptions';
import {
  containsLiteral,
  findPage,
  findRawRow,
  findRawRows,
  type Page,
  type PageRequest,
  plainRow,
  type RawRow,
  toDate,
  toNullableNumber,
  toNullableString,
  toNumber,
} from './rows';

/** A user row as the services see it. It holds the password hash and token version: strip them before answering. */
export interface UserRecord {
  id: number;
  role: Role;
  name: string;
  email: string | null;
  username: string | null;
  phone: string | null;
  passwordHash: string | null;
  avatar: string | null;
  age: number | null;
  parentId: number | null;
  tokenVersion: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A child in the admin's list, with the parent's name (the spec's `parent`). */
export interface ChildListRecord extends UserRecord {
  parentName: string | null;
}

export interface NewParent {
  name: string;
  email: string;
  phone: string | null;
  passwordHash: string;
}

export interface NewChild {
  parentId: number;
  name: string;
  age: number | null;
  username?: string | null;
  email?: string | null;
  passwordHash: string;
}

/** The fields an edit may change. Passwords go through `setPasswordHash`, which also revokes tokens. */
export interface UserPatch {
  name?: string;
  email?: string | null;
  username?: string | null;
  phone?: string | null;
  avatar?: string | null;
  age?: number | null;
}

/**
 * Pays for a new parent's first period once its row is in (see `createParentWithSubscription`): resolves with
 * the payment to record, or throws to roll the registration back.
 */
export type PayForParent = (parent: UserRecord) => Promise<NewSubscriptionPayment>;

export type CreateChildResult = { ok: true; child: UserRecord } | { ok: false; reason: 'limit' };

/** Emails are stored and looked up lower-case and trimmed, so they match case-insensitively everywhere. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function normalizeOptionalEmail(email: string | null | undefined): string | null {
  return email ? normalizeEmail(email) : null;
}

export function toUserRecord(row: RawRow): UserRecord {
  return {
    id: toNumber(row.id),
    role: row.role as Role,
    name: String(row.name),
    email: toNullableString(row.email),
    username: toNullableString(row.username),
    phone: toNullableString(row.phone),
    passwordHash: toNullableString(row.passwordHash),
    avatar: toNullableString(row.avatar),
    age: toNullableNumber(row.age),
    parentId: toNullableNumber(row.parentId),
    tokenVersion: toNumber(row.tokenVersion),
    createdAt: toDate(row.createdAt),
    updatedAt: toDate(row.updatedAt),
  };
}

type UserWhere = WhereOptions<UserModel>;

export function createUsersRepo({ sequelize, models, writeTransaction }: RepoContext) {
  const { User, Subscription, Payment, LearningProgress, QuizSubmission, AssignmentSubmission } = models;

  async function findOne(where: UserWhere, transaction?: Transaction): Promise<UserRecord | null> {
    const row = await findRawRow(User, { where, transaction });
    return row ? toUserRecord(row) : null;
  }

  async function findExisting(id: number): Promise<UserRecord> {
    const user = await findOne({ id });
    if (!user) throw new RecordNotFoundError('users', id);
    return user;
  }

  async function exists(where: UserWhere): Promise<boolean> {
    return (await findRawRow(User, { where, attributes: ['id'] })) !== null;
  }

  /** Matches the search term anywhere in any of the columns (of the `User` alias). */
  function searchWhere(search: string | undefined, columns: string[]): UserWhere[] {
    const term = search?.trim();
    if (!term) return [];
    return [{ [Op.or]: columns.map((column) => containsLiteral(sequelize, `User.${column}`, term)) }];
  }

  async function listPage(where: UserWhere, request: PageRequest): Promise<Page<UserRecord>> {
    const { rows, total } = await findPage(User, where, request);
    return { rows: rows.map(toUserRecord), total };
  }

  /**
   * Everything a child leaves behind, deleted before the child (the foreign keys would cascade anyway).
   * Their uploaded work is queued for deletion in the same transaction (the content service deletes the files).
   */
  async function deleteChildrensActivity(childIds: number[], transaction: Transaction): Promise<void> {
    if (childIds.length === 0) return;
    const where = { childId: childIds };
    const files = await findRawRows(AssignmentSubmission, {
      where: { childId: childIds, fileUrl: { [Op.ne]: null } },
      attributes: ['fileUrl'],
      transaction,
    });
    await enqueueMediaDeletions(
      models,
      files.map((row) => toNullableString(row.fileUrl)),
      transaction,
    );
    await LearningProgress.destroy({ where, transaction });
    await QuizSubmission.destroy({ where, transaction });
    await AssignmentSubmission.destroy({ where, transaction });
  }

  return {
    findById(id: number): Promise<UserRecord | null> {
      return findOne({ id });
    },

    findByEmail(email: string): Promise<UserRecord | null> {
      return findOne({ email: normalizeEmail(email) });
    },

    /** The user whose email matches `identifier` (any case) or whose username equals it exactly. */
    async findByLogin(identifier: string): Promise<UserRecord | null> {
      const email = normalizeEmail(identifier);
      const rows = await findRawRows(User, {
        where: { [Op.or]: [{ email }, { username: identifier }] },
        limit: 2,
      });
      // One account's username could look like another's email: the email wins.
      const match = rows.find((row) => row.email === email) ?? rows[0];
      return match ? toUserRecord(match) : null;
    },

    emailTaken(email: string, exceptId?: number): Promise<boolean> {
      return exists({ email: normalizeEmail(email), ...(exceptId ? { id: { [Op.ne]: exceptId } } : {}) });
    },

    usernameTaken(username: string, exceptId?: number): Promise<boolean> {
      return exists({ username, ...(exceptId ? { id: { [Op.ne]: exceptId } } : {}) });
    },

    /**
     * Registration: the parent, its subscription and the payment for it are written together or not at all.
     * `payment` is null only where no charge was made (tests). Given as a function (`PayForParent`), it is
     * called inside the transaction right after the parent's row is inserted: the email is then held (MariaDB:
     * the unique index entry stays locked until commit, so a racing insert of the same email waits and then
     * fails; SQLite: the write lock of BEGIN IMMEDIATE), so a duplicate is refused before anything is charged.
     * If it throws, nothing is written. A taken email rejects with a unique-constraint error (isUniqueViolation).
     * A retried transaction (deadlock, busy) calls it again: it must charge at most once (memoise the charge).
     */
    createParentWithSubscription(
      parent: NewParent,
      subscription: NewSubscription,
      payment: NewSubscriptionPayment | PayForParent | null = null,
    ): Promise<{ user: UserRecord; subscription: SubscriptionRecord; payment: PaymentRecord | null }> {
      return writeTransaction(async (transaction) => {
        const user = await User.create(
          {
            role: 'parent',
            name: parent.name,
            email: normalizeEmail(parent.email),
            phone: parent.phone,
            passwordHash: parent.passwordHash,
          },
          { transaction },
        );
        const paid = typeof payment === 'function' ? await payment(toUserRecord(plainRow(user))) : payment;
        const created = await Subscription.create(
          { ...subscription, parentId: user.id, isActive: true },
          { transaction },
        );
        const recorded = paid
          ? await insertPayment(models, { ...paid, parentId: user.id, subscriptionId: created.id }, transaction)
          : null;
        return {
          user: toUserRecord(plainRow(user)),
          subscription: toSubscriptionRecord(plainRow(created)),
          payment: recorded,
        };
      });
    },

    /**
     * Adds a child unless the parent already has `maxChildren`. The count and the insert share one
     * transaction that first locks the parent's row (MariaDB: SELECT … FOR UPDATE; SQLite: the write lock
     * taken at BEGIN IMMEDIATE), so racing requests for one parent queue up and cannot pass the limit.
     * Throws RecordNotFoundError when `parentId` is not a parent.
     */
    createChildWithinLimit(child: NewChild, maxChildren: number): Promise<CreateChildResult> {
      return writeTransaction(async (transaction): Promise<CreateChildResult> => {
        const parent = await findRawRow(User, {
          where: { id: child.parentId, role: 'parent' },
          attributes: ['id'],
          lock: transaction.LOCK.UPDATE,
          transaction,
        });
        if (!parent) throw new RecordNotFoundError('users', child.parentId);

        const children = await User.count({ where: { parentId: child.parentId, role: 'child' }, transaction });
        if (children >= maxChildren) return { ok: false, reason: 'limit' };

        const created = await User.create(
          {
            role: 'child',
            parentId: child.parentId,
            name: child.name,
            age: child.age,
            username: child.username ?? null,
            email: normalizeOptionalEmail(child.email),
            passwordHash: child.passwordHash,
          },
          { transaction },
        );
        return { ok: true, child: toUserRecord(plainRow(created)) };
      });
    },

    /** Parents, newest first; `search` matches name or email. */
    listParents({ search, ...request }: PageRequest): Promise<Page<UserRecord>> {
      return listPage({ [Op.and]: [{ role: 'parent' }, ...searchWhere(search, ['name', 'email'])] }, request);
    },

    /** Children, newest first, each with its parent's name; `search` matches name, email or username. */
    async listChildren({
      search,
      parentId,
      ...request
    }: PageRequest & { parentId?: number | undefined }): Promise<Page<ChildListRecord>> {
      const where: UserWhere = {
        [Op.and]: [
          { role: 'child' },
          ...(parentId === undefined ? [] : [{ parentId }]),
          ...searchWhere(search, ['name', 'email', 'username']),
        ],
      };
      const page = await listPage(where, request);
      const parentIds = [...new Set(page.rows.map((row) => row.parentId).filter((id): id is number => id !== null))];
      const parents =
        parentIds.length === 0 ? [] : await findRawRows(User, { where: { id: parentIds }, attributes: ['id', 'name'] });
      const parentNames = new Map(parents.map((row) => [toNumber(row.id), String(row.name)]));
      return {
        rows: page.rows.map((row) => ({
          ...row,
          parentName: row.parentId === null ? null : (parentNames.get(row.parentId) ?? null),
        })),
        total: page.total,
      };
    },

    /**
     * Applies the given fields (undefined ones are left alone) and returns the user as stored.
     * Throws RecordNotFoundError when there is no user with that id.
     */
    async updateUser(id: number, patch: UserPatch): Promise<UserRecord> {
      const values = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as UserPatch;
      if (patch.email !== undefined) values.email = normalizeOptionalEmail(patch.email);
      if (Object.keys(values).length > 0) {
        await writeTransaction((transaction) => User.update(values, { where: { id }, transaction }));
      }
      return findExisting(id);
    },

    /**
     * Deletes a parent with everything that hangs off it: children, their progress and submissions,
     * subscriptions and payments, in one transaction. False when there is no such parent.
     */
    deleteParent(id: number): Promise<boolean> {
      return writeTransaction(async (transaction) => {
        const parent = await findRawRow(User, { where: { id, role: 'parent' }, attributes: ['id'], transaction });
        if (!parent) return false;
        const children = await findRawRows(User, { where: { parentId: id }, attributes: ['id'], transaction });
        await deleteChildrensActivity(
          children.map((row) => toNumber(row.id)),
          transaction,
        );
        await Payment.destroy({ where: { parentId: id }, transaction });
        await Subscription.destroy({ where: { parentId: id }, transaction });
        await User.destroy({ where: { parentId: id }, transaction });
        await User.destroy({ where: { id }, transaction });
        return true;
      });
    },

    /** Deletes a child with its progress and submissions. False when there is no such child. */
    deleteChild(id: number): Promise<boolean> {
      return writeTransaction(async (transaction) => {
        const child = await findRawRow(User, { where: { id, role: 'child' }, attributes: ['id'], transaction });
        if (!child) return false;
        await deleteChildrensActivity([id], transaction);
        await User.destroy({ where: { id }, transaction });
        return true;
      });
    },

    /** Revokes every token issued so far (logout). False when there is no such user. */
    async bumpTokenVersion(id: number): Promise<boolean> {
      const [updated] = await writeTransaction((transaction) =>
        User.update({ tokenVersion: sequelize.literal('token_version + 1') }, { where: { id }, transaction }),
      );
      return updated > 0;
    },

    /**
     * Sets the password hash and, in the same write, revokes every earlier token. Returns the user as stored
     * (its new token version signs the caller's fresh token). Throws RecordNotFoundError for an unknown id.
     */
    async setPasswordHash(id: number, passwordHash: string): Promise<UserRecord> {
      await writeTransaction((transaction) =>
        User.update(
          { passwordHash, tokenVersion: sequelize.literal('token_version + 1') },
          { where: { id }, transaction },
        ),
      );
      return findExisting(id);
    },

    /**
     * The first password of a provisioned account: stored only while the account has none, checked in the
     * same statement, so of two racing set-ups exactly one wins. True when this call stored it.
     */
    async setFirstPassword(id: number, passwordHash: string): Promise<boolean> {
      const [updated] = await writeTransaction((transaction) =>
        User.update(
          { passwordHash, tokenVersion: sequelize.literal('token_version + 1') },
          { where: { id, passwordHash: null }, transaction },
        ),
      );
      return updated === 1;
    },

    /**
     * The bootstrap admin: created without a password (set once at /set-password) unless a user already
     * has this email, in which case that user is returned as it is (check its role). Safe when several
     * services start at once: a lost insert race reads the winner's row.
     */
    async ensureAdmin(email: string, name: string): Promise<{ user: UserRecord; created: boolean }> {
      const normalized = normalizeEmail(email);
      const existing = await findOne({ email: normalized });
      if (existing) return { user: existing, created: false };
      try {
        const created = await writeTransaction((transaction) =>
          User.create({ role: 'admin', name, email: normalized, passwordHash: null }, { transaction }),
        );
        return { user: toUserRecord(plainRow(created)), created: true };
      } catch (error) {
        const winner = isUniqueViolation(error) ? await findOne({ email: normalized }) : null;
        if (!winner) throw error;
        return { user: winner, created: false };
      }
    },

    /**
     * The platform's bootstrap: an admin is created (without a password, under `email`) only when no admin
     * account exists at all; otherwise the oldest admin is returned, whatever its email is now (an admin who
     * changed their email must not cause a second, passwordless admin). A non-admin already holding `email`
     * is returned as it is (created: false): the caller refuses to start.
     */
    async ensureFirstAdmin(email: string, name: string): Promise<{ user: UserRecord; created: boolean }> {
      const oldest = await findRawRow(User, { where: { role: 'admin' }, order: [['id', 'ASC']] });
      if (oldest) return { user: toUserRecord(oldest), created: false };
      return this.ensureAdmin(email, name);
    },

    /** The admin still waiting for a first password (the oldest, if several), or null when every admin has one. */
    async adminAwaitingPassword(): Promise<UserRecord | null> {
      const row = await findRawRow(User, { where: { role: 'admin', passwordHash: null }, order: [['id', 'ASC']] });
      return row ? toUserRecord(row) : null;
    },

    /**
     * Who a session token belongs to now: id, role and token version, or null when the account is gone.
     * Every service calls this on every authenticated request, so it reads three columns by primary key.
     */
    async principalOf(id: number): Promise<{ id: number; role: Role; tokenVersion: number } | null> {
      const row = await findRawRow(User, { where: { id }, attributes: ['id', 'role', 'tokenVersion'] });
      return row ? { id: toNumber(row.id), role: row.role as Role, tokenVersion: toNumber(row.tokenVersion) } : null;
    },

    /** A user's display name (e.g. a child's parent), or null for no id or no such user. */
    async nameOf(id: number | null): Promise<string | null> {
      if (id === null) return null;
      const row = await findRawRow(User, { where: { id }, attributes: ['name'] });
      return row ? String(row.name) : null;
    },

    countChildren(parentId: number): Promise<number> {
      return User.count({ where: { parentId, role: 'child' } });
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
