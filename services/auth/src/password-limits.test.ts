import { bearer, from } from '@young-minds/service-kit/src/testing/harness';
import { type AuthHarness, addChild, loginAdmin, registerParent, startAuth } from './test-support';

/** Finding 6: every call that verifies or hashes a password is rate-limited, per user and per address. */
describe('limits on password checks and hashes', () => {
  let harness: AuthHarness;
  beforeEach(async () => {
    harness = await startAuth('sqlite', { limits: { passwordPerUser: 3, passwordPerIp: 5 } });
  });
  afterEach(() => harness.close());

  it('when a stolen token guesses the current password, then the 4th guess gets 429 with Retry-After, from any address', async () => {
    const parent = await registerParent(harness);
    const guess = (address: string) =>
      harness
        .api()
        .post('/api/auth/change-password')
        .set(bearer(parent))
        .set(from(address))
        .send({ currentPassword: 'guess-guess', newPassword: 'new-password' });
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await guess(`203.0.113.${attempt}`)).status).toBe(400);
    const blocked = await guess('203.0.113.99');
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    // Even the right password waits for the window: the limit counts checks, not failures.
    const right = await harness
      .api()
      .post('/api/auth/change-password')
      .set(bearer(parent))
      .send({ currentPassword: parent.password, newPassword: 'new-password' });
    expect(right.status).toBe(429);
  });

  it('when one address makes many users hash passwords, then that address gets 429', async () => {
    const parents = [await registerParent(harness), await registerParent(harness)];
    const statuses: number[] = [];
    for (const parent of parents) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await harness
          .api()
          .post('/api/auth/change-password')
          .set(bearer(parent))
          .set(from('198.51.100.7'))
          .send({ currentPassword: 'wrong-wrong', newPassword: 'new-password' });
        statuses.push(response.status);
      }
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it("when a parent keeps setting children's passwords, then the 4th hash gets 429 and changes nothing", async () => {
    const parent = await registerParent(harness);
    const child = await addChild(harness, parent); // 1: add-child hashes
    const update = (password: string) =>
      harness.api().put(`/api/parent/children/${child.id}`).set(bearer(parent)).send({ password });
    expect((await update('second-password')).status).toBe(200);
    expect((await update('third-password')).status).toBe(200);
    const blocked = await update('fourth-password');
    expect(blocked.status).toBe(429);
    expect(
      (await harness.api().post('/api/auth/login').send({ email: child.email, password: 'third-password' })).status,
    ).toBe(200);
    // Edits without a password hash nothing and stay free.
    expect(
      (await harness.api().put(`/api/parent/children/${child.id}`).set(bearer(parent)).send({ name: 'Renamed' }))
        .status,
    ).toBe(200);
    const added = await harness
      .api()
      .post('/api/parent/add-child')
      .set(bearer(parent))
      .send({
        name: 'Zaid',
        age: 7,
        username: `zaid${Date.now() % 100000}`,
        password: 'child-password',
        avatar: 'cat',
      });
    expect(added.status).toBe(429);
  });

  it("when an admin keeps setting passwords (its own, children's), then the 4th gets 429", async () => {
    const parent = await registerParent(harness);
    const child = await addChild(harness, parent);
    const admin = await loginAdmin(harness);
    const own = await harness
      .api()
      .put('/api/admin/profile')
      .set(bearer(admin))
      .send({ name: 'Admin', email: admin.email, password: 'rotated-1' });
    expect(own.status).toBe(200);
    const token = { Authorization: `Bearer ${own.body.token}` };
    expect(
      (await harness.api().put(`/api/admin/children/${child.id}`).set(token).send({ password: 'by-admin-1' })).status,
    ).toBe(200);
    expect(
      (await harness.api().put(`/api/admin/children/${child.id}`).set(token).send({ password: 'by-admin-2' })).status,
    ).toBe(200);
    expect(
      (
        await harness
          .api()
          .put('/api/admin/profile')
          .set(token)
          .send({ name: 'Admin', email: admin.email, password: 'rotated-2' })
      ).status,
    ).toBe(429);
    expect(
      (await harness.api().put(`/api/admin/children/${child.id}`).set(token).send({ password: 'by-admin-3' })).status,
    ).toBe(429);
    // A profile edit without a password is not a password operation.
    expect(
      (await harness.api().put('/api/admin/profile').set(token).send({ name: 'Head', email: admin.email })).status,
    ).toBe(200);
  });
});
