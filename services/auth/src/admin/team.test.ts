import { adminTeamMessages } from '@young-minds/contracts';
import { serviceDatabases } from '@young-minds/db/testing';
import { bearer } from '@young-minds/service-kit/src/testing/harness';
import { type AuthHarness, type LoggedIn, loginAdmin, startAuth, testAppUrl } from '../test-support';

describe.each(serviceDatabases())('Admin → Team on $name', ({ name }) => {
  let harness: AuthHarness;
  let admin: LoggedIn;

  beforeAll(async () => {
    harness = await startAuth(name);
    admin = await loginAdmin(harness);
  });
  afterAll(() => harness.close());

  const api = () => harness.api();
  const team = async (session: { token: string }) =>
    (await api().get('/api/admin/admins').set(bearer(session))).body as {
      id: number;
      name: string;
      reviewer: boolean;
      invited: boolean;
      isYou: boolean;
    }[];

  it('when an admin invites another, then an email links to /accept-invite and the token sets their password once', async () => {
    const email = `scholar-${name}@example.test`;
    const invited = await api()
      .post('/api/admin/admins')
      .set(bearer(admin))
      .send({ name: 'Shaykh Ibrahim', email, reviewer: true });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      message: adminTeamMessages.invited,
      admin: { name: 'Shaykh Ibrahim', email, reviewer: true, invited: true, isYou: false },
      setupToken: expect.any(String),
    });
    const [sent] = (await harness.db.repos.emailOutbox.listTo(email)).filter((one) => one.kind === 'admin-invite');
    expect(sent?.textBody).toContain(`${testAppUrl}/accept-invite?token=${invited.body.setupToken}`);
    expect((await api().post('/api/admin/admins').set(bearer(admin)).send({ name: 'Again', email })).status).toBe(409);

    const accept = (token: string) => api().post('/api/auth/accept-invite').send({ token, password: 'Scholar-pass-1' });
    expect((await accept('not-a-token')).body.message).toBe(adminTeamMessages.badInvite);
    expect((await accept(invited.body.setupToken)).body.message).toBe(adminTeamMessages.accepted);
    expect((await accept(invited.body.setupToken)).status).toBe(400);
    const login = await api().post('/api/auth/login').send({ email, password: 'Scholar-pass-1' });
    expect(login.status).toBe(200);

    const listed = await team(admin);
    expect(listed.find((one) => one.id === admin.id)).toMatchObject({ isYou: true, reviewer: true });
    expect(listed.find((one) => one.id === invited.body.admin.id)).toMatchObject({ invited: false, reviewer: true });

    const updated = await api()
      .patch(`/api/admin/admins/${invited.body.admin.id}`)
      .set(bearer(admin))
      .send({ reviewer: false });
    expect(updated.body).toMatchObject({ reviewer: false });

    // Never yourself; the other admin goes, with their sessions.
    const self = await api().delete(`/api/admin/admins/${admin.id}`).set(bearer(admin));
    expect({ status: self.status, message: self.body.message }).toEqual({
      status: 409,
      message: adminTeamMessages.notYourself,
    });
    const session = { token: login.body.token as string };
    const removed = await api().delete(`/api/admin/admins/${invited.body.admin.id}`).set(bearer(admin));
    expect(removed.body).toEqual({ message: adminTeamMessages.removed });
    expect((await api().get('/api/auth/me').set(bearer(session))).status).toBe(401);
  });
});
