import { randomUUID } from 'node:crypto';
import { accountLoginPausedMessage } from '@young-minds/contracts';
import { type RateLimitStore, redisRateLimitStore } from '@young-minds/service-kit';
import { bearer, from } from '@young-minds/service-kit/src/testing/harness';
import { rateLimitStoresUnderTest, redisUrlEnv, testRateLimitStore } from '@young-minds/service-kit/src/testing/redis';
import { type PasswordCheck, createPasswords, createWorkQueue } from '../passwords';
import { type AuthHarness, registerParent, startAuth } from '../test-support';
import { verify } from '@node-rs/argon2';

/** The real argon2 check, counted: how many guesses the service actually tried. */
function countedCheck() {
  const counter = { checks: 0 };
  const check: PasswordCheck = async (storedHash, password) => {
    counter.checks += 1;
    return verify(storedHash, password).catch(() => false);
  };
  return { counter, check };
}

type Answer = { status: number; body: { message?: string }; headers: Record<string, string> };

/** Statuses counted: e.g. { 401: 25, 429: 35 }. */
function tally(answers: Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

function expectRefusedKindly(answers: Answer[]) {
  for (const answer of answers.filter(({ status }) => status === 429)) {
    expect(answer.body.message).toBe(accountLoginPausedMessage);
    expect(answer.headers['retry-after']).toMatch(/^\d+$/);
  }
}

/** Issue 29, item 7: guesses on one account are bounded across addresses and instances. */
describe.each(rateLimitStoresUnderTest())('guessing one account from many addresses, counters in %s', (kind) => {
  let harness: AuthHarness;
  let store: RateLimitStore;
  const { counter, check } = countedCheck();
  beforeEach(async () => {
    counter.checks = 0;
    store = await testRateLimitStore(kind);
    // The default login limits (the test harness's roomy ones are for suites that log in a lot).
    harness = await startAuth('sqlite', { rateLimitStore: store, passwords: createPasswords({ check }) });
  });
  afterEach(async () => {
    await harness.close();
    await store.close();
  });

  it('when 60 wrong passwords arrive at once from 60 addresses, then at most 25 are checked and the rest get 429 with a message', async () => {
    const parent = await registerParent(harness);
    const answers: Answer[] = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        harness
          .api()
          .post('/api/auth/login')
          .set(from(`203.0.113.${index + 1}`))
          .send({ email: parent.email, password: `guess-${index}` }),
      ),
    );
    const statuses = tally(answers);
    expect(counter.checks).toBeLessThanOrEqual(25);
    expect(statuses).toEqual({ 401: counter.checks, 429: 60 - counter.checks });
    expectRefusedKindly(answers);
  });
});

const describeWithRedis = process.env[redisUrlEnv] ? describe : describe.skip;

describeWithRedis('guessing one account through two auth instances sharing one Redis', () => {
  it('when 60 wrong passwords arrive at once, 30 at each instance, then at most 25 are checked in all', async () => {
    const prefix = `ym-test:${randomUUID()}`;
    const url = process.env[redisUrlEnv]!;
    const stores = [redisRateLimitStore(url, prefix), redisRateLimitStore(url, prefix)];
    const { counter, check } = countedCheck();
    const harness = await startAuth('sqlite', { rateLimitStore: stores[0], passwords: createPasswords({ check }) });
    try {
      for (const store of stores) expect(await store.ready(5000)).toBe(true);
      const second = harness.anotherInstance({ rateLimitStore: stores[1], passwords: createPasswords({ check }) });
      const parent = await registerParent(harness);
      const instances = [harness, second];
      const answers: Answer[] = await Promise.all(
        Array.from({ length: 60 }, (_, index) =>
          instances[index % 2]!.api()
            .post('/api/auth/login')
            .set(from(`198.51.100.${index + 1}`))
            .send({ email: parent.email, password: `guess-${index}` }),
        ),
      );
      expect(counter.checks).toBeLessThanOrEqual(25);
      expect(tally(answers)).toEqual({ 401: counter.checks, 429: 60 - counter.checks });
      expectRefusedKindly(answers);
    } finally {
      await harness.close();
      for (const store of stores) await store.close();
    }
  });
});

