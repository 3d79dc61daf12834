import { Op, QueryTypes, type Transaction, type WhereOptions } from 'sequelize';
import { defaultFamilyClock, type FamilyClock, type Role, weekStartDays } from '@young-minds/contracts';
import { isUniqueViolation } from '../errors';
import type { Models, UserModel } from '../models';
import type { RepoContext } from './context';
import {
  containsLiteral,
  definedFields,
  findPage,
  findRow,
  findRows,
  type Page,
  type PageRequest,
  plainRow,
  readRow,
  type Row,
  selectAttributes,
  toNullableString,
  type WriteResult,
} from './rows';

/** A user row as the services see it. It holds the password hash and token version: strip them before answering. */
export type UserRecord = Row<UserModel>;

/** A child in the admin's list, with the parent's name (the spec's `parent`). */
export interface ChildListRecord extends UserRecord {
  parentName: string | null;
}

export interface NewParent {
  name: string;
  email: string;
  phone: string | null;
  passwordHash: string;
  /** The family's canonical IANA zone (the browser's at registration); absent: UTC. */
  timeZone?: string;
}

export interface NewChild {
  parentId: number;
  name: string;
  age: number | null;
  /** The child's login (children have no email: an address on a child would be someone else's). */
  username?: string | null;
  passwordHash: string;
  /** A built-in picture's id (the contracts' `childAvatars`). */
  avatar?: string | null;
  /** Default 120 (the column's default). */
  weeklyGoalMinutes?: number;
  /** Null: the child's age decides. */
  ageBand?: string | null;
  musicFreeOnly?: boolean;
  /** Null (or absent): "Read to me" follows the child's age. */
  readToMe?: boolean | null;
}

/** The fields an edit may change. Passwords go through `setPasswordHash`, which also revokes tokens. */
export interface UserPatch {
  name?: string;
  email?: string | null;
  username?: string | null;
  phone?: string | null;
  avatar?: string | null;
  age?: number | null;
  weeklyGoalMinutes?: number;
  ageBand?: string | null;
  musicFreeOnly?: boolean;
  /** Children: "Read to me" on or off; null: it follows the age again. */
  readToMe?: boolean | null;
  /** Children: on the family device their tile opens without a picture code. */
  opensWithoutCode?: boolean;
  /** Children: the weekly note about them, emailed to the parent. */
  weeklyDigest?: boolean;
  /** Parents: the family's theme by name (null: the default). */
  themeName?: string | null;
  /** The interface language and digit style the user picked. */
  locale?: string | null;
  digits?: string | null;
}

export type CreateChildResult = WriteResult<{ child: UserRecord }, 'limit' | 'parentNotFound'>;
export type UserUpdateResult = WriteResult<{ user: UserRecord }, 'notFound'>;

/** Emails are stored and looked up lower-case and trimmed, so they match case-insensitively everywhere. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function normalizeOptionalEmail(email: string | null | undefined): string | null {
  return email ? normalizeEmail(email) : null;
}

type UserWhere = WhereOptions<UserModel>;

/** Who a session token belongs to now; `handOffId` only on a hand-off's session that is still open. */
export interface PrincipalRecord {
  id: number;
  role: Role;
  tokenVersion: number;
  handOffId?: number;
}

/**
 * Ends every open hand-off of a parent, inside the caller's write (the parent's password, PIN, "log out
 * everywhere", a reset link): the children whose hand-off sessions ended, to announce with the parent.
 */
export async function endOpenHandOffs(
  models: Models,
  at: Date,
  parentId: number,
  transaction: Transaction,
): Promise<number[]> {
  const { HandOff } = models;
  const open = await findRows(HandOff, {
    where: { parentId, endedAt: null, expiresAt: { [Op.gt]: at } },
    attributes: ['id', 'childId'],
    transaction,
  });
  if (open.length === 0) return [];
  await HandOff.update({ endedAt: at }, { where: { id: open.map((row) => row.id) }, transaction });
  return [...new Set(open.map((row) => row.childId))];
}

/** A family's clock from its parent's row: the stored zone, and the week's first day (Monday if not one we know). */
export function familyClockOfRow(timeZone: unknown, weekStartsOn: unknown): FamilyClock {
  return {
    timeZone: String(timeZone),
    weekStartsOn: weekStartDays.find((day) => day === weekStartsOn) ?? defaultFamilyClock.weekStartsOn,
  };
}

