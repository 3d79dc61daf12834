import { familySubscriptionEndedMessage, parentSubscriptionEndedMessage } from '@young-minds/contracts';
import { type SampleContent, insertSampleContent, serviceDatabases, watchQueries } from '@young-minds/db/testing';
import {
  type ServiceHarness,
  type TestFamily,
  type TestSession,
  bearer,
  createFamily,
} from '@young-minds/service-kit/src/testing/harness';
import { startContent } from '../test-support';

// A child's subscription gate and audience (band, music-free) are kept with its session in the principal cache
// (family-access/session.ts): a parent's change of the child's settings, or a plan switched off, must still reach
// the child's next call at once here, and within the cache's lifetime (2 s) when nobody announced it. Another
// process's announcement through Redis: session-cache.test.ts.

const videoOf = (harness: ServiceHarness, content: SampleContent, child: TestSession) =>
  harness.api().get(`/api/videos/${content.videoId}`).set(bearer(child));

describe.each(serviceDatabases())("a child's subscription and settings kept with the session, on %s", ({ name }) => {
  let harness: ServiceHarness;
  let content: SampleContent;
  let family: TestFamily;
  beforeAll(async () => {
    harness = await startContent(name);
  });
  afterAll(() => harness.close());
  beforeEach(async () => {
    content = await insertSampleContent(harness.db);
    family = await createFamily(harness);
    // Seen once: the child's session, subscription and audience are now kept.
    expect((await videoOf(harness, content, family.child)).status).toBe(200);
  });

  it("when a child calls again, then neither the family's subscription nor the child's row is read again", async () => {
    const watch = watchQueries(harness.db);
    try {
      for (let call = 0; call < 3; call += 1) expect((await videoOf(harness, content, family.child)).status).toBe(200);
    } finally {
      watch.stop();
    }
    expect(watch.statements.filter((sql) => /JOIN subscriptions|FROM `?users`?/i.test(sql))).toEqual([]);
  });

  it('when the parent turns "music-free only" on and off again, then the child sees the change on the next call', async () => {
    // As the auth service writes a parent's edit of a child (users/child-updates.ts).
    await harness.db.repos.users.update(family.child.id, { musicFreeOnly: true });
    expect((await videoOf(harness, content, family.child)).status).toBe(404);
    await harness.db.repos.users.update(family.child.id, { musicFreeOnly: false });
    expect((await videoOf(harness, content, family.child)).status).toBe(200);
  });

  it("when the parent chooses another age band or age, then the child's next call follows it", async () => {
    await harness.db.models.Video.update({ ageBand: '3-5' }, { where: { id: content.videoId } });
    // The 8-year-old's band by age is 6-8: the item is gone for them at once, and back once the parent picks 3-5.
    expect((await videoOf(harness, content, family.child)).status).toBe(404);
    await harness.db.repos.users.update(family.child.id, { ageBand: '3-5' });
    expect((await videoOf(harness, content, family.child)).status).toBe(200);
    await harness.db.repos.users.update(family.child.id, { ageBand: null, age: 4 });
    expect((await videoOf(harness, content, family.child)).status).toBe(200);
    await harness.db.repos.users.update(family.child.id, { age: 10 });
    expect((await videoOf(harness, content, family.child)).status).toBe(404);
  });

  it("when an admin switches the family's plan off, then the child's next call is refused, and a renewal lets it in", async () => {
    expect((await harness.db.repos.subscriptions.cancel(family.subscriptionId)).ok).toBe(true);
    const refused = await videoOf(harness, content, family.child);
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 403,
      message: familySubscriptionEndedMessage,
    });
    // A refusal is never kept: the plan on again lets the child in on its next call.
    await harness.db.repos.subscriptions.update(family.subscriptionId, { isActive: true });
    expect((await videoOf(harness, content, family.child)).status).toBe(200);
  });

  it('when a change is written without a word to this process, then it shows once the kept session expires (2 s)', async () => {
    await harness.db.models.User.update({ musicFreeOnly: true }, { where: { id: family.child.id } });
    await harness.db.models.Subscription.update({ isActive: false }, { where: { id: family.subscriptionId } });
    // Until then the kept session answers: this is the bound a lost message costs.
    expect((await videoOf(harness, content, family.child)).status).toBe(200);
    harness.clock.advance(2001);
    expect((await videoOf(harness, content, family.child)).status).toBe(403);
    await harness.db.models.Subscription.update({ isActive: true }, { where: { id: family.subscriptionId } });
    expect((await videoOf(harness, content, family.child)).status).toBe(404);
  });

  it('when a new day begins, then the subscription is checked again for that day', async () => {
    await harness.db.models.Subscription.update(
      { endDate: harness.clock.now().toISOString().slice(0, 10) },
      { where: { id: family.subscriptionId } },
    );
    expect((await videoOf(harness, content, family.child)).status).toBe(200);
    // The plan covered yesterday: whether the session was kept or read again, today is checked.
    const msToMidnight = 86_400_000 - (harness.clock.now().getTime() % 86_400_000);
    harness.clock.advance(msToMidnight + 1);
    expect((await videoOf(harness, content, family.child)).status).toBe(403);
  });
});

// A parent's lists carry signed media links only while the family's subscription is active (media/links.ts): that
// answer is kept with the parent's session too, so a parent paging through videos does not read it on every call.
describe.each(serviceDatabases())("a parent's subscription kept with the session, on %s", ({ name }) => {
  let harness: ServiceHarness;
  let family: TestFamily;
  const videosOf = (parent: TestSession) => harness.api().get('/api/videos').set(bearer(parent));
  beforeAll(async () => {
    harness = await startContent(name);
    await insertSampleContent(harness.db);
  });
  afterAll(() => harness.close());
  beforeEach(async () => {
    family = await createFamily(harness);
    expect((await videosOf(family.parent)).status).toBe(200);
  });

  it("when a parent lists the videos again, then the family's subscription is not read again", async () => {
    const watch = watchQueries(harness.db);
    try {
      for (let call = 0; call < 3; call += 1) expect((await videosOf(family.parent)).status).toBe(200);
    } finally {
      watch.stop();
    }
    expect(watch.statements.filter((sql) => /subscriptions/i.test(sql))).toEqual([]);
  });

  it("when an admin switches the family's plan off, then the parent's next list gives no links, and a renewal does", async () => {
    expect((await harness.db.repos.subscriptions.cancel(family.subscriptionId)).ok).toBe(true);
    const refused = await videosOf(family.parent);
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 403,
      message: parentSubscriptionEndedMessage,
    });
    await harness.db.repos.subscriptions.update(family.subscriptionId, { isActive: true });
    expect((await videosOf(family.parent)).status).toBe(200);
  });

  it('when a new day begins after the plan ended, then the parent is refused', async () => {
    await harness.db.models.Subscription.update(
      { endDate: harness.clock.now().toISOString().slice(0, 10) },
      { where: { id: family.subscriptionId } },
    );
    expect((await videosOf(family.parent)).status).toBe(200);
    const msToMidnight = 86_400_000 - (harness.clock.now().getTime() % 86_400_000);
    harness.clock.advance(msToMidnight + 1);
    expect((await videosOf(family.parent)).status).toBe(403);
  });
});