describe("a flood on one account and another account's login", () => {
  it("when account A is flooded with guesses, then B's correct password still logs in (no 503)", async () => {
    // Every check waits until the test lets them all go, so the queue fills exactly as under a real flood.
    let letGo!: () => void;
    const gate = new Promise<void>((resolve) => (letGo = resolve));
    const check: PasswordCheck = async (storedHash, password) => {
      await gate;
      return verify(storedHash, password).catch(() => false);
    };
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 8 });
    const harness = await startAuth('sqlite', { passwords: createPasswords({ queue, check }) });
    try {
      const [victim, bystander] = [await registerParent(harness), await registerParent(harness)];
      let settled = 0;
      const flood = Array.from({ length: 60 }, (_, index) =>
        harness
          .api()
          .post('/api/auth/login')
          .set(from(`203.0.113.${index + 1}`))
          .send({ email: victim.email, password: `guess-${index}` })
          .then((answer) => {
            settled += 1;
            return answer;
          }),
      );
      // Every guess is either answered already or holds its place in the password queue.
      const deadline = Date.now() + 10_000;
      while (settled + queue.pending < 60) {
        if (Date.now() > deadline) throw new Error(`the flood did not settle: ${settled} + ${queue.pending}`);
        await new Promise((resolve) => setImmediate(resolve));
      }
      let ownerSettled = 0;
      const owner = harness
        .api()
        .post('/api/auth/login')
        .set(from('198.51.100.7'))
        .send({ email: bystander.email, password: bystander.password })
        .then((answer) => {
          ownerSettled = 1;
          return answer;
        });
      // B's check must be queued (or answered) before the gate opens.
      while (settled + ownerSettled + queue.pending < 61) {
        if (Date.now() > deadline) throw new Error('the bystander never reached the queue');
        await new Promise((resolve) => setImmediate(resolve));
      }
      letGo();
      expect((await owner).status).toBe(200);
      const statuses = tally(await Promise.all(flood));
      expect(statuses[503]).toBeUndefined();
    } finally {
      letGo();
      await harness.close();
    }
  });
});

describe('the owner of a flooded account, from a remembered device', () => {
  let harness: AuthHarness;
  beforeEach(async () => {
    harness = await startAuth('sqlite');
  });
  afterEach(() => harness.close());

  const login = (address: string, body: { email: string; password: string; deviceToken?: string }) =>
    harness.api().post('/api/auth/login').set(from(address)).send(body);

  /** 30 wrong passwords on the account from 30 addresses: more than its budget. */
  async function flood(email: string) {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => login(`203.0.113.${index + 1}`, { email, password: `guess-${index}` })),
    );
    expect(tally(answers)[429]).toBeGreaterThan(0);
  }

  it('when the account is flooded, then the owner gets in with the device token of an earlier login, and strangers still get 429', async () => {
    const parent = await registerParent(harness);
    const earlier = await login('198.51.100.1', { email: parent.email, password: parent.password });
    expect(earlier.status).toBe(200);
    expect(earlier.body.deviceToken).toEqual(expect.any(String));
    await flood(parent.email);

    const stranger = await login('198.51.100.2', { email: parent.email, password: parent.password });
    expect(stranger.status).toBe(429);
    expect(stranger.body.message).toBe(accountLoginPausedMessage);
    const owner = await login('198.51.100.1', {
      email: parent.email,
      password: parent.password,
      deviceToken: earlier.body.deviceToken,
    });
    expect(owner.status).toBe(200);
    // The token is replaced at each login: the old one is spent, the new one works.
    expect(owner.body.deviceToken).not.toBe(earlier.body.deviceToken);
    const again = { email: parent.email, password: parent.password };
    expect((await login('198.51.100.1', { ...again, deviceToken: earlier.body.deviceToken })).status).toBe(429);
    expect((await login('198.51.100.1', { ...again, deviceToken: owner.body.deviceToken })).status).toBe(200);
  });

  it("when another account's device token is sent, then it does not open the flooded account", async () => {
    const [victim, other] = [await registerParent(harness), await registerParent(harness)];
    const otherDevice = await login('198.51.100.3', { email: other.email, password: other.password });
    await flood(victim.email);
    const answer = await login('198.51.100.3', {
      email: victim.email,
      password: victim.password,
      deviceToken: otherDevice.body.deviceToken,
    });
    expect(answer.status).toBe(429);
  });

  it('when the owner logged out everywhere or changed the password, then the older device tokens no longer count', async () => {
    const parent = await registerParent(harness);
    const first = await login('198.51.100.4', { email: parent.email, password: parent.password });
    const second = await login('198.51.100.5', { email: parent.email, password: parent.password });
    expect((await harness.api().post('/api/auth/logout').set(bearer(first.body))).status).toBe(200);
    const third = await login('198.51.100.6', { email: parent.email, password: parent.password });
    const changed = await harness
      .api()
      .post('/api/auth/change-password')
      .set(bearer(third.body))
      .send({ currentPassword: parent.password, newPassword: 'a-new-password' });
    expect(changed.status).toBe(200);
    await flood(parent.email);
    for (const device of [first, second, third]) {
      const answer = await login('198.51.100.7', {
        email: parent.email,
        password: 'a-new-password',
        deviceToken: device.body.deviceToken,
      });
      expect(answer.status).toBe(429);
    }
  });
});
