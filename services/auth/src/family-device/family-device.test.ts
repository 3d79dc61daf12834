import { createHash } from 'node:crypto';
import {
  authEndpoints,
  familyDeviceChildUnknownMessage,
  familyDeviceHeader,
  familyDeviceUnknownMessage,
  pictureCodeNeededMessage,
  pictureLoginLockedMessage,
  wrongPictureCodeMessage,
} from '@young-minds/contracts';
import { serviceDatabases } from '@young-minds/db/testing';
import type { RateLimitStore } from '@young-minds/service-kit';
import { bearer } from '@young-minds/service-kit/src/testing/harness';
import { rateLimitStoresUnderTest, testRateLimitStore } from '@young-minds/service-kit/src/testing/redis';
import { type AuthHarness, type LoggedIn, addChild, registerParent, startAuth } from '../test-support';

const code = ['moon', 'fish', 'moon'];
const wrongCode = ['sun', 'sun', 'sun'];
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The calls of the family device, as its browser and the parent's make them. */
function familyDeviceCalls(harness: AuthHarness) {
  const calls = {
    addDevice: async (parent: LoggedIn, name = 'Kitchen tablet') => {
      const response = await harness.api().post('/api/parent/devices').set(bearer(parent)).send({ name });
      expect(response.status).toBe(200);
      return authEndpoints.addFamilyDevice.response.parse(response.body);
    },
    children: (deviceToken?: string) => {
      const call = harness.api().get('/api/family-device/children');
      return deviceToken === undefined ? call : call.set(familyDeviceHeader, deviceToken);
    },
    setCode: (parent: LoggedIn, childId: number, pictures: string[] | null) =>
      harness.api().put(`/api/parent/children/${childId}/picture-code`).set(bearer(parent)).send({ pictures }),
    login: (deviceToken: string, childId: number, pictures: string[]) =>
      harness.api().post('/api/auth/child-picture-login').send({ deviceToken, childId, pictures }),
    editChild: (parent: LoggedIn, childId: number, body: object) =>
      harness.api().put(`/api/parent/children/${childId}`).set(bearer(parent)).send(body),
  };
  return calls;
}

