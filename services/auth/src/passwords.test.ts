import { HttpError } from '@young-minds/service-kit';
import { createWorkQueue, hashPassword, serverBusyMessage, verifyPassword } from './passwords';

// The other suites hash at argon2's smallest cost (../test/cheap-password-hashes.cjs); this one checks real hashes.
jest.unmock('@node-rs/argon2');

/** A job the test finishes by hand: no timing involved. */
function controllable() {
  let finish!: () => void;
  let started = false;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      started = true;
      await done;
      return 'done';
    },
    finish: () => finish(),
    get started() {
      return started;
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the password work queue', () => {
  it('when more jobs come than slots, then the extra ones wait and start as slots free up', async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 5 });
    const jobs = [controllable(), controllable(), controllable()];
    const results = jobs.map((job) => queue.run(job.work));
    await tick();
    expect(jobs.map((job) => job.started)).toEqual([true, true, false]);
    expect([queue.running, queue.waiting]).toEqual([2, 1]);

    jobs[0]!.finish();
    await tick();
    expect(jobs[2]!.started).toBe(true);
    expect([queue.running, queue.waiting]).toEqual([2, 0]);

    jobs[1]!.finish();
    jobs[2]!.finish();
    await expect(Promise.all(results)).resolves.toEqual(['done', 'done', 'done']);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('when the waiting list is full, then the next job gets 503 with Retry-After at once, and never runs', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 1, retryAfterSeconds: 3 });
    const running = controllable();
    const waiting = controllable();
    const refused = controllable();
    const first = queue.run(running.work);
    const second = queue.run(waiting.work);
    const error = await queue.run(refused.work).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 503, message: serverBusyMessage, headers: { 'Retry-After': '3' } });
    expect(refused.started).toBe(false);
    running.finish();
    waiting.finish();
    await Promise.all([first, second]);
  });

  it("when one key sends many jobs, then at most perKey of them hold places and the rest wait in the key's line, never refused", async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 2, perKey: 2 });
    const flood = Array.from({ length: 6 }, () => controllable());
    const floodResults = flood.map((job) => queue.run(job.work, 'account-a'));
    await tick();
    // One running, one waiting, four in the key's own line: the shared waiting list still has room.
    expect([queue.running, queue.waiting, queue.pending]).toEqual([1, 1, 6]);
    const other = controllable();
    const otherResult = queue.run(other.work, 'account-b');
    await tick();
    expect([queue.running, queue.waiting, queue.pending]).toEqual([1, 2, 7]);

    flood[0]!.finish();
    await tick();
    // The second of A's jobs runs; A's third takes A's freed place, behind B.
    expect(flood[1]!.started).toBe(true);
    flood[1]!.finish();
    await tick();
    expect(other.started).toBe(true);
    other.finish();
    await expect(otherResult).resolves.toBe('done');
    for (const job of flood.slice(2)) {
      await tick();
      expect(job.started).toBe(true);
      job.finish();
    }
    await expect(Promise.all(floodResults)).resolves.toHaveLength(6);
    expect([queue.running, queue.waiting, queue.pending]).toEqual([0, 0, 0]);
  });

  it('when a job fails, then its slot is freed for the next one', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 1 });
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
    expect(queue.running).toBe(0);
  });

  it('when passwords are hashed and verified through it, then they still match (the decoy too)', async () => {
    const stored = await hashPassword('right-password');
    // OWASP's argon2id baseline: 19 MiB, two passes, one lane.
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'right-password')).toBe(true);
    expect(await verifyPassword(stored, 'wrong-password')).toBe(false);
    // Several decoy checks at once: the decoy is made outside the queue, so they cannot wait on their own slots.
    expect(await Promise.all([1, 2, 3, 4].map(() => verifyPassword(null, 'anything')))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
