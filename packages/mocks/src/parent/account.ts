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
  familyExportSchema,
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
import { childUser, endHandOffsOf, forgetFamily, loginTaken, loginsOf, mockState, refileAccount } from '../state';
import { familyParent, parentMockMessages } from './fixtures';
import { type FamilyAccount, childrenOf, familyDevicesOf, ownChild, parentMockState } from './state';
import { quranExportOf } from '../quran/recitations';

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

/** The account row of parent `parentId` (the mock family's from its fixture, any other parent's blank). */
export function familyAccount(parentId: number): FamilyAccount {
  const rows = parentMockState.familyAccounts;
  if (!rows.has(parentId)) {
    const fixture = parentId === familyParent.id ? familyAccountFixture : { phone: null, pin: null };
    rows.set(parentId, { theme: defaultFamilyTheme.name, ...fixture, wrongTries: 0, lockedUntil: 0 });
  }
  return rows.get(parentId)!;
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
export function childSession(child: Child): { token: string; user: PublicUser } {
  const filed = loginsOf(child.id)[0]?.[1].user;
  const user = filed ?? childUser(child);
  if (!filed && child.username) mockState.accounts.set(child.username.toLowerCase(), { password: '', user });
  // Marked as the service marks it (the token's `handoff` claim, naming an open hand-off): only this session may
  // return to the parent, and only until the hand-off ends.
  const token = `${mockToken(user)}${handOffMark}${mockState.handOffs.size + 1}-${Date.now()}`;
  mockState.handOffs.set(token, child.parent_id);
  return { token, user };
}

/** The family's export; the contract's schema keeps each row's exported fields (as the service selects them). */
function exportOf(parent: PublicUser, now: Date): FamilyExport {
  const row = familyAccount(parent.id);
  return familyExportSchema.parse({
    exported_at: now.toISOString(),
    account: { ...profileOf(parent), created_at: '2026-06-01T09:00:00.000Z', theme: row.theme },
    children: childrenOf(parent.id),
    subscriptions: adminMockState.subscriptions
      .filter((subscription) => subscription.parent_id === parent.id)
      .map((subscription) => ({ ...subscription, is_active: subscription.is_active === 1 })),
    payments: parentMockState.payments.filter((entry) => entry.parentId === parent.id).map(({ payment }) => payment),
    // The mocks keep no learning history a parent's export would carry.
    learning_progress: [],
    learning_time: [],
    quiz_submissions: [],
    assignment_submissions: [],
    activity_attempts: [],
    family_devices: familyDevicesOf(parent.id),
    ...quranExportOf(childrenOf(parent.id).map((child) => child.id)),
  });
}

/** The parent's own account calls and the device hand-off, as the auth service answers them. */
export const accountHandlers: HttpHandler[] = [
  mockRoute(authEndpoints.getParentProfile, ({ user }) => profileOf(user!)),

  mockRoute(authEndpoints.updateParentProfile, ({ body, user }) => {
    const parent = user!;
    if (loginTaken(body.email, parent.id)) throw new MockHttpError(409, mockMessages.emailTaken);
    // As the service: a new address is unconfirmed until its link is followed.
    const emailVerified = body.email === parent.email ? parent.emailVerified : false;
    const updated: PublicUser = { ...parent, name: body.name, email: body.email, emailVerified };
    refileAccount(updated);
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
    forgetFamily(parent.id);
    return { message: accountMockMessages.accountDeleted };
  }),

  mockRoute(authEndpoints.handOffToChild, ({ params, user }) => childSession(ownChild(params.id, user))),

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
