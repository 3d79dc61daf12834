import { rateLimitsFromEnv } from '../app';
import { serviceDatabases } from '@young-minds/db/testing';
import { setupCodeRequiredMessage, setupCodeWrongMessage } from '@young-minds/contracts';
import type { RateLimitStore } from '@young-minds/service-kit';
import { rateLimitStoresUnderTest, testRateLimitStore } from '@young-minds/service-kit/src/testing/redis';
import { bearer, from } from '@young-minds/service-kit/src/testing/harness';
import { type AuthHarness, adminEmail, loginAdmin, registerParent, startAuth } from '../test-support';

describe.each(serviceDatabases())('sessions on $name', ({ name }) => {
  let harness: AuthHarness;
  beforeAll(async () => {
    harness = await startAuth(name, { now: () => new Date('2026-08-31T10:00:00Z') });
  });
  afterAll(() => harness.close());

  const countUsers = async () => (await harness.db.repos.users.listParents({ page: 1, pageSize: 100 })).total;

  describe('register', () => {
    it('when the form is complete, then a parent is created and logged in, with no subscription and nothing charged', async () => {
      const response = await harness.api().post('/api/auth/register').send({
        name: 'Maryam Khan',
        phone: '+44 20 7946 0000',
        email: 'Maryam@Example.test',
        password: 'secret12',
        plan: 'Pro',
      });
      expect(response.status).toBe(201);
      expect(response.body.user).toEqual({
        id: expect.any(Number),
        name: 'Maryam Khan',
        email: 'maryam@example.test',
        role: 'parent',
        avatar: null,
        username: null,
        preferences: { locale: null, digits: null },
        // Until the parent follows the link in the confirmation email written with the account.
        emailVerified: false,
      });
      expect(response.body.token).toEqual(expect.any(String));
      // Registration buys nothing: the plan is bought at the parent area's checkout, for a total the parent saw.
      expect(response.body.subscription).toBeUndefined();
      expect(await harness.db.models.Subscription.count({ where: { parentId: response.body.user.id } })).toBe(0);
      expect(JSON.stringify(response.body)).not.toMatch(/hash|argon/i);

      const me = await harness.api().get('/api/auth/me').set('Authorization', `Bearer ${response.body.token}`);
      expect(me.status).toBe(200);
      expect(me.body.user.email).toBe('maryam@example.test');
    });

    it('when the email is already registered (in any casing), then 409 and nothing is written', async () => {
      await registerParent(harness, { email: 'taken@example.test' });
      const before = await countUsers();
      const response = await harness
        .api()
        .post('/api/auth/register')
        .send({ name: 'Someone', phone: '555', email: 'TAKEN@example.test', password: 'secret12' });
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ message: 'An account with this email already exists.' });
      expect(await countUsers()).toBe(before);
    });

    it.each([
      ['no name', { phone: '555', email: 'a@example.test', password: 'secret12' }, 'name'],
      ['no phone', { name: 'A', email: 'a@example.test', password: 'secret12' }, 'phone'],
      ['a bad email', { name: 'A', phone: '555', email: 'not-an-email', password: 'secret12' }, 'email'],
      ['a short password', { name: 'A', phone: '555', email: 'a@example.test', password: '123' }, 'password'],
      ['a number for a name', { name: 42, phone: '555', email: 'a@example.test', password: 'secret12' }, 'name'],
    ])('when the form has %s, then 400 names the field and nothing is written', async (_case, body, field) => {
      const before = await countUsers();
      const response = await harness.api().post('/api/auth/register').send(body);
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual(response.body.error);
      expect(Object.keys(response.body.fields)).toContain(field);
      expect(await countUsers()).toBe(before);
    });

    it('when the body is malformed JSON, then 400 and nothing is written', async () => {
      const before = await countUsers();
      const response = await harness
        .api()
        .post('/api/auth/register')
        .set('Content-Type', 'application/json')
        .send('{"name": "A",');
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Request body is not valid JSON.');
      expect(await countUsers()).toBe(before);
    });

    it('when the body is larger than the limit, then 413 and nothing is written', async () => {
      const before = await countUsers();
      const response = await harness
        .api()
        .post('/api/auth/register')
        .send({ name: 'A'.repeat(200_000), phone: '555', email: 'big@example.test', password: 'secret12' });
      expect(response.status).toBe(413);
      expect(response.body.message).toBe('Request body is too large.');
      expect(await countUsers()).toBe(before);
    });

    it('when the body is not JSON, then 415', async () => {
      const response = await harness.api().post('/api/auth/register').set('Content-Type', 'text/plain').send('name=A');
      expect(response.status).toBe(415);
    });
  });

  describe('login', () => {
    it('when the password is right, then the token and the user come back', async () => {
      const parent = await registerParent(harness);
      const response = await harness
        .api()
        .post('/api/auth/login')
        .send({ email: parent.email.toUpperCase(), password: parent.password });
      expect(response.status).toBe(200);
      expect(response.body.user).toMatchObject({ id: parent.id, role: 'parent', email: parent.email });
    });

    it('when the password is wrong or the account unknown, then the same 401 text', async () => {
      const parent = await registerParent(harness);
      const wrong = await harness.api().post('/api/auth/login').send({ email: parent.email, password: 'nope-nope' });
      const unknown = await harness
        .api()
        .post('/api/auth/login')
        .send({ email: 'nobody@example.test', password: 'nope-nope' });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body.message).toBe('Invalid email or password.');
      expect(unknown.body.message).toBe(wrong.body.message);
    });

    it('when a field is missing, then 400', async () => {
      const response = await harness.api().post('/api/auth/login').send({ email: 'a@example.test' });
      expect(response.status).toBe(400);
      expect(response.body.fields).toHaveProperty('password');
    });
  });

  describe('the admin password', () => {
    it('when the admin has none, then check says so, a short one is refused, the first one is set with the setup code, and a second is refused', async () => {
      const code = (await harness.setupCode.read())!;
      const check = await harness.api().post('/api/auth/check-password-set').send({ email: adminEmail });
      expect(check.body).toEqual({ passwordSet: false });

      const noLogin = await harness.api().post('/api/auth/login').send({ email: adminEmail, password: 'anything' });
      expect(noLogin.status).toBe(401);

      const short = await harness
        .api()
        .post('/api/auth/set-password')
        .send({ email: adminEmail, password: '12345', setupCode: code });
      expect(short.status).toBe(400);
      expect(short.body.message).toBe('Password must be at least 6 characters.');

      // Typed by a person: any case, spaces around.
      const typed = ` ${code.toLowerCase()} `;
      const set = await harness
        .api()
        .post('/api/auth/set-password')
        .send({ email: adminEmail, password: '123456', setupCode: typed });
      expect(set.status).toBe(200);
      expect(await harness.setupCode.read()).toBeNull(); // consumed
      expect((await harness.api().post('/api/auth/check-password-set').send({ email: adminEmail })).body).toEqual({
        passwordSet: true,
      });

      const again = await harness
        .api()
        .post('/api/auth/set-password')
        .send({ email: adminEmail, password: 'taking-over', setupCode: code });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('Password already set. Please login.');

      const login = await harness.api().post('/api/auth/login').send({ email: adminEmail, password: '123456' });
      expect(login.status).toBe(200);
      expect(login.body.user.role).toBe('admin');
    });
  });

  describe('logout and password change', () => {
    it('when a parent logs out, then the old token is refused', async () => {
      const parent = await registerParent(harness);
      expect((await harness.api().post('/api/auth/logout').set(bearer(parent))).status).toBe(200);
      const me = await harness.api().get('/api/auth/me').set(bearer(parent));
      expect(me.status).toBe(401);
      expect(me.body.message).toBe('Your session is no longer valid. Please log in again.');
    });

    it('when an Arabic page logs out, then the answer says so in Arabic; an English page gets the English', async () => {
      const parent = await registerParent(harness);
      const arabic = await harness.api().post('/api/auth/logout').set(bearer(parent)).set('Accept-Language', 'ar');
      expect(arabic.body).toEqual({ message: 'تم تسجيل الخروج.' });
      expect(arabic.headers['content-language']).toBe('ar');
      const again = await registerParent(harness);
      const english = await harness.api().post('/api/auth/logout').set(bearer(again)).set('Accept-Language', 'en');
      expect(english.text).toBe(JSON.stringify({ message: 'Logged out.' }));
    });

    it('when a parent changes the password, then old tokens and the old password stop working and the new ones work', async () => {
      const parent = await registerParent(harness);
      const otherDevice = await harness
        .api()
        .post('/api/auth/login')
        .send({ email: parent.email, password: parent.password });
      const changed = await harness
        .api()
        .post('/api/auth/change-password')
        .set(bearer(parent))
        .send({ currentPassword: parent.password, newPassword: 'a-new-password' });
      expect(changed.status).toBe(200);

      expect((await harness.api().get('/api/auth/me').set(bearer(parent))).status).toBe(401);
      expect(
        (await harness.api().get('/api/auth/me').set('Authorization', `Bearer ${otherDevice.body.token}`)).status,
      ).toBe(401);
      expect(
        (await harness.api().get('/api/auth/me').set('Authorization', `Bearer ${changed.body.token}`)).status,
      ).toBe(200);
      expect(
        (await harness.api().post('/api/auth/login').send({ email: parent.email, password: parent.password })).status,
      ).toBe(401);
      expect(
        (await harness.api().post('/api/auth/login').send({ email: parent.email, password: 'a-new-password' })).status,
      ).toBe(200);
    });

    it('when the current password is wrong, then 400 and the password stays', async () => {
      const parent = await registerParent(harness);
      const response = await harness
        .api()
        .post('/api/auth/change-password')
        .set(bearer(parent))
        .send({ currentPassword: 'wrong-one', newPassword: 'a-new-password' });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Current password is incorrect.');
      expect((await harness.api().get('/api/auth/me').set(bearer(parent))).status).toBe(200);
    });
  });

  describe('the admin profile', () => {
    it('when the admin saves a name and email, then they are stored; a new password revokes the old token', async () => {
      const admin = await loginAdmin(harness);
      const profile = await harness.api().get('/api/admin/profile').set(bearer(admin));
      expect(profile.body).toEqual({ id: admin.id, name: 'Administrator', email: adminEmail });

      const renamed = await harness
        .api()
        .put('/api/admin/profile')
        .set(bearer(admin))
        .send({ name: 'Head Teacher', email: adminEmail });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toEqual({ id: admin.id, name: 'Head Teacher', email: adminEmail });
      expect((await harness.api().get('/api/admin/profile').set(bearer(admin))).body.name).toBe('Head Teacher');

      const withPassword = await harness
        .api()
        .put('/api/admin/profile')
        .set(bearer(admin))
        .send({ name: 'Head Teacher', email: adminEmail, password: 'rotated-password' });
      expect(withPassword.status).toBe(200);
      expect((await harness.api().get('/api/admin/profile').set(bearer(admin))).status).toBe(401);
      expect(
        (await harness.api().get('/api/admin/profile').set('Authorization', `Bearer ${withPassword.body.token}`))
          .status,
      ).toBe(200);
    });

    it("when the admin takes a parent's email, then 409", async () => {
      const parent = await registerParent(harness);
      const admin = await loginAdmin(harness);
      const response = await harness
        .api()
        .put('/api/admin/profile')
        .set(bearer(admin))
        .send({ name: 'Admin', email: parent.email });
      expect(response.status).toBe(409);
    });
  });
});

