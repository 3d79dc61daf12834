import { childOwnAvatarInvalidMessage } from '@young-minds/contracts';
import { serviceDatabases } from '@young-minds/db/testing';
import { bearer } from '@young-minds/service-kit/src/testing/harness';
import { type AuthHarness, addChild, registerParent, startAuth } from '../test-support';

describe.each(serviceDatabases())("a child's own picture on $name", ({ name }) => {
  let harness: AuthHarness;
  beforeAll(async () => {
    harness = await startAuth(name);
  });
  afterAll(() => harness.close());

  const setAvatar = (token: { token: string }, body: object) =>
    harness.api().put('/api/child/avatar').set(bearer(token)).send(body);

  it('when a child picks a built-in picture, then it is theirs everywhere: me, and the parent’s list', async () => {
    const parent = await registerParent(harness);
    const child = await addChild(harness, parent, 'Bilal');
    const answer = await setAvatar(child, { avatar: 'falcon' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: child.id, name: 'Bilal', role: 'child', avatar: 'falcon' });
    expect((await harness.api().get('/api/auth/me').set(bearer(child))).body.user.avatar).toBe('falcon');
    const own = await harness.api().get(`/api/parent/children/${child.id}`).set(bearer(parent));
    expect(own.body.avatar).toBe('falcon');
  });

  it('when the picture is none of the built-in ones, then it is a 400 the child can read and nothing changes', async () => {
    const parent = await registerParent(harness);
    const child = await addChild(harness, parent);
    for (const avatar of ['https://example.test/me.jpg', 'dragon', '', null]) {
      const answer = await setAvatar(child, { avatar });
      expect({ status: answer.status, message: answer.body.message }).toEqual({
        status: 400,
        message: expect.stringContaining(childOwnAvatarInvalidMessage),
      });
    }
    expect((await harness.api().get('/api/auth/me').set(bearer(child))).body.user.avatar).toBe('owl');
  });

  it("when a parent tries, then it is refused (403): a parent changes a child's picture on the child's page", async () => {
    const parent = await registerParent(harness);
    expect((await setAvatar(parent, { avatar: 'cat' })).status).toBe(403);
    expect((await harness.api().put('/api/child/avatar').send({ avatar: 'cat' })).status).toBe(401);
  });
});
