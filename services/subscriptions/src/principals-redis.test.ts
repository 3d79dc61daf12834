import { randomUUID } from 'node:crypto';
import { serviceDatabases } from '@young-minds/db/testing';
import { type PrincipalCache, createPrincipalCache } from '@young-minds/service-kit';
import {
  type ServiceHarness,
  type TestSession,
  bearer,
  createAdmin,
  createFamily,
  startServiceHarness,
} from '@young-minds/service-kit/src/testing/harness';
import { redisUrlEnv } from '@young-minds/service-kit/src/testing/redis';
import { buildSubscriptionsApp } from './app';

// With Redis (jest's globalSetup found it; CI requires it): the content service keeps a child's "subscribed today"
// with its session (2 s, in every content process). A plan switched off here must reach those caches through Redis,
// as index.ts wires this app, or another process would let the child in for up to two seconds more.
const redisUrl = process.env[redisUrlEnv];
for (const url of redisUrl ? [redisUrl] : []) {
  describe.each(serviceDatabases())(
    'a plan switched off, told to the other processes (Redis), on $name',
    ({ name }) => {
      const channel = `ym-test:${randomUUID()}`;
      let harness: ServiceHarness;
      let admin: TestSession;
      let announcer: PrincipalCache;
      let contentCache: PrincipalCache;
      let heard: (userIds: readonly number[]) => void = () => undefined;
      beforeAll(async () => {
        announcer = createPrincipalCache({ redisUrl: url, channel });
        contentCache = createPrincipalCache({ redisUrl: url, channel, onRemoteChange: (userIds) => heard(userIds) });
        harness = await startServiceHarness(name, ({ db, tokens, now }) =>
          buildSubscriptionsApp({ db, tokens, now, principalCache: announcer }),
        );
        admin = await createAdmin(harness);
        expect(await announcer.ready(5000)).toBe(true);
        expect(await contentCache.ready(5000)).toBe(true);
      });
      afterAll(async () => {
        await contentCache.close();
        await announcer.close();
        await harness.close();
      });

      const heardNext = () =>
        new Promise<readonly number[]>((resolve) => {
          heard = resolve;
        });

      it("when an admin switches a family's plan off, then the parent and the children are announced", async () => {
        const family = await createFamily(harness);
        const message = heardNext();
        const response = await harness.api().delete(`/api/subscriptions/${family.subscriptionId}`).set(bearer(admin));
        expect(response.status).toBe(200);
        expect([...(await message)].sort((a, b) => a - b)).toEqual([family.parent.id, family.child.id]);
      });

      it("when an admin edits a family's plan, then the family is announced too", async () => {
        const family = await createFamily(harness);
        const message = heardNext();
        const response = await harness
          .api()
          .put(`/api/subscriptions/${family.subscriptionId}`)
          .set(bearer(admin))
          .send({ is_active: 0 });
        expect(response.status).toBe(200);
        expect([...(await message)].sort((a, b) => a - b)).toEqual([family.parent.id, family.child.id]);
      });
    },
  );
}