describe.each(serviceDatabases())('the family device and picture codes on $name', ({ name }) => {
  let harness: AuthHarness;
  let calls: ReturnType<typeof familyDeviceCalls>;
  beforeAll(async () => {
    harness = await startAuth(name);
    calls = familyDeviceCalls(harness);
  });
  afterAll(() => harness.close());

  const refusal = (response: { status: number; body: { message?: string } }) => ({
    status: response.status,
    message: response.body.message,
  });

  it('when a parent marks a device, then its token is answered once and kept only as a sha256', async () => {
    const parent = await registerParent(harness);

    const device = await calls.addDevice(parent, '  Kitchen tablet ');

    expect(device.deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await harness.db.models.FamilyDevice.findByPk(device.id, { raw: true });
    expect(row).toMatchObject({ parentId: parent.id, name: 'Kitchen tablet', tokenHash: sha256(device.deviceToken) });
    expect(JSON.stringify(row)).not.toContain(device.deviceToken);

    const listed = await harness.api().get('/api/parent/devices').set(bearer(parent));
    expect(listed.status).toBe(200);
    expect(authEndpoints.listFamilyDevices.response.parse(listed.body)).toEqual([
      { id: device.id, name: 'Kitchen tablet', created_at: expect.any(String), last_used_at: null },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(device.deviceToken);
    expect(JSON.stringify(listed.body)).not.toContain(sha256(device.deviceToken));
    // Another family sees none of them.
    const other = await registerParent(harness);
    expect((await harness.api().get('/api/parent/devices').set(bearer(other))).body).toEqual([]);
  });

  it("when the device asks for the family's children, then it gets exactly their tiles and is marked as used", async () => {
    const parent = await registerParent(harness);
    const yusuf = await addChild(harness, parent, 'Yusuf');
    const maryam = await addChild(harness, parent, 'Maryam');
    await addChild(harness, await registerParent(harness), 'Stranger');
    expect((await calls.setCode(parent, maryam.id, code)).status).toBe(200);
    const device = await calls.addDevice(parent);

    const listed = await calls.children(device.deviceToken);

    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      { id: yusuf.id, name: 'Yusuf', avatar: 'owl', hasPictureCode: false },
      { id: maryam.id, name: 'Maryam', avatar: 'owl', hasPictureCode: true },
    ]);
    const [stored] = authEndpoints.listFamilyDevices.response.parse(
      (await harness.api().get('/api/parent/devices').set(bearer(parent))).body,
    );
    expect(stored?.last_used_at).not.toBeNull();
  });

  it('when the token is missing, unknown or its device removed, then the device is refused with 401', async () => {
    const parent = await registerParent(harness);
    const child = await addChild(harness, parent);
    expect((await calls.editChild(parent, child.id, { opens_without_code: true })).status).toBe(200);
    const device = await calls.addDevice(parent);
    const other = await registerParent(harness);

    expect(refusal(await calls.children())).toEqual({ status: 401, message: familyDeviceUnknownMessage });
    expect(refusal(await calls.children('not-a-device'))).toEqual({ status: 401, message: familyDeviceUnknownMessage });
    // Another family cannot remove it: to them it does not exist.
    expect((await harness.api().delete(`/api/parent/devices/${device.id}`).set(bearer(other))).status).toBe(404);
    expect((await calls.children(device.deviceToken)).status).toBe(200);

    const removed = await harness.api().delete(`/api/parent/devices/${device.id}`).set(bearer(parent));
    expect(removed.status).toBe(200);

    expect(refusal(await calls.children(device.deviceToken))).toEqual({
      status: 401,
      message: familyDeviceUnknownMessage,
    });
    expect(refusal(await calls.login(device.deviceToken, child.id, []))).toEqual({
      status: 401,
      message: familyDeviceUnknownMessage,
    });
    expect((await harness.api().get('/api/parent/devices').set(bearer(parent))).body).toEqual([]);
    expect((await harness.api().delete(`/api/parent/devices/${device.id}`).set(bearer(parent))).status).toBe(404);
  });

  it("when a parent sets a child's picture code, then only a hash is kept, the child shows it, and null removes it", async () => {
    const parent = await registerParent(harness);
    const child = await addChild(harness, parent);

    const saved = await calls.setCode(parent, child.id, code);

    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ message: 'The picture code is saved.', has_picture_code: true });
    const row = await harness.db.repos.users.findById(child.id);
    expect(row?.pictureCodeHash).toMatch(/^\$argon2id\$/);
    expect(row?.pictureCodeHash).not.toContain('moon');
    const shown = await harness.api().get(`/api/parent/children/${child.id}`).set(bearer(parent));
    expect(shown.body).toMatchObject({ has_picture_code: true, opens_without_code: false });
    expect(JSON.stringify(shown.body)).not.toContain('argon2');

    const removed = await calls.setCode(parent, child.id, null);
    expect(removed.body).toEqual({ message: 'The picture code is removed.', has_picture_code: false });
    expect((await harness.db.repos.users.findById(child.id))?.pictureCodeHash).toBeNull();
  });

  it("when a parent sets another family's child's code, or a code of other pictures, then it is refused and nothing changes", async () => {
    const parent = await registerParent(harness);
    const other = await registerParent(harness);
    const othersChild = await addChild(harness, other);

    expect((await calls.setCode(parent, othersChild.id, code)).status).toBe(403);
    expect((await calls.setCode(parent, 999_999, code)).status).toBe(404);
    expect((await calls.setCode(parent, parent.id, code)).status).toBe(404);
    expect(
      (
        await harness.api().put(`/api/parent/children/${othersChild.id}/picture-code`).set(bearer(othersChild)).send({
          pictures: code,
        })
      ).status,
    ).toBe(403);
    const tooShort = await calls.setCode(other, othersChild.id, ['moon', 'sun']);
    expect(refusal(tooShort)).toEqual({
      status: 400,
      message: expect.stringContaining('Choose three of the pictures'),
    });
    expect((await calls.setCode(other, othersChild.id, ['moon', 'sun', 'cat'])).status).toBe(400);
    expect((await harness.db.repos.users.findById(othersChild.id))?.pictureCodeHash).toBeNull();
  });

  it('when a child taps their three pictures on the family device, then the session is a hand-off the parent takes back', async () => {
    const parent = await registerParent(harness);
    const child = await addChild(harness, parent, 'Yusuf');
    expect((await calls.setCode(parent, child.id, code)).status).toBe(200);
    const device = await calls.addDevice(parent);

    const login = await calls.login(device.deviceToken, child.id, code);

    expect(login.status).toBe(200);
    const session = authEndpoints.childPictureLogin.response.parse(login.body);
    expect(session.user).toMatchObject({ id: child.id, role: 'child', name: 'Yusuf' });
    expect((await harness.api().get('/api/auth/me').set(bearer(session))).body.user.id).toBe(child.id);
    const back = await harness
      .api()
      .post('/api/auth/return-to-parent')
      .set(bearer(session))
      .send({ password: parent.password });
    expect(back.status).toBe(200);
    expect(authEndpoints.returnToParent.response.parse(back.body).user.id).toBe(parent.id);
    // The hand-off ended with the way back: its token no longer works.
    expect((await harness.api().get('/api/auth/me').set(bearer(session))).status).toBe(401);
  });

  it("when the pictures are wrong, empty for a child with a code, or the child is another family's, then it is refused kindly", async () => {
    const parent = await registerParent(harness);
    const child = await addChild(harness, parent);
    expect((await calls.setCode(parent, child.id, code)).status).toBe(200);
    const device = await calls.addDevice(parent);
    const other = await registerParent(harness);
    const othersChild = await addChild(harness, other);
    expect((await calls.editChild(other, othersChild.id, { opens_without_code: true })).status).toBe(200);

    expect(refusal(await calls.login(device.deviceToken, child.id, wrongCode))).toEqual({
      status: 400,
      message: wrongPictureCodeMessage,
    });
    expect(refusal(await calls.login(device.deviceToken, child.id, []))).toEqual({
      status: 400,
      message: wrongPictureCodeMessage,
    });
    expect(refusal(await calls.login(device.deviceToken, othersChild.id, []))).toEqual({
      status: 404,
      message: familyDeviceChildUnknownMessage,
    });
    expect(refusal(await calls.login(device.deviceToken, parent.id, code))).toEqual({
      status: 404,
      message: familyDeviceChildUnknownMessage,
    });
    expect(refusal(await calls.login('not-a-device', child.id, code))).toEqual({
      status: 401,
      message: familyDeviceUnknownMessage,
    });
  });

  it('when a child has no code, then the tile opens alone only if the parent chose so', async () => {
    const parent = await registerParent(harness);
    const child = await addChild(harness, parent);
    const device = await calls.addDevice(parent);

    expect(refusal(await calls.login(device.deviceToken, child.id, []))).toEqual({
      status: 403,
      message: pictureCodeNeededMessage,
    });

    const edited = await calls.editChild(parent, child.id, { opens_without_code: true });
    expect(edited.body).toMatchObject({ opens_without_code: true, has_picture_code: false });
    const login = await calls.login(device.deviceToken, child.id, []);
    expect(login.status).toBe(200);
    expect(authEndpoints.childPictureLogin.response.parse(login.body).user.id).toBe(child.id);

    // A code, once given, is asked even so.
    expect((await calls.setCode(parent, child.id, code)).status).toBe(200);
    expect((await calls.login(device.deviceToken, child.id, [])).status).toBe(400);
    expect((await calls.login(device.deviceToken, child.id, code)).status).toBe(200);
  });

  it("when the family's export is downloaded, then it lists the devices' names but never a token or a hash", async () => {
    const parent = await registerParent(harness);
    const child = await addChild(harness, parent);
    expect((await calls.setCode(parent, child.id, code)).status).toBe(200);
    const device = await calls.addDevice(parent, 'Living room');

    const exported = await harness.api().get('/api/parent/export').set(bearer(parent));

    expect(exported.status).toBe(200);
    const body = authEndpoints.exportFamily.response.parse(exported.body);
    expect(body.family_devices).toEqual([
      { id: device.id, name: 'Living room', created_at: expect.any(String), last_used_at: null },
    ]);
    expect(body.children[0]).toMatchObject({ id: child.id, has_picture_code: true });
    const text = JSON.stringify(exported.body);
    const hash = (await harness.db.repos.users.findById(child.id))?.pictureCodeHash ?? 'no hash';
    for (const secret of [device.deviceToken, sha256(device.deviceToken), hash, 'argon2', 'token_hash'])
      expect(text).not.toContain(secret);
  });

  it("when a child or the whole account is deleted, then the child's code and the family's devices go", async () => {
    const parent = await registerParent(harness);
    const child = await addChild(harness, parent);
    expect((await calls.setCode(parent, child.id, code)).status).toBe(200);
    const device = await calls.addDevice(parent);

    expect((await harness.api().delete(`/api/parent/children/${child.id}`).set(bearer(parent))).status).toBe(200);
    expect(await harness.db.repos.users.findById(child.id)).toBeNull();
    expect(refusal(await calls.login(device.deviceToken, child.id, code))).toEqual({
      status: 404,
      message: familyDeviceChildUnknownMessage,
    });
    expect((await calls.children(device.deviceToken)).body).toEqual([]);

    const deleted = await harness
      .api()
      .delete('/api/parent/account')
      .set(bearer(parent))
      .send({ password: parent.password });
    expect(deleted.status).toBe(200);
    expect(await harness.db.models.FamilyDevice.count({ where: { parentId: parent.id } })).toBe(0);
    expect((await calls.children(device.deviceToken)).status).toBe(401);
  });
});