describe('the setup code (first start: whoever reaches /set-password first must not become admin)', () => {
  let harness: AuthHarness;
  beforeEach(async () => {
    harness = await startAuth('sqlite');
  });
  afterEach(() => harness.close());

  const adminHasPassword = async () => (await harness.db.repos.users.findByEmail(adminEmail))?.passwordHash !== null;

  it('when the setup code is missing, then 403 with a clear message, and nothing changes', async () => {
    const response = await harness
      .api()
      .post('/api/auth/set-password')
      .send({ email: adminEmail, password: 'taking-over' });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(setupCodeRequiredMessage);
    expect(await adminHasPassword()).toBe(false);
    expect(await harness.setupCode.read()).not.toBeNull();
  });

  it('when the setup code is wrong, then 403 with a clear message, and nothing changes', async () => {
    const response = await harness
      .api()
      .post('/api/auth/set-password')
      .send({ email: adminEmail, password: 'taking-over', setupCode: 'AAAA-BBBB-CCCC-DDDD' });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(setupCodeWrongMessage);
    expect(await adminHasPassword()).toBe(false);
  });

  it('when the email is a parent or nobody, then set-password refuses even with the code, and changes nothing', async () => {
    const setupCode = await harness.setupCode.read();
    const parent = await registerParent(harness);
    for (const email of [parent.email, 'nobody@example.test']) {
      const response = await harness
        .api()
        .post('/api/auth/set-password')
        .send({ email, password: 'hijacked', setupCode });
      expect(response.status).toBe(403);
    }
    expect(
      (await harness.api().post('/api/auth/login').send({ email: parent.email, password: parent.password })).status,
    ).toBe(200);
    expect(await adminHasPassword()).toBe(false);
    expect(await harness.setupCode.read()).toBe(setupCode);
  });

  it('when one address keeps guessing codes, then it gets 429', async () => {
    await harness.close();
    harness = await startAuth('sqlite', { limits: { accountSetupPerIp: 3 } });
    const guess = () =>
      harness
        .api()
        .post('/api/auth/set-password')
        .set(from('198.51.100.9'))
        .send({ email: adminEmail, password: 'guessing', setupCode: 'WRONG' });
    expect([(await guess()).status, (await guess()).status, (await guess()).status]).toEqual([403, 403, 403]);
    const blocked = await guess();
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('when the operator sets ACCOUNT_SETUP_LIMIT, then that many new accounts per address pass; a bad value stops the start', async () => {
    expect(rateLimitsFromEnv({})).toEqual({});
    expect(rateLimitsFromEnv({ ACCOUNT_SETUP_LIMIT: ' 2 ' })).toEqual({ accountSetupPerIp: 2 });
    for (const bad of ['0', '-3', '2.5', 'many'])
      expect(() => rateLimitsFromEnv({ ACCOUNT_SETUP_LIMIT: bad })).toThrow(
        /ACCOUNT_SETUP_LIMIT must be a whole number/,
      );
    await harness.close();
    harness = await startAuth('sqlite', { limits: rateLimitsFromEnv({ ACCOUNT_SETUP_LIMIT: '2' }) });
    const register = (n: number) =>
      harness
        .api()
        .post('/api/auth/register')
        .set(from('198.51.100.10'))
        .send({
          name: 'Limit Family',
          phone: '+1 555 0100',
          email: `limit-${n}@example.com`,
          password: 'secret-pass-1',
        });
    expect([(await register(1)).status, (await register(2)).status, (await register(3)).status]).toEqual([
      201, 201, 429,
    ]);
  });
});

describe('no account enumeration', () => {
  let harness: AuthHarness;
  beforeAll(async () => {
    harness = await startAuth('sqlite');
  });
  afterAll(() => harness.close());

  it('when check-password-set is asked about the admin, a parent or nobody, then the answer is the same', async () => {
    const parent = await registerParent(harness);
    const answers = [];
    for (const email of [adminEmail, parent.email, 'nobody@example.test']) {
      const response = await harness.api().post('/api/auth/check-password-set').send({ email });
      answers.push([response.status, response.body]);
    }
    expect(answers).toEqual([
      [200, { passwordSet: false }],
      [200, { passwordSet: false }],
      [200, { passwordSet: false }],
    ]);
  });

  it('when the admin without a password tries to log in, then it gets the generic 401 text, no hint', async () => {
    const admin = await harness.api().post('/api/auth/login').send({ email: adminEmail, password: 'anything' });
    const nobody = await harness
      .api()
      .post('/api/auth/login')
      .send({ email: 'nobody@example.test', password: 'anything' });
    expect(admin.status).toBe(401);
    expect(admin.body).toEqual(nobody.body);
    expect(admin.body.message).toBe('Invalid email or password.');
  });
});

describe.each(rateLimitStoresUnderTest())(
  'login limits with counters in %s (a guesser locks out its own address; the account budget: login-budget.test.ts)',
  (kind) => {
    let harness: AuthHarness;
    let store: RateLimitStore;
    beforeEach(async () => {
      store = await testRateLimitStore(kind);
      harness = await startAuth('sqlite', { limits: { loginPerAccountIp: 3, loginPerIp: 5 }, rateLimitStore: store });
    });
    afterEach(async () => {
      await harness.close();
      await store.close();
    });

    const login = (address: string, email: string, password: string) =>
      harness.api().post('/api/auth/login').set(from(address)).send({ email, password });

    it('when one address fails too often on an account, then that address gets 429 with Retry-After, even with the right password', async () => {
      const parent = await registerParent(harness);
      for (let attempt = 0; attempt < 3; attempt += 1)
        expect((await login('203.0.113.1', parent.email, 'wrong-wrong')).status).toBe(401);
      const blocked = await login('203.0.113.1', parent.email, parent.password);
      expect(blocked.status).toBe(429);
      expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
      expect(blocked.body.message).toBe('Too many attempts. Please try again later.');
    });

    it("when others hammer an account from many addresses, then the owner's right password from another address still logs in", async () => {
      const parent = await registerParent(harness);
      for (let address = 1; address <= 6; address += 1) {
        for (let attempt = 0; attempt < 3; attempt += 1) {
          expect((await login(`203.0.113.${address}`, parent.email, 'wrong-wrong')).status).toBe(401);
        }
      }
      const owner = await login('198.51.100.20', parent.email, parent.password);
      expect(owner.status).toBe(200);
      // 18 failures (under the account's budget of 25) slowed each attempt down, capped: the owner waited at most 1.5 s.
      expect(Math.max(...harness.delays)).toBe(1500);
    });

    it('when one address fails on many accounts, then it gets 429 as an address, and others are not affected', async () => {
      const parent = await registerParent(harness);
      for (let account = 0; account < 5; account += 1) {
        expect((await login('203.0.113.50', `nobody${account}@example.test`, 'wrong-wrong')).status).toBe(401);
      }
      expect((await login('203.0.113.50', parent.email, parent.password)).status).toBe(429);
      expect((await login('198.51.100.21', parent.email, parent.password)).status).toBe(200);
    });

    it('when an address logs in successfully, then its attempts are given back (a family sharing one address is not locked out)', async () => {
      const parent = await registerParent(harness);
      for (let attempt = 0; attempt < 10; attempt += 1)
        expect((await login('203.0.113.60', parent.email, parent.password)).status).toBe(200);
    });
  },
);
