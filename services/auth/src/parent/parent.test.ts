import { ageBandForAge, childAvatarInvalidMessage } from '@young-minds/contracts';
import { serviceDatabases } from '@young-minds/db/testing';
import { bearer } from '@young-minds/service-kit/src/testing/harness';
import { type AuthHarness, addChild, loginAdmin, registerParent, startAuth } from '../test-support';

describe.each(serviceDatabases())("a parent's children on $name", ({ name }) => {
  let harness: AuthHarness;
  beforeAll(async () => {
    harness = await startAuth(name);
  });
  afterAll(() => harness.close());

  const childrenOf = async (parentId: number) =>
    (await harness.db.repos.users.listChildren({ parentId, page: 1, pageSize: 50 })).total;

  it('when a parent adds five children, then each can log in with the chosen login, and the sixth is refused', async () => {
    const parent = await registerParent(harness, { name: 'Yusuf Ali' });
    for (let index = 1; index <= 5; index += 1) {
      const username = `ali.kid${index}.${Date.now() % 10000}`;
      const added = await harness
        .api()
        .post('/api/parent/add-child')
        .set(bearer(parent))
        .send({ name: `Kid ${index}`, age: 5 + index, password: 'kidpass', username, avatar: 'bee' });
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({
        name: `Kid ${index}`,
        age: 5 + index,
        email: null,
        username,
        parent: 'Yusuf Ali',
        parent_id: parent.id,
        avatar: 'bee',
        weekly_goal_minutes: 120,
        age_band: ageBandForAge(5 + index),
        music_free_only: false,
      });

      const session = await harness.api().post('/api/auth/login').send({ email: username, password: 'kidpass' });
      expect(session.status).toBe(200);
      expect(session.body.user).toMatchObject({ role: 'child', name: `Kid ${index}` });
    }
    const sixth = await harness
      .api()
      .post('/api/parent/add-child')
      .set(bearer(parent))
      .send({ name: 'Kid 6', age: 4, username: `ali.kid6.${Date.now() % 10000}`, password: 'kidpass', avatar: 'owl' });
    expect(sixth.status).toBe(409);
    expect(sixth.body.message).toBe('You can add at most 5 children on the Pro plan.');
    expect(await childrenOf(parent.id)).toBe(5);

    const list = await harness.api().get('/api/parent/children').set(bearer(parent));
    expect(list.body.data.map((child: { name: string }) => child.name).sort()).toEqual([
      'Kid 1',
      'Kid 2',
      'Kid 3',
      'Kid 4',
      'Kid 5',
    ]);
  });

  it('when a username is taken or missing, or the avatar is not a built-in one, then the child is refused and nothing is written', async () => {
    const parent = await registerParent(harness);
    const first = await harness
      .api()
      .post('/api/parent/add-child')
      .set(bearer(parent))
      .send({ name: 'A', age: 7, username: 'same.name', password: 'kidpass', avatar: 'cat' });
    expect(first.status).toBe(201);
    const taken = await harness
      .api()
      .post('/api/parent/add-child')
      .set(bearer(parent))
      .send({ name: 'B', age: 7, username: 'Same.Name', password: 'kidpass', avatar: 'cat' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('This username is already taken. Please choose another.');
    const noLogin = await harness
      .api()
      .post('/api/parent/add-child')
      .set(bearer(parent))
      .send({ name: 'C', age: 7, password: 'kidpass', avatar: 'cat', email: 'c@example.test' });
    expect(noLogin.status).toBe(400);
    expect(noLogin.body.message).toContain('Username is required.');
    for (const avatar of ['https://example.test/photo.jpg', '/media/kid.png', undefined]) {
      const photo = await harness
        .api()
        .post('/api/parent/add-child')
        .set(bearer(parent))
        .send({ name: 'E', age: 7, username: 'kid.e', password: 'kidpass', avatar });
      expect({ status: photo.status, message: photo.body.message }).toEqual({
        status: 400,
        message: expect.stringContaining(childAvatarInvalidMessage),
      });
    }
    const badAge = await harness
      .api()
      .post('/api/parent/add-child')
      .set(bearer(parent))
      .send({ name: 'D', age: 'old', username: 'kid.d', password: 'kidpass', avatar: 'cat' });
    expect(badAge.status).toBe(400);
    expect(await childrenOf(parent.id)).toBe(1);
  });

  it('when the family registered but has not confirmed the checkout yet, then no child can be added', async () => {
    const parent = await registerParent(harness, { subscribed: false });
    const response = await harness
      .api()
      .post('/api/parent/add-child')
      .set(bearer(parent))
      .send({ name: 'A', age: 7, username: 'early.kid', password: 'kidpass', avatar: 'cat' });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('An active subscription is needed to add children.');
  });

  it('when the subscription is no longer active, then no child can be added', async () => {
    const parent = await registerParent(harness);
    const subscription = await harness.db.repos.subscriptions.activeForParent(
      parent.id,
      new Date().toISOString().slice(0, 10),
    );
    await harness.db.sequelize.query('UPDATE subscriptions SET is_active = ? WHERE id = ?', {
      replacements: [false, subscription!.id],
    });
    const response = await harness
      .api()
      .post('/api/parent/add-child')
      .set(bearer(parent))
      .send({ name: 'A', age: 7, username: 'late.kid', password: 'kidpass', avatar: 'cat' });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('An active subscription is needed to add children.');
  });

  it("when a parent or the admin sends an email for a child, then it is refused (400 naming the field): the address's owner can still register", async () => {
    const parent = await registerParent(harness);
    const child = await addChild(harness, parent, 'Idris');
    const admin = await loginAdmin(harness);
    const owner = `owner-${Date.now()}@example.test`;
    const noEmail = 'Children have no email: they log in with their username.';

    for (const [call, session] of [
      [harness.api().put(`/api/parent/children/${child.id}`), parent],
      [harness.api().put(`/api/admin/children/${child.id}`), admin],
    ] as const) {
      const parked = await call.set(bearer(session)).send({ email: owner });
      expect({ status: parked.status, message: parked.body.message, fields: parked.body.fields }).toEqual({
        status: 400,
        message: noEmail,
        fields: { email: noEmail },
      });
    }
    const added = await harness
      .api()
      .post('/api/parent/add-child')
      .set(bearer(parent))
      .send({ name: 'Nour', age: 7, username: `nour${Date.now()}`, password: 'kidpass', avatar: 'cat', email: owner });
    expect({ status: added.status, fields: added.body.fields }).toEqual({ status: 400, fields: { email: noEmail } });
    expect((await harness.db.repos.users.findById(child.id))?.email).toBeNull();

    const registered = await harness
      .api()
      .post('/api/auth/register')
      .send({ name: 'The owner', phone: '+1 555 0100', email: owner, password: 'owner-password' });
    expect(registered.status).toBe(201);
  });

  it("when a parent edits and removes their own child, then it sticks; another parent's child is off limits", async () => {
    const parent = await registerParent(harness);
    const other = await registerParent(harness);
    const child = await addChild(harness, parent, 'Zaid');
    const othersChild = await addChild(harness, other, 'Hana');

    const edited = await harness
      .api()
      .put(`/api/parent/children/${child.id}`)
      .set(bearer(parent))
      .send({ name: 'Zaid A.', age: 9, password: 'newkidpass' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Zaid A.', age: 9 });
    // The new password works and the child's old session ended.
    expect((await harness.api().get('/api/auth/me').set(bearer(child))).status).toBe(401);
    expect(
      (await harness.api().post('/api/auth/login').send({ email: child.email, password: 'newkidpass' })).status,
    ).toBe(200);

    for (const call of [
      harness.api().get(`/api/parent/children/${othersChild.id}`),
      harness.api().put(`/api/parent/children/${othersChild.id}`).send({ name: 'Mine now' }),
      harness.api().delete(`/api/parent/children/${othersChild.id}`),
    ]) {
      const response = await call.set(bearer(parent));
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('You can only manage your own family.');
    }
    expect((await harness.db.repos.users.findById(othersChild.id))?.name).toBe('Hana');

    expect((await harness.api().get('/api/parent/children/999999').set(bearer(parent))).status).toBe(404);
    expect((await harness.api().get('/api/parent/children/abc').set(bearer(parent))).status).toBe(400);

    expect((await harness.api().delete(`/api/parent/children/${child.id}`).set(bearer(parent))).status).toBe(200);
    expect(await harness.db.repos.users.findById(child.id)).toBeNull();
    expect(
      (await harness.api().post('/api/auth/login').send({ email: child.email, password: 'newkidpass' })).status,
    ).toBe(401);
  });
});

describe.each(serviceDatabases())('the admin and families on $name', ({ name }) => {
  let harness: AuthHarness;
  beforeAll(async () => {
    harness = await startAuth(name);
  });
  afterAll(() => harness.close());

  it('when the admin lists parents and children, then every family shows, newest first, paged and searchable', async () => {
    const admin = await loginAdmin(harness);
    const parent = await registerParent(harness, { name: 'Fatima Noor' });
    await addChild(harness, parent, 'Ibrahim');
    const later = await registerParent(harness, { name: 'Omar Said' });

    const parents = await harness.api().get('/api/admin/parents?page=1&pageSize=1').set(bearer(admin));
    expect(parents.status).toBe(200);
    expect(parents.body).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(parents.body.data).toEqual([
      { id: later.id, name: 'Omar Said', email: later.email, phone: '+1 555 0100', created_at: expect.any(String) },
    ]);

    const search = await harness.api().get('/api/admin/parents?search=fatima').set(bearer(admin));
    expect(search.body.data.map((row: { id: number }) => row.id)).toEqual([parent.id]);

    const children = await harness.api().get('/api/admin/children').set(bearer(admin));
    expect(children.body.data).toEqual([
      expect.objectContaining({ name: 'Ibrahim', age: 8, parent: 'Fatima Noor', parent_id: parent.id }),
    ]);

    expect((await harness.api().get('/api/admin/parents?pageSize=1000').set(bearer(admin))).status).toBe(400);
    expect((await harness.api().get('/api/admin/parents?page=0').set(bearer(admin))).status).toBe(400);
  });

  it('when the admin edits and deletes a child, then it survives a reload; deleting a parent takes the family', async () => {
    const admin = await loginAdmin(harness);
    const parent = await registerParent(harness);
    const child = await addChild(harness, parent, 'Layla');
    const sibling = await addChild(harness, parent, 'Musa');

    const viewed = await harness.api().get(`/api/admin/children/${child.id}`).set(bearer(admin));
    expect(viewed.body).toMatchObject({ id: child.id, name: 'Layla' });
    const edited = await harness.api().put(`/api/admin/children/${child.id}`).set(bearer(admin)).send({ age: 11 });
    expect(edited.body.age).toBe(11);
    expect((await harness.api().get(`/api/admin/children/${child.id}`).set(bearer(admin))).body.age).toBe(11);

    expect((await harness.api().delete(`/api/admin/children/${child.id}`).set(bearer(admin))).status).toBe(200);
    expect((await harness.api().get(`/api/admin/children/${child.id}`).set(bearer(admin))).status).toBe(404);
    // A parent id is not a child.
    expect((await harness.api().get(`/api/admin/children/${parent.id}`).set(bearer(admin))).status).toBe(404);

    expect((await harness.api().get(`/api/admin/parents/${parent.id}`).set(bearer(admin))).status).toBe(200);
    expect((await harness.api().delete(`/api/admin/parents/${parent.id}`).set(bearer(admin))).status).toBe(200);
    expect((await harness.api().get(`/api/admin/parents/${parent.id}`).set(bearer(admin))).status).toBe(404);
    expect(await harness.db.repos.users.findById(sibling.id)).toBeNull();
    expect((await harness.api().get('/api/auth/me').set(bearer(parent))).status).toBe(401);
    expect((await harness.api().delete(`/api/admin/parents/${admin.id}`).set(bearer(admin))).status).toBe(404);
  });
});
