import {
  authEndpoints,
  errorBodySchema,
  familyExportSchema,
  familyThemeSchema,
  parentProfileSchema,
  returnToParentLockedMessage,
  returnToParentNotHandedOverMessage,
  sessionResponseSchema,
  wrongParentPasswordMessage,
  wrongPinMessage,
} from '@young-minds/contracts';
import { mockAccounts, mockMessages, mockToken } from '../fixtures';
import { createMockServer } from '../node';
import { mockState, resetMockState } from '../state';
import { accountMockMessages, returnToParentMaxTries } from './account';
import { parentMockMessages } from './fixtures';
import { parentMockState } from './state';

const parentToken = mockToken(mockAccounts.parent.user);
const childToken = mockToken(mockAccounts.child.user);
const parentPassword = mockAccounts.parent.password;

describe('account handlers answer like the auth service', () => {
  const server = createMockServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetMockState();
  });
  afterAll(() => server.close());

  async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token: string, body?: unknown) {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`http://localhost${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
  }

  function messageOf(answer: { body: unknown }) {
    return errorBodySchema.parse(answer.body).message;
  }

  it('when the parent saves the profile, then the next read has it; another account’s email is a 409', async () => {
    const read = await call('GET', authEndpoints.getParentProfile.path, parentToken);
    expect(parentProfileSchema.parse(read.body)).toMatchObject({ name: 'Fatima Khan', has_pin: false });

    const saved = await call('PUT', authEndpoints.updateParentProfile.path, parentToken, {
      name: 'Fatima K.',
      email: 'fatima@example.com',
      phone: '+44 20 7946 0000',
    });
    expect(saved.status).toBe(200);
    const again = await call('GET', authEndpoints.getParentProfile.path, parentToken);
    expect(parentProfileSchema.parse(again.body)).toMatchObject({
      name: 'Fatima K.',
      email: 'fatima@example.com',
      phone: '+44 20 7946 0000',
    });

    const taken = await call('PUT', authEndpoints.updateParentProfile.path, parentToken, {
      name: 'Fatima',
      email: mockAccounts.admin.login,
      phone: '123',
    });
    expect(taken.status).toBe(409);
    expect(messageOf(taken)).toBe(mockMessages.emailTaken);
  });

  it('when the PIN is set with the right password, then the profile shows it; a wrong password changes nothing', async () => {
    const wrong = await call('PUT', '/api/parent/pin', parentToken, { currentPassword: 'nope', pin: '1234' });
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong)).toBe(parentMockMessages.wrongCurrentPassword);

    const set = await call('PUT', '/api/parent/pin', parentToken, { currentPassword: parentPassword, pin: '1234' });
    expect(set.body).toEqual({ message: accountMockMessages.pinSaved, has_pin: true });
    const profile = await call('GET', authEndpoints.getParentProfile.path, parentToken);
    expect(parentProfileSchema.parse(profile.body).has_pin).toBe(true);

    const removed = await call('PUT', '/api/parent/pin', parentToken, { currentPassword: parentPassword, pin: null });
    expect(removed.body).toEqual({ message: accountMockMessages.pinRemoved, has_pin: false });
  });

  it('when the parent picks a theme, then the family (the child too) reads it back', async () => {
    const saved = await call('PUT', '/api/family/theme', parentToken, { name: 'Forest' });
    expect(familyThemeSchema.parse(saved.body)).toEqual({ name: 'Forest', color: '#166534', textColor: '#FFFFFF' });
    const asChild = await call('GET', '/api/family/theme', childToken);
    expect(familyThemeSchema.parse(asChild.body).name).toBe('Forest');
    const unknown = await call('PUT', '/api/family/theme', parentToken, { name: 'Neon' });
    expect(unknown.status).toBe(400);
  });

  it('when the family is exported, then the document parses and is named as an attachment', async () => {
    const answer = await call('GET', '/api/parent/export', parentToken);
    const document = familyExportSchema.parse(answer.body);
    expect(document.children.map((child) => child.name)).toEqual(['Yusuf', 'Maryam', 'Hamza']);
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="young-minds-family-\d{4}-\d{2}-\d{2}\.json"$/,
    );
  });

  it('when the account is deleted with the right password, then the family is gone; a wrong one changes nothing', async () => {
    const wrong = await call('DELETE', '/api/parent/account', parentToken, { password: 'nope' });
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong)).toBe(wrongParentPasswordMessage);
    expect(parentMockState.children).toHaveLength(3);

    const deleted = await call('DELETE', '/api/parent/account', parentToken, { password: parentPassword });
    expect(deleted.body).toEqual({ message: accountMockMessages.accountDeleted });
    expect(parentMockState.children).toHaveLength(0);
    expect(mockState.accounts.has(mockAccounts.parent.login)).toBe(false);
    expect((await call('GET', authEndpoints.getParentProfile.path, parentToken)).status).toBe(401);
  });

  it('when a parent hands the device over and the child gives the PIN, then each side gets a session', async () => {
    await call('PUT', '/api/parent/pin', parentToken, { currentPassword: parentPassword, pin: '2468' });
    const handOff = await call('POST', '/api/parent/children/5/handoff', parentToken);
    const child = sessionResponseSchema.parse(handOff.body);
    expect(child.user).toMatchObject({ id: 5, role: 'child' });
    expect((await call('GET', authEndpoints.me.path, child.token)).body).toMatchObject({ user: { id: 5 } });

    const back = await call('POST', '/api/auth/return-to-parent', child.token, { pin: '2468' });
    expect(sessionResponseSchema.parse(back.body)).toEqual({ token: parentToken, user: mockAccounts.parent.user });
    // The device is back with the parent: that hand-off's token has ended.
    expect((await call('GET', authEndpoints.me.path, child.token)).status).toBe(401);
    expect((await call('POST', '/api/auth/return-to-parent', child.token, { pin: '2468' })).status).toBe(401);
    const again = sessionResponseSchema.parse((await call('POST', '/api/parent/children/5/handoff', parentToken)).body);
    const byPassword = await call('POST', '/api/auth/return-to-parent', again.token, { password: parentPassword });
    expect(byPassword.status).toBe(200);
  });

  it("when the parent changes the PIN or the password or logs out, then the family's hand-off sessions end", async () => {
    const handOff = async () =>
      sessionResponseSchema.parse((await call('POST', '/api/parent/children/5/handoff', parentToken)).body).token;
    for (const change of [
      () => call('PUT', '/api/parent/pin', parentToken, { currentPassword: parentPassword, pin: '1357' }),
      () =>
        call('POST', authEndpoints.changePassword.path, parentToken, {
          currentPassword: parentPassword,
          newPassword: parentPassword,
        }),
      () => call('POST', authEndpoints.logout.path, parentToken),
    ]) {
      const child = await handOff();
      expect((await call('GET', authEndpoints.me.path, child)).status).toBe(200);
      expect((await change()).status).toBe(200);
      expect((await call('GET', authEndpoints.me.path, child)).status).toBe(401);
    }
  });

  it("when a child logged in with their own password, then switching to the parent is 403, even with the parent's PIN", async () => {
    await call('PUT', '/api/parent/pin', parentToken, { currentPassword: parentPassword, pin: '2468' });
    for (const body of [{ pin: '2468' }, { password: parentPassword }]) {
      const refused = await call('POST', '/api/auth/return-to-parent', childToken, body);
      expect({ status: refused.status, message: messageOf(refused) }).toEqual({
        status: 403,
        message: returnToParentNotHandedOverMessage,
      });
    }
  });

  it('when the PIN is wrong, then 400; after five wrong tries the family is locked (429) even for the right PIN', async () => {
    await call('PUT', '/api/parent/pin', parentToken, { currentPassword: parentPassword, pin: '2468' });
    const handOff = await call('POST', `/api/parent/children/${mockAccounts.child.user.id}/handoff`, parentToken);
    const handedOver = sessionResponseSchema.parse(handOff.body).token;
    for (let attempt = 1; attempt <= returnToParentMaxTries; attempt += 1) {
      const wrong = await call('POST', '/api/auth/return-to-parent', handedOver, { pin: '0000' });
      expect(wrong.status).toBe(400);
      expect(messageOf(wrong)).toBe(wrongPinMessage);
    }
    const locked = await call('POST', '/api/auth/return-to-parent', handedOver, { pin: '2468' });
    expect(locked.status).toBe(429);
    expect(messageOf(locked)).toBe(returnToParentLockedMessage);
  });

  it("when a parent hands over another family's child, then 403", async () => {
    parentMockState.children[0] = { ...parentMockState.children[0]!, parent_id: 99 };
    const refused = await call('POST', `/api/parent/children/${parentMockState.children[0].id}/handoff`, parentToken);
    expect(refused.status).toBe(403);
  });
});
