import { serviceDatabases } from '@young-minds/db/testing';
import { bearer } from '@young-minds/service-kit/src/testing/harness';
import { type AuthHarness, addChild, registerParent, startAuth } from '../test-support';

describe.each(serviceDatabases())("a child's weekly note switch on $name", ({ name }) => {
  let harness: AuthHarness;
  beforeAll(async () => {
    harness = await startAuth(name);
  });
  afterAll(() => harness.close());

  it('when a child is added, then the weekly note is off; the parent turns it on and off with the child update', async () => {
    const parent = await registerParent(harness);
    const child = await addChild(harness, parent, 'Yusuf');
    const read = () => harness.api().get(`/api/parent/children/${child.id}`).set(bearer(parent));
    expect((await read()).body.weekly_digest).toBe(false);

    const on = await harness
      .api()
      .put(`/api/parent/children/${child.id}`)
      .set(bearer(parent))
      .send({ weekly_digest: true });
    expect(on.status).toBe(200);
    expect(on.body.weekly_digest).toBe(true);
    expect((await read()).body.weekly_digest).toBe(true);
    expect((await harness.db.models.User.findByPk(child.id))?.weeklyDigest).toBe(true);

    // Another edit leaves it alone.
    await harness.api().put(`/api/parent/children/${child.id}`).set(bearer(parent)).send({ weekly_goal_minutes: 90 });
    expect((await read()).body.weekly_digest).toBe(true);

    await harness.api().put(`/api/parent/children/${child.id}`).set(bearer(parent)).send({ weekly_digest: false });
    expect((await read()).body.weekly_digest).toBe(false);
  });

  it('when the value is not a boolean or the child is another family’s, then nothing changes', async () => {
    const parent = await registerParent(harness);
    const child = await addChild(harness, parent, 'Maryam');
    const bad = await harness
      .api()
      .put(`/api/parent/children/${child.id}`)
      .set(bearer(parent))
      .send({ weekly_digest: 'yes' });
    expect({ status: bad.status, message: bad.body.message }).toEqual({
      status: 400,
      message: 'weekly_digest must be true or false.',
    });
    const stranger = await registerParent(harness);
    const foreign = await harness
      .api()
      .put(`/api/parent/children/${child.id}`)
      .set(bearer(stranger))
      .send({ weekly_digest: true });
    expect(foreign.status).toBe(403);
    expect((await harness.db.models.User.findByPk(child.id))?.weeklyDigest).toBe(false);
  });
});
