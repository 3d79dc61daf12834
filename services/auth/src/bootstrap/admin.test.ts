import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type TestDatabase, createTestDatabase, serviceDatabases } from '@young-minds/db/testing';
import { verifyPassword } from '../passwords';
import { adminSettingsFromEnv, bootstrapAdmin } from './admin';
import { type SetupCodeFile, setupCodeFile } from './setup-code';

describe.each(serviceDatabases())('the admin bootstrap on $name', ({ name }) => {
  let testDb: TestDatabase;
  let dataDir: string;
  let setupCode: SetupCodeFile;
  beforeEach(async () => {
    testDb = await createTestDatabase(name);
    dataDir = await mkdtemp(join(tmpdir(), 'ym-bootstrap-'));
    setupCode = setupCodeFile(dataDir);
  });
  afterEach(async () => {
    await testDb.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const admins = async () =>
    (await testDb.db.models.User.findAll({ where: { role: 'admin' }, raw: true })) as unknown as {
      email: string;
      passwordHash: string | null;
    }[];
  const start = (env: NodeJS.ProcessEnv = { ADMIN_EMAIL: 'admin@youngminds.local' }) =>
    bootstrapAdmin({ db: testDb.db, setupCode, ...adminSettingsFromEnv(env) });

  it('when it first starts, then one admin is created without a password, and a setup code is written owner-only', async () => {
    const result = await start();
    expect(result).toMatchObject({
      created: true,
      state: 'awaiting-setup-code',
      admin: { email: 'admin@youngminds.local', passwordHash: null },
    });
    const code = await setupCode.read();
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);
    expect((await stat(setupCode.path)).mode & 0o777).toBe(0o600);
    expect((await stat(join(dataDir, 'secrets'))).mode & 0o777).toBe(0o700);
  });

  it('when it starts again while the admin still has no password, then the same code stays; a deleted one is made anew', async () => {
    await start();
    const code = await setupCode.read();
    expect((await start()).created).toBe(false);
    expect(await setupCode.read()).toBe(code);
    await setupCode.remove();
    await start();
    const fresh = await setupCode.read();
    expect(fresh).not.toBeNull();
    expect(fresh).not.toBe(code);
    expect(await admins()).toHaveLength(1);
  });

  it('when the admin changed their email, then the next start creates no second admin (finding 1)', async () => {
    const { admin } = await start();
    await testDb.db.repos.users.setFirstPassword(admin.id, 'a-hash');
    await testDb.db.repos.users.update(admin.id, { email: 'head@school.test' });

    const again = await start();
    expect(again).toMatchObject({
      created: false,
      state: 'password-set',
      admin: { id: admin.id, email: 'head@school.test' },
    });
    expect(await admins()).toEqual([expect.objectContaining({ email: 'head@school.test', passwordHash: 'a-hash' })]);
    expect(await testDb.db.repos.users.findByEmail('admin@youngminds.local')).toBeNull();
    expect(await setupCode.read()).toBeNull();
  });

  it('when ADMIN_EMAIL changes after the admin exists, then no second admin is created either', async () => {
    await start();
    await start({ ADMIN_EMAIL: 'other@youngminds.local' });
    expect((await admins()).map((admin) => admin.email)).toEqual(['admin@youngminds.local']);
  });

  it('when ADMIN_PASSWORD is set, then the first password is set unattended and no code file is written', async () => {
    const result = await start({ ADMIN_PASSWORD: 'from-the-env' });
    expect(result.state).toBe('password-from-env');
    expect(await verifyPassword(result.admin.passwordHash, 'from-the-env')).toBe(true);
    expect(await setupCode.read()).toBeNull();
  });

  it('when ADMIN_PASSWORD is set after the admin has a password, then it changes nothing', async () => {
    const first = await start({ ADMIN_PASSWORD: 'first-password' });
    const second = await start({ ADMIN_PASSWORD: 'second-password' });
    expect(second.state).toBe('password-set');
    expect(second.admin.passwordHash).toBe(first.admin.passwordHash);
  });

  it('when the password is set later, then the next start removes a leftover code file', async () => {
    const { admin } = await start();
    await testDb.db.repos.users.setFirstPassword(admin.id, 'a-hash');
    expect(await setupCode.read()).not.toBeNull();
    await start();
    expect(await setupCode.read()).toBeNull();
  });

  it('when ADMIN_EMAIL belongs to a parent and there is no admin, then the start fails with a clear message', async () => {
    await testDb.db.repos.families.register(
      { name: 'P', email: 'admin@youngminds.local', phone: '+1 555 0100', passwordHash: 'h' },
      { planName: 'Pro', price: 19.99, startDate: '2025-01-01', endDate: '2099-12-31' },
    );
    await expect(start()).rejects.toThrow('ADMIN_EMAIL (admin@youngminds.local) belongs to a parent account');
  });
});

describe('admin settings from the environment', () => {
  it('when ADMIN_PASSWORD is shorter than 6 characters, then the start is refused', () => {
    expect(() => adminSettingsFromEnv({ ADMIN_PASSWORD: '12345' })).toThrow(
      'ADMIN_PASSWORD must be at least 6 characters.',
    );
  });

  it('when nothing is set, then the default email and no password', () => {
    expect(adminSettingsFromEnv({})).toEqual({ adminEmail: 'admin@youngminds.local', adminPassword: undefined });
    expect(adminSettingsFromEnv({ ADMIN_EMAIL: ' Boss@School.test ' }).adminEmail).toBe('boss@school.test');
  });
});