describe.each(rateLimitStoresUnderTest())('wrong picture codes with the counters in %s', (kind) => {
  let harness: AuthHarness;
  let store: RateLimitStore;
  let calls: ReturnType<typeof familyDeviceCalls>;
  beforeAll(async () => {
    store = await testRateLimitStore(kind);
    harness = await startAuth('sqlite', { rateLimitStore: store });
    calls = familyDeviceCalls(harness);
  });
  afterAll(async () => {
    await harness.close();
    await store.close();
  });

  it('when 5 wrong codes come, then that child on that device is locked with 429 and Retry-After, even for the right code', async () => {
    const parent = await registerParent(harness);
    const child = await addChild(harness, parent);
    const sister = await addChild(harness, parent);
    for (const id of [child.id, sister.id]) expect((await calls.setCode(parent, id, code)).status).toBe(200);
    const device = await calls.addDevice(parent);
    const otherDevice = await calls.addDevice(parent, 'Phone');

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      statuses.push((await calls.login(device.deviceToken, child.id, wrongCode)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);

    const locked = await calls.login(device.deviceToken, child.id, code);
    expect({ status: locked.status, message: locked.body.message }).toEqual({
      status: 429,
      message: pictureLoginLockedMessage,
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // Only that child, only on that device.
    expect((await calls.login(device.deviceToken, sister.id, code)).status).toBe(200);
    expect((await calls.login(otherDevice.deviceToken, child.id, code)).status).toBe(200);
  });

  it('when the right code comes after a few wrong ones, then the count starts again', async () => {
    const parent = await registerParent(harness);
    const child = await addChild(harness, parent);
    expect((await calls.setCode(parent, child.id, code)).status).toBe(200);
    const device = await calls.addDevice(parent);

    for (let attempt = 0; attempt < 4; attempt += 1)
      expect((await calls.login(device.deviceToken, child.id, wrongCode)).status).toBe(400);
    expect((await calls.login(device.deviceToken, child.id, code)).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect((await calls.login(device.deviceToken, child.id, wrongCode)).status).toBe(400);
    expect((await calls.login(device.deviceToken, child.id, code)).status).toBe(200);
  });
});
