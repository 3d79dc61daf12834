import { type HttpHandler, HttpResponse } from 'msw';
import {
  type Child,
  type FamilyExport,
  type FamilyTheme,
  type FamilyThemeName,
  type ParentProfile,
  type PublicUser,
  authEndpoints,
  defaultFamilyTheme,
  familyThemes,
  noParentPinMessage,
  returnToParentLockedMessage,
  returnToParentNotHandedOverMessage,
  todayIso,
  wrongParentPasswordMessage,
  wrongPinMessage,
} from '@young-minds/contracts';
import { adminMockState } from '../admin/state';
import { mockMessages, mockToken } from '../fixtures';
import { MockHttpError, mockRoute } from '../kit';
import { handOffMark, isHandedOver, tokenOf } from '../respond';
import { childUser, endHandOffsOf, loginTaken, loginsOf, mockState, removeAccounts } from '../state';
import { familyParent, parentMockMessages } from './fixtures';
import { parentMockState } from './state';

/** The auth service's words for the account calls (services/auth/src/parent/family-routes.ts). */
export const accountMockMessages = {
  pinSaved: 'PIN saved.',
  pinRemoved: 'PIN removed.',
  accountDeleted: "Your account and all of your family's data have been deleted.",
} as const;

/** Wrong PINs or passwords one family may give before the way back locks (as the service). */
export const returnToParentMaxTries = 5;
const lockMilliseconds = 15 * 60 * 1000;

/** The mock family's phone, PIN and theme (the QA family starts without a PIN, in Azure). */
export const familyAccountFixture = { phone: '+44 7700 900123', pin: null, theme: defaultFamilyTheme.name } as const;

/** What one family's account holds besides its login: phone, PIN, theme, and the way back's wrong tries. */
interface FamilyAccount {
  phone: string | null;
  pin: string | null;
  theme: FamilyThemeName;
  wrongTries: number;
  lockedUntil: number;
}

/**
 * The account rows of every family, per generation of `mockState.accounts`: `resetMockState` replaces that map,
 * so the account rows start over with it without this file touching the shared reset.
 */
const accountsByGeneration = new WeakMap<object, Map<number, FamilyAccount>>();

/** The account row of parent `parentId` (the mock family's from its fixture, any other parent's blank). */
export function familyAccount(parentId: number): FamilyAccount {
  let rows = accountsByGeneration.get(mockState.accounts);
  if (!rows) {
    rows = new Map();
    accountsByGeneration.set(mockState.accounts, rows);
  }
  let row = rows.get(parentId);
  if (!row) {
    const fixture = parentId === familyParent.id ? familyAccountFixture : null;
    row = {
      phone: fixture?.phone ?? null,
      pin: fixture?.pin ?? null,
      theme: fixture?.theme ?? defaultFamilyTheme.name,
      wrongTries: 0,
      lockedUntil: 0,
    };
    rows.set(parentId, row);
  }
  return row;
}

function themeNamed(name: FamilyThemeName): FamilyTheme {
  return familyThemes.find((theme) => theme.name === name) ?? defaultFamilyTheme;
}

function passwordOf(id: number): string | undefined {
  return loginsOf(id)[0]?.[1].password;
}

function profileOf(user: PublicUser): ParentProfile {
  const row = familyAccount(user.id);
  return {
    id: user.id,
    name: user.name,
    email: user.email ?? '',
    phone: row.phone,
    has_pin: row.pin !== null,
    theme: themeNamed(row.theme),
  };
}

function childrenOf(parentId: number): Child[] {
  return parentMockState.children.filter((child) => child.parent_id === parentId);
}

/** The parent of the calling child (a child of the mock family, or one the parent area added). */
function parentOfChild(childId: number): PublicUser {
  const child = parentMockState.children.find((row) => row.id === childId);
  const parent = child ? loginsOf(child.parent_id)[0]?.[1].user : undefined;
  if (!parent) throw new MockHttpError(403, mockMessages.forbidden);
  return parent;
}

/**
 * The child's login, so the token the hand-off answers is one the mocks accept. A child the parent never gave a
 * password in this session gets an empty one: the login form refuses empty passwords, so nobody can use it.
 */
function childSession(child: Child): { token: string; user: PublicUser } {
  const filed = loginsOf(child.id)[0]?.[1].user;
  const user = filed ?? childUser(child);
  if (!filed && child.username) mockState.accounts.set(child.username.toLowerCase(), { password: '', user });
  // Marked as the service marks it (the token's `handoff` claim, naming an open hand-off): only this session may
  // return to the parent, and only until the hand-off ends.
  const token = `${mockToken(user)}${handOffMark}${mockState.handOffs.size + 1}-${Date.now()}`;
  mockState.handOffs.set(token, child.parent_id);
  return { token, user };
}

