import { unknownTimeZoneMessage, weekStartDayMessage } from '@young-minds/contracts';
import { serviceDatabases } from '@young-minds/db/testing';
import { bearer } from '@young-minds/service-kit/src/testing/harness';
import { hashPassword } from '../passwords';
import { type AuthHarness, type LoggedIn, registerParent, startAuth } from '../test-support';

describe.each(serviceDatabases())("the family's clock on $name", ({ name }) => {
  let harness: AuthHarness;
  beforeAll(async () => {
    harness = await startAuth(name);
  });
  afterAll(() => harness.close());

  let children = 0;
  /** A child straight in the database, logged in through the API (the add-child call has its own tests). */
  async function addChild(parent: LoggedIn): Promise<LoggedIn> {
    children += 1;
    const username = `clock-kid-${children}-${Date.now() % 100_000}`;
    const password = 'child-password';
    const created = await harness.db.repos.users.createChildWithinLimit(
      { parentId: parent.id, name: 'Amina', age: 8, username, passwordHash: await hashPassword(password) },
      5,
    );
    if (!created.ok) throw new Error(`child not created: ${created.reason}`);
    const session = await harness.api().post('/api/auth/login').send({ email: username, password });
    if (session.status !== 200) throw new Error(`child login failed: ${session.status}`);
    return { id: created.child.id, token: session.body.token, email: username, password };
  }

  const getClock = (user: LoggedIn) => harness.api().get('/api/family/settings').set(bearer(user));
  const putClock = (user: LoggedIn, body: object) =>
    harness.api().put('/api/family/settings').set(bearer(user)).send(body);

  it('when nothing was chosen, then the family is on UTC with weeks from Monday', async () => {
    const parent = await registerParent(harness);
    const answer = await getClock(parent);
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 200,
      body: { timeZone: 'UTC', weekStartsOn: 'monday' },
    });
  });

  it("when the parent sets a zone and a first day, then they and their child read it, by the zone's canonical name", async () => {
    const parent = await registerParent(harness);
    const child = await addChild(parent);

    const set = await putClock(parent, { timeZone: 'asia/jakarta', weekStartsOn: 'saturday' });

    expect({ status: set.status, body: set.body }).toEqual({
      status: 200,
      body: { timeZone: 'Asia/Jakarta', weekStartsOn: 'saturday' },
    });
    expect((await getClock(parent)).body).toEqual({ timeZone: 'Asia/Jakarta', weekStartsOn: 'saturday' });
    const asChild = await getClock(child);
    expect({ status: asChild.status, body: asChild.body }).toEqual({
      status: 200,
      body: { timeZone: 'Asia/Jakarta', weekStartsOn: 'saturday' },
    });
  });

  it('when the zone is unknown or the first day is not offered, then it is 400 with the reason and nothing changes', async () => {
    const parent = await registerParent(harness);
    expect((await putClock(parent, { timeZone: 'America/Chicago', weekStartsOn: 'sunday' })).status).toBe(200);

    const unknown = await putClock(parent, { timeZone: 'Mars/Olympus_Mons', weekStartsOn: 'monday' });
    expect({ status: unknown.status, message: unknown.body.message }).toEqual({
      status: 400,
      message: unknownTimeZoneMessage,
    });
    const badDay = await putClock(parent, { timeZone: 'UTC', weekStartsOn: 'friday' });
    expect({ status: badDay.status, message: badDay.body.message }).toEqual({
      status: 400,
      message: weekStartDayMessage,
    });
    expect((await getClock(parent)).body).toEqual({ timeZone: 'America/Chicago', weekStartsOn: 'sunday' });
  });

  it('when a child or a stranger tries to set it, then it is refused', async () => {
    const parent = await registerParent(harness);
    const child = await addChild(parent);
    expect((await putClock(child, { timeZone: 'UTC', weekStartsOn: 'sunday' })).status).toBe(403);
    expect((await harness.api().get('/api/family/settings')).status).toBe(401);
    expect((await getClock(parent)).body).toEqual({ timeZone: 'UTC', weekStartsOn: 'monday' });
  });

  it('when a parent registers from a browser in a known zone, then the family starts on it; an unknown one is ignored', async () => {
    const register = (email: string, timeZone: string) =>
      harness
        .api()
        .post('/api/auth/register')
        .send({ name: 'Layla', phone: '+1 555 0100', email, password: 'parent-password', timeZone });
    const known = await register(`riyadh-${Date.now()}@example.test`, 'Asia/Riyadh');
    expect(known.status).toBe(201);
    expect((await getClock({ ...known.body, id: known.body.user.id })).body).toEqual({
      timeZone: 'Asia/Riyadh',
      weekStartsOn: 'monday',
    });
    const unknown = await register(`nowhere-${Date.now()}@example.test`, 'Nowhere/Atlantis');
    expect(unknown.status).toBe(201);
    expect((await getClock({ ...unknown.body, id: unknown.body.user.id })).body).toEqual({
      timeZone: 'UTC',
      weekStartsOn: 'monday',
    });
  });
});
