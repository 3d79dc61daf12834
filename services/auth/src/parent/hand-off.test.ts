import {
  authEndpoints,
  noParentPinMessage,
  pinFormatMessage,
  returnToParentNeedsOneMessage,
  returnToParentLockedMessage,
  returnToParentNotHandedOverMessage,
  wrongParentPasswordMessage,
  wrongPinMessage,
} from '@young-minds/contracts';
import { serviceDatabases } from '@young-minds/db/testing';
import { bearer } from '@young-minds/service-kit/src/testing/harness';
import { type AuthHarness, type LoggedIn, addChild, registerParent, startAuth } from '../test-support';

describe.each(serviceDatabases())('handing the device to a child and back on $name', ({ name }) => {
  let harness: AuthHarness;
  beforeAll(async () => {
    harness = await startAuth(name);
  });
  afterAll(() => harness.close());

  const handOff = (parent: LoggedIn, childId: number) =>
    harness.api().post(`/api/parent/children/${childId}/handoff`).set(bearer(parent));
  /** The child's session as the parent's hand-off opens it. */
  const handedOver = async (parent: LoggedIn, childId: number) =>
    authEndpoints.handOffToChild.response.parse((await handOff(parent, childId)).body);
  const returnToParent = (child: { token: string }, body: object) =>
    harness.api().post('/api/auth/return-to-parent').set(bearer(child)).send(body);
  const setPin = (parent: LoggedIn, pin: string | null) =>
    harness.api().put('/api/parent/pin').set(bearer(parent)).send({ currentPassword: parent.password, pin });

  it("when a parent hands the device to their child, then the child's session works without the child's password", async () => {
    const parent = await registerParent(harness);
    const child = await addChild(harness, parent, 'Yusuf');

    const handed = await handOff(parent, child.id);

    expect(handed.status).toBe(200);
    const session = authEndpoints.handOffToChild.response.parse(handed.body);
    expect(session.user).toMatchObject({ id: child.id, role: 'child', name: 'Yusuf' });
    const me = await harness.api().get('/api/auth/me').set(bearer(session));
    expect(me.body.user).toMatchObject({ id: child.id, role: 'child' });
    // The parent's own session carries on.
    expect((await harness.api().get('/api/parent/children').set(bearer(parent))).status).toBe(200);
  });

  it("when a parent hands over another family's child or no child, then it is refused", async () => {
    const parent = await registerParent(harness);
    const other = await registerParent(harness);
    const othersChild = await addChild(harness, other);

    const foreign = await handOff(parent, othersChild.id);
    expect({ status: foreign.status, message: foreign.body.message }).toEqual({
      status: 403,
      message: 'You can only manage your own family.',
    });
    expect((await handOff(parent, 999_999)).status).toBe(404);
    expect((await handOff(parent, parent.id)).status).toBe(404);
    const asChild = await harness.api().post(`/api/parent/children/${othersChild.id}/handoff`).set(bearer(othersChild));
    expect(asChild.status).toBe(403);
  });

  it("when the child gives the parent's PIN or password, then the parent's session comes back; a wrong one keeps the child's", async () => {
    const parent = await registerParent(harness);
    const child = await addChild(harness, parent);
    expect((await setPin(parent, '4821')).status).toBe(200);
    const handed = authEndpoints.handOffToChild.response.parse((await handOff(parent, child.id)).body);

    const wrongPin = await returnToParent(handed, { pin: '1111' });
    expect({ status: wrongPin.status, message: wrongPin.body.message }).toEqual({
      status: 400,
      message: wrongPinMessage,
    });
    const wrongPassword = await returnToParent(handed, { password: 'not-it' });
    expect({ status: wrongPassword.status, message: wrongPassword.body.message }).toEqual({
      status: 400,
      message: wrongParentPasswordMessage,
    });
    // Still the child's session after the wrong tries.
    expect((await harness.api().get('/api/auth/me').set(bearer(handed))).body.user.id).toBe(child.id);

    const byPin = await returnToParent(handed, { pin: '4821' });
    expect(byPin.status).toBe(200);
    const parentSession = authEndpoints.returnToParent.response.parse(byPin.body);
    expect(parentSession.user).toMatchObject({ id: parent.id, role: 'parent' });
    expect((await harness.api().get('/api/parent/children').set(bearer(parentSession))).status).toBe(200);

    const byPassword = await returnToParent(await handedOver(parent, child.id), { password: parent.password });
    expect(byPassword.status).toBe(200);
    expect(byPassword.body.user).toMatchObject({ id: parent.id, role: 'parent' });
  });

  it('when the parent has no PIN, then the PIN is refused and the password takes the device back', async () => {
    const parent = await registerParent(harness);
    const child = await handedOver(parent, (await addChild(harness, parent)).id);

    const noPin = await returnToParent(child, { pin: '1234' });
    expect({ status: noPin.status, message: noPin.body.message }).toEqual({ status: 400, message: noParentPinMessage });
    const byPassword = await returnToParent(child, { password: parent.password });
    expect(byPassword.status).toBe(200);
    expect(byPassword.body.user.id).toBe(parent.id);
  });

  it("when a child logged in with their own password, then switching to the parent is 403, even with the parent's password, and costs the family no try", async () => {
    const parent = await registerParent(harness);
    const child = await addChild(harness, parent);
    await setPin(parent, '7310');

    for (const body of [{ password: parent.password }, { pin: '7310' }, { pin: '0000' }, { pin: '0001' }]) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const refused = await returnToParent(child, body);
        expect({ body, status: refused.status, message: refused.body.message }).toEqual({
          body,
          status: 403,
          message: returnToParentNotHandedOverMessage,
        });
      }
    }
    // Still the child's own session, and the family's way back is not locked by the refused calls.
    expect((await harness.api().get('/api/auth/me').set(bearer(child))).body.user.id).toBe(child.id);
    const handed = await handedOver(parent, child.id);
    expect((await returnToParent(handed, { pin: '7310' })).status).toBe(200);
  });

  it("when the parent's session is back, then it cannot hand itself back again (a parent is not a child)", async () => {
    const parent = await registerParent(harness);
    const child = await addChild(harness, parent);
    const back = await returnToParent(await handedOver(parent, child.id), { password: parent.password });
    expect(back.status).toBe(200);
    expect((await returnToParent(back.body, { password: parent.password })).status).toBe(403);
  });

  it('when the body holds neither a 4-digit PIN nor a password, then it is a 400 that says what to enter', async () => {
    const parent = await registerParent(harness);
    const child = await handedOver(parent, (await addChild(harness, parent)).id);
    for (const [body, message] of [
      [{}, returnToParentNeedsOneMessage],
      [{ pin: '1234', password: 'both' }, returnToParentNeedsOneMessage],
      [{ pin: '12345' }, pinFormatMessage],
      [{ pin: 'abcd' }, pinFormatMessage],
      [{ pin: 1234 }, pinFormatMessage],
    ] as const) {
      const response = await returnToParent(child, body);
      expect({ body, status: response.status, message: response.body.message }).toEqual({
        body,
        status: 400,
        message: expect.stringContaining(message),
      });
    }
  });

  it('when 5 wrong answers come within 15 minutes, then even the right PIN is refused with 429 for that family only', async () => {
    const parent = await registerParent(harness);
    await setPin(parent, '9012');
    const child = await handedOver(parent, (await addChild(harness, parent)).id);
    const sibling = await handedOver(parent, (await addChild(harness, parent)).id);
    const otherParent = await registerParent(harness);
    const otherChild = await handedOver(otherParent, (await addChild(harness, otherParent)).id);

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await returnToParent(attempt % 2 === 0 ? sibling : child, { pin: String(1000 + attempt) });
      expect({ attempt, status: wrong.status }).toEqual({ attempt, status: 400 });
    }

    const locked = await returnToParent(child, { pin: '9012' });
    expect({ status: locked.status, message: locked.body.message }).toEqual({
      status: 429,
      message: returnToParentLockedMessage,
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The sibling shares the family's lock, the password too; another family is not affected.
    expect((await returnToParent(sibling, { password: parent.password })).status).toBe(429);
    expect((await returnToParent(otherChild, { password: otherParent.password })).status).toBe(200);
  });

  describe('how long a hand-off session lasts (issue 29, item 8)', () => {
    const me = (session: { token: string }) => harness.api().get('/api/auth/me').set(bearer(session));
    const claimsOf = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { iat: number; exp: number };

    it('when the device goes back to the parent, then that hand-off session ends: the PIN cannot be exchanged with it again', async () => {
      const parent = await registerParent(harness);
      const child = await addChild(harness, parent);
      await setPin(parent, '2468');
      const handed = await handedOver(parent, child.id);
      const sibling = await handedOver(parent, (await addChild(harness, parent)).id);

      expect((await returnToParent(handed, { pin: '2468' })).status).toBe(200);

      expect((await me(handed)).status).toBe(401);
      expect((await returnToParent(handed, { pin: '2468' })).status).toBe(401);
      expect((await returnToParent(handed, { password: parent.password })).status).toBe(401);
      // The child's own login and another hand-off of the family carry on.
      expect((await me(child)).body.user.id).toBe(child.id);
      expect((await me(sibling)).status).toBe(200);
    });

    it('when two right PINs race with one hand-off session, then exactly one parent session comes back', async () => {
      const parent = await registerParent(harness);
      await setPin(parent, '1357');
      const handed = await handedOver(parent, (await addChild(harness, parent)).id);
      const answers = await Promise.all([0, 1, 2].map(() => returnToParent(handed, { pin: '1357' })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401]);
    });

    it.each([
      ['logs out (everywhere)', (parent: LoggedIn) => harness.api().post('/api/auth/logout').set(bearer(parent))],
      [
        'changes the password',
        (parent: LoggedIn) =>
          harness
            .api()
            .post('/api/auth/change-password')
            .set(bearer(parent))
            .send({ currentPassword: parent.password, newPassword: 'a-new-password-1' }),
      ],
      ['changes the PIN', (parent: LoggedIn) => setPin(parent, '8642')],
      ['removes the PIN', (parent: LoggedIn) => setPin(parent, null)],
    ])(
      "when the parent %s, then every hand-off session of the family ends, not the children's own logins",
      async (_, change) => {
        const parent = await registerParent(harness);
        await setPin(parent, '1111');
        const child = await addChild(harness, parent);
        const handed = await handedOver(parent, child.id);
        const sibling = await handedOver(parent, (await addChild(harness, parent)).id);
        const otherParent = await registerParent(harness);
        const othersHandOff = await handedOver(otherParent, (await addChild(harness, otherParent)).id);
        expect((await me(handed)).status).toBe(200);

        expect((await change(parent)).status).toBe(200);

        for (const session of [handed, sibling]) {
          expect((await me(session)).status).toBe(401);
          expect((await returnToParent(session, { pin: '8642' })).status).toBe(401);
        }
        expect((await me(child)).body.user.id).toBe(child.id);
        expect((await me(othersHandOff)).status).toBe(200);
      },
    );

    it("when a hand-off session logs out, then only that hand-off ends, not the child's own login", async () => {
      const parent = await registerParent(harness);
      const child = await addChild(harness, parent);
      const handed = await handedOver(parent, child.id);
      expect((await harness.api().post('/api/auth/logout').set(bearer(handed))).status).toBe(200);
      expect((await me(handed)).status).toBe(401);
      expect((await me(child)).body.user.id).toBe(child.id);
      expect((await me(parent)).status).toBe(200);
    });

    it('when a hand-off session is 12 hours old, then it has ended; its token says so too', async () => {
      const parent = await registerParent(harness);
      const child = await addChild(harness, parent);
      const handed = await handedOver(parent, child.id);
      const claims = claimsOf(handed.token);
      expect(claims.exp - claims.iat).toBeLessThanOrEqual(12 * 60 * 60);

      harness.clock.advance(12 * 60 * 60 * 1000 - 60_000);
      expect((await me(handed)).status).toBe(200);
      harness.clock.advance(60_000);
      expect((await me(handed)).status).toBe(401);
      expect((await returnToParent(handed, { password: parent.password })).status).toBe(401);
      // The child's own login is a week long, as before.
      expect((await me(child)).status).toBe(200);
    });
  });

  it('when a right answer comes after a few wrong ones, then the count starts again', async () => {
    const parent = await registerParent(harness);
    await setPin(parent, '5555');
    const childId = (await addChild(harness, parent)).id;
    for (let round = 0; round < 2; round += 1) {
      const child = await handedOver(parent, childId);
      for (let attempt = 0; attempt < 4; attempt += 1) {
        expect((await returnToParent(child, { pin: '0000' })).status).toBe(400);
      }
      expect((await returnToParent(child, { pin: '5555' })).status).toBe(200);
    }
  });
});