export function createUsersRepo({
  sequelize,
  models,
  writeTransaction,
  principalsChanged,
  listCache,
  now,
  rawSelect,
}: RepoContext) {
  const { User, HandOff } = models;
  const lists = listCache(User);
  const userColumns = selectAttributes(sequelize, User, 'u');

  const endHandOffsOf = (parentId: number, transaction: Transaction) =>
    endOpenHandOffs(models, now(), parentId, transaction);

  function findOne(where: UserWhere, transaction?: Transaction): Promise<UserRecord | null> {
    return findRow(User, { where, transaction });
  }

  async function stored(id: number): Promise<UserUpdateResult> {
    const user = await findOne({ id });
    return user ? { ok: true, user } : { ok: false, reason: 'notFound' };
  }

  async function exists(where: UserWhere): Promise<boolean> {
    return (await findRow(User, { where, attributes: ['id'] })) !== null;
  }

  /** Matches the search term anywhere in any of the columns (of the `User` alias). */
  function searchWhere(search: string | undefined, columns: string[]): UserWhere[] {
    const term = search?.trim();
    if (!term) return [];
    return [{ [Op.or]: columns.map((column) => containsLiteral(sequelize, `User.${column}`, term)) }];
  }

  /** `filter` names everything `where` was built from (the key of its cached total). */
  function listPage(where: UserWhere, request: PageRequest, filter: unknown[]): Promise<Page<UserRecord>> {
    return findPage(User, where, request, { cachedTotal: { cache: lists, filter } });
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
      const rows = await findRows(User, {
        where: { [Op.or]: [{ email }, { username: identifier }] },
        limit: 2,
      });
      // One account's username could look like another's email: the email wins.
      return rows.find((row) => row.email === email) ?? rows[0] ?? null;
    },

    emailTaken(email: string, exceptId?: number): Promise<boolean> {
      return exists({ email: normalizeEmail(email), ...(exceptId ? { id: { [Op.ne]: exceptId } } : {}) });
    },

    usernameTaken(username: string, exceptId?: number): Promise<boolean> {
      return exists({ username, ...(exceptId ? { id: { [Op.ne]: exceptId } } : {}) });
    },

    /**
     * Adds a child unless the parent already has `maxChildren`. The count and the insert share one
     * transaction that first locks the parent's row (MariaDB: SELECT … FOR UPDATE; SQLite: the write lock
     * taken at BEGIN IMMEDIATE), so racing requests for one parent queue up and cannot pass the limit.
     * `parentNotFound` when `parentId` is not a parent.
     */
    createChildWithinLimit(child: NewChild, maxChildren: number): Promise<CreateChildResult> {
      return writeTransaction(async (transaction): Promise<CreateChildResult> => {
        const parent = await findRow(User, {
          where: { id: child.parentId, role: 'parent' },
          attributes: ['id'],
          lock: transaction.LOCK.UPDATE,
          transaction,
        });
        if (!parent) return { ok: false, reason: 'parentNotFound' };

        const children = await User.count({ where: { parentId: child.parentId, role: 'child' }, transaction });
        if (children >= maxChildren) return { ok: false, reason: 'limit' };

        const created = await User.create(
          {
            role: 'child',
            parentId: child.parentId,
            name: child.name,
            age: child.age,
            username: child.username ?? null,
            passwordHash: child.passwordHash,
            avatar: child.avatar ?? null,
            ageBand: child.ageBand ?? null,
            readToMe: child.readToMe ?? null,
            ...(child.weeklyGoalMinutes !== undefined && { weeklyGoalMinutes: child.weeklyGoalMinutes }),
            ...(child.musicFreeOnly !== undefined && { musicFreeOnly: child.musicFreeOnly }),
          },
          { transaction },
        );
        return { ok: true, child: plainRow(created) };
      });
    },

    /** Parents, newest first; `search` matches name or email. */
    listParents({ search, ...request }: PageRequest): Promise<Page<UserRecord>> {
      return listPage({ [Op.and]: [{ role: 'parent' }, ...searchWhere(search, ['name', 'email'])] }, request, [
        'parents',
        search?.trim(),
      ]);
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
      const page = await listPage(where, request, ['children', parentId, search?.trim()]);
      const parentIds = [...new Set(page.rows.map((row) => row.parentId).filter((id): id is number => id !== null))];
      const parents =
        parentIds.length === 0 ? [] : await findRows(User, { where: { id: parentIds }, attributes: ['id', 'name'] });
      const parentNames = new Map(parents.map((row) => [row.id, row.name]));
      return {
        rows: page.rows.map((row) => ({
          ...row,
          parentName: row.parentId === null ? null : (parentNames.get(row.parentId) ?? null),
        })),
        total: page.total,
      };
    },

    /**
     * One parent's children, newest first, at most `limit`, each with the parent's name: one raw statement (a parent's
     * screens and the family device read it on every visit; `listChildren` is the admin's paged, searched list).
     */
    async childrenOf(parentId: number, limit: number): Promise<ChildListRecord[]> {
      const rows = await rawSelect(
        `SELECT ${userColumns}, parent.name AS parentName FROM users u JOIN users parent ON parent.id = u.parent_id ` +
          "WHERE u.parent_id = ? AND u.role = 'child' ORDER BY u.created_at DESC, u.id DESC LIMIT ?",
        [parentId, limit],
      );
      return rows.map((row) => ({ ...readRow(User, row), parentName: toNullableString(row.parentName) }));
    },

    /** Applies the given fields (undefined ones are left alone); the user as stored. */
    async update(id: number, patch: UserPatch): Promise<UserUpdateResult> {
      const values: UserPatch = definedFields(patch);
      if (patch.email !== undefined) values.email = normalizeOptionalEmail(patch.email);
      if (Object.keys(values).length > 0) {
        await writeTransaction((transaction) => User.update(values, { where: { id }, transaction }));
      }
      // A child's audience (age, band, music-free) is kept with its session by the content service: it must hear.
      if (values.age !== undefined || values.ageBand !== undefined || values.musicFreeOnly !== undefined)
        await principalsChanged([id]);
      return stored(id);
    },

    /** Revokes every token issued so far (logout). False when there is no such user. */
    async bumpTokenVersion(id: number): Promise<boolean> {
      const { updated, children } = await writeTransaction(async (transaction) => {
        const [count] = await User.update(
          { tokenVersion: sequelize.literal('token_version + 1') },
          { where: { id }, transaction },
        );
        return { updated: count, children: count > 0 ? await endHandOffsOf(id, transaction) : [] };
      });
      if (updated > 0) await principalsChanged([id, ...children]);
      return updated > 0;
    },

    /**
     * Sets the password hash and, in the same write, revokes every earlier token. Returns the user as stored
     * (its new token version signs the caller's fresh token).
     */
    async setPasswordHash(id: number, passwordHash: string): Promise<UserUpdateResult> {
      const children = await writeTransaction(async (transaction) => {
        await User.update(
          { passwordHash, tokenVersion: sequelize.literal('token_version + 1') },
          { where: { id }, transaction },
        );
        return endHandOffsOf(id, transaction);
      });
      await principalsChanged([id, ...children]);
      return stored(id);
    },

    /**
     * Sets (a hash) or removes (null) a parent's PIN. The parent's own tokens stay valid; the family's open
     * hand-offs end (the PIN guarded their way back). False when there is no such parent.
     */
    async setParentPinHash(id: number, parentPinHash: string | null): Promise<boolean> {
      const { updated, children } = await writeTransaction(async (transaction) => {
        const [count] = await User.update({ parentPinHash }, { where: { id, role: 'parent' }, transaction });
        return { updated: count, children: count === 1 ? await endHandOffsOf(id, transaction) : [] };
      });
      if (children.length > 0) await principalsChanged(children);
      return updated === 1;
    },

    /** Sets (a hash) or removes (null) a child's picture code. False when there is no such child. */
    async setPictureCodeHash(childId: number, pictureCodeHash: string | null): Promise<boolean> {
      const [updated] = await writeTransaction((transaction) =>
        User.update({ pictureCodeHash }, { where: { id: childId, role: 'child' }, transaction }),
      );
      return updated === 1;
    },

    /**
     * Opens a hand-off of `childId` by `parentId`, lasting `ttlMs` (the parent's rows that ended or lapsed go in
     * the same write: nothing reads them again). Its id goes into the child's token.
     */
    async openHandOff(parentId: number, childId: number, ttlMs: number): Promise<{ id: number; expiresAt: Date }> {
      return writeTransaction(async (transaction) => {
        const at = now();
        await HandOff.destroy({
          where: { parentId, [Op.or]: [{ endedAt: { [Op.ne]: null } }, { expiresAt: { [Op.lte]: at } }] },
          transaction,
        });
        const row = await HandOff.create(
          { parentId, childId, createdAt: at, expiresAt: new Date(at.getTime() + ttlMs) },
          { transaction },
        );
        return { id: row.id, expiresAt: row.expiresAt };
      });
    },

    /**
     * Ends one open hand-off of `childId` (the device went back to the parent). True for the one call that ended
     * it; false when it had ended or lapsed already, so of two racing calls exactly one gets the parent's session.
     */
    async endHandOff(id: number, childId: number): Promise<boolean> {
      const [updated] = await writeTransaction((transaction) =>
        HandOff.update(
          { endedAt: now() },
          { where: { id, childId, endedAt: null, expiresAt: { [Op.gt]: now() } }, transaction },
        ),
      );
      if (updated === 1) await principalsChanged([childId]);
      return updated === 1;
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
      if (updated === 1) await principalsChanged([id]);
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
        const created = await writeTransaction(async (transaction) => {
          // The bootstrap admin reviews content (issue 35), and is recorded as the reviewer of the demo content
          // seeded before they existed (the seed leaves its reviewer empty then).
          const admin = await User.create(
            { role: 'admin', name, email: normalized, passwordHash: null, reviewer: true },
            { transaction },
          );
          await models.ContentReview.update(
            { authorId: admin.id, reviewedBy: admin.id },
            { where: { reviewedBy: null, authorId: null, reviewedAt: { [Op.ne]: null } }, transaction },
          );
          return admin;
        });
        return { user: plainRow(created), created: true };
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
      const oldest = await findRow(User, { where: { role: 'admin' }, order: [['id', 'ASC']] });
      if (oldest) return { user: oldest, created: false };
      return this.ensureAdmin(email, name);
    },

    /**
     * The bootstrap admin (the oldest) while it waits for a first password, else null. An invited admin (issue 35)
     * sets theirs through the invitation's link, never through the setup code.
     */
    async adminAwaitingPassword(): Promise<UserRecord | null> {
      const oldest = await findRow(User, { where: { role: 'admin' }, order: [['id', 'ASC']] });
      return oldest && oldest.passwordHash === null ? oldest : null;
    },

    /**
     * Who a session token belongs to now: id, role and token version, or null when the account is gone — or,
     * for a hand-off's token (`handOffId`), when that hand-off has ended or lapsed. Every service calls this on
     * every authenticated request, so it reads by primary key only.
     */
    async principalOf(id: number, handOffId?: number): Promise<PrincipalRecord | null> {
      const user = await findRow(User, { where: { id }, attributes: ['id', 'role', 'tokenVersion'] });
      if (!user || handOffId === undefined) return user;
      const open = await findRow(HandOff, {
        where: { id: handOffId, childId: id, endedAt: null, expiresAt: { [Op.gt]: now() } },
        attributes: ['id'],
      });
      return open ? { ...user, handOffId } : null;
    },

    /** A user's display name (e.g. a child's parent), or null for no id or no such user. */
    async nameOf(id: number | null): Promise<string | null> {
      if (id === null) return null;
      const row = await findRow(User, { where: { id }, attributes: ['name'] });
      return row ? row.name : null;
    },

    /**
     * The family's clock of any user: a parent's own, a child's parent's (one query by primary keys); null when
     * there is no such user. A stored first day this version does not know reads as Monday.
     */
    async familyClockOf(id: number): Promise<FamilyClock | null> {
      const [row] = await sequelize.query<{ timeZone: string; weekStartsOn: string }>(
        'SELECT p.time_zone AS timeZone, p.week_starts_on AS weekStartsOn FROM users u ' +
          'JOIN users p ON p.id = COALESCE(u.parent_id, u.id) WHERE u.id = ?',
        { replacements: [id], type: QueryTypes.SELECT },
      );
      return row ? familyClockOfRow(row.timeZone, row.weekStartsOn) : null;
    },

    /** Sets a parent's family clock (the zone by its canonical name). False when there is no such parent. */
    async setFamilyClock(id: number, clock: FamilyClock): Promise<boolean> {
      // MariaDB counts only changed rows: setting the same clock again must still say the parent exists.
      return writeTransaction(async (transaction) => {
        const parent = await findRow(User, { where: { id, role: 'parent' }, attributes: ['id'], transaction });
        if (!parent) return false;
        await User.update(
          { timeZone: clock.timeZone, weekStartsOn: clock.weekStartsOn },
          { where: { id }, transaction },
        );
        return true;
      });
    },

    countChildren(parentId: number): Promise<number> {
      return User.count({ where: { parentId, role: 'child' } });
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