function exportOf(parent: PublicUser, now: Date): FamilyExport {
  const row = familyAccount(parent.id);
  const subscriptions = adminMockState.subscriptions.filter((subscription) => subscription.parent_id === parent.id);
  return {
    exported_at: now.toISOString(),
    account: {
      id: parent.id,
      name: parent.name,
      email: parent.email ?? '',
      phone: row.phone,
      created_at: '2026-06-01T09:00:00.000Z',
      has_pin: row.pin !== null,
      theme: row.theme,
    },
    children: childrenOf(parent.id),
    subscriptions: subscriptions.map((subscription) => ({
      id: subscription.id,
      plan_name: subscription.plan_name,
      price: subscription.price,
      start_date: subscription.start_date,
      end_date: subscription.end_date,
      is_active: subscription.is_active === 1,
      // The mock rows carry no cancellation or refund columns yet: the export shows them empty.
      cancelled_at: null,
      created_at: subscription.created_at,
    })),
    payments: parentMockState.payments
      .filter((entry) => entry.parentId === parent.id)
      .map(({ payment }) => ({
        id: payment.id,
        subscription_id: payment.subscription_id,
        amount: payment.amount,
        currency: payment.currency,
        status: payment.status,
        provider: payment.provider,
        paid_at: payment.paid_at,
        refunded_at: payment.refunded_at,
        refund_reference: payment.refund_reference,
        plan_name: payment.plan_name,
        period_start: payment.period_start,
        period_end: payment.period_end,
      })),
    learning_progress: [],
    learning_time: [],
    quiz_submissions: [],
    assignment_submissions: [],
    activity_attempts: [],
  };
}

/** The parent's own account calls and the device hand-off, as the auth service answers them. */
export const accountHandlers: HttpHandler[] = [
  mockRoute(authEndpoints.getParentProfile, ({ user }) => profileOf(user!)),

  mockRoute(authEndpoints.updateParentProfile, ({ body, user }) => {
    const parent = user!;
    if (loginTaken(body.email, parent.id)) throw new MockHttpError(409, mockMessages.emailTaken);
    const logins = loginsOf(parent.id);
    const password = logins[0]?.[1].password ?? '';
    const updated: PublicUser = { ...parent, name: body.name, email: body.email };
    for (const [login] of logins) mockState.accounts.delete(login);
    mockState.accounts.set(body.email, { password, user: updated });
    familyAccount(parent.id).phone = body.phone;
    return profileOf(updated);
  }),

  mockRoute(authEndpoints.setParentPin, ({ body, user }) => {
    if (passwordOf(user!.id) !== body.currentPassword)
      throw new MockHttpError(400, parentMockMessages.wrongCurrentPassword);
    familyAccount(user!.id).pin = body.pin;
    endHandOffsOf(user!.id);
    return body.pin === null
      ? { message: accountMockMessages.pinRemoved, has_pin: false }
      : { message: accountMockMessages.pinSaved, has_pin: true };
  }),

  mockRoute(authEndpoints.getFamilyTheme, ({ user }) => {
    const parentId = user!.role === 'child' ? parentOfChild(user!.id).id : user!.id;
    return themeNamed(familyAccount(parentId).theme);
  }),

  mockRoute(authEndpoints.setFamilyTheme, ({ body, user }) => {
    familyAccount(user!.id).theme = body.name;
    return themeNamed(body.name);
  }),

  mockRoute(authEndpoints.exportFamily, ({ user }) => {
    const now = new Date();
    return HttpResponse.json(exportOf(user!, now), {
      headers: { 'Content-Disposition': `attachment; filename="young-minds-family-${todayIso(now)}.json"` },
    });
  }),

  mockRoute(authEndpoints.deleteAccount, ({ body, user }) => {
    const parent = user!;
    if (passwordOf(parent.id) !== body.password) throw new MockHttpError(400, wrongParentPasswordMessage);
    removeAccounts([parent.id, ...childrenOf(parent.id).map((child) => child.id)]);
    parentMockState.children = parentMockState.children.filter((child) => child.parent_id !== parent.id);
    parentMockState.payments = parentMockState.payments.filter((entry) => entry.parentId !== parent.id);
    adminMockState.subscriptions = adminMockState.subscriptions.filter((row) => row.parent_id !== parent.id);
    return { message: accountMockMessages.accountDeleted };
  }),

  mockRoute(authEndpoints.handOffToChild, ({ params, user }) => {
    const child = parentMockState.children.find((row) => row.id === params.id);
    if (!child) throw new MockHttpError(404, parentMockMessages.childNotFound);
    if (child.parent_id !== user!.id) throw new MockHttpError(403, parentMockMessages.notOwner);
    return childSession(child);
  }),

  mockRoute(authEndpoints.returnToParent, ({ body, user, request }) => {
    if (!isHandedOver(request)) throw new MockHttpError(403, returnToParentNotHandedOverMessage);
    const parent = parentOfChild(user!.id);
    const row = familyAccount(parent.id);
    if (row.lockedUntil > Date.now()) throw new MockHttpError(429, returnToParentLockedMessage);
    if (body.pin !== undefined && row.pin === null) throw new MockHttpError(400, noParentPinMessage);
    const right = body.pin !== undefined ? body.pin === row.pin : body.password === passwordOf(parent.id);
    if (!right) {
      // The fifth wrong answer still says what was wrong; the next try meets the lock.
      row.wrongTries += 1;
      if (row.wrongTries >= returnToParentMaxTries) {
        row.wrongTries = 0;
        row.lockedUntil = Date.now() + lockMilliseconds;
      }
      throw new MockHttpError(400, body.pin !== undefined ? wrongPinMessage : wrongParentPasswordMessage);
    }
    row.wrongTries = 0;
    // The device is back with the parent: this hand-off's token ends.
    mockState.handOffs.delete(tokenOf(request) ?? '');
    return { token: mockToken(parent), user: parent };
  }),
];
