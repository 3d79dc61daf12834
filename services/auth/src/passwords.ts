import { hash, verify } from '@node-rs/argon2';
import { HttpError } from '@young-minds/service-kit';

/** OWASP's argon2id baseline (19 MiB, 2 passes): ~35 ms a hash on these machines. */
// `algorithm: 2` is Argon2id (the package's const enum cannot be imported under isolatedModules).
const argon2idOptions = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const serverBusyMessage = 'The server is busy. Please try again shortly.';

export interface WorkQueueOptions {
  /** Jobs running at once. */
  concurrency: number;
  /** Jobs allowed to wait for a slot; one more is refused with 503 at once. */
  maxWaiting: number;
  /** Retry-After (seconds) of that 503. */
  retryAfterSeconds?: number;
}

export interface WorkQueue {
  /** Runs `work` when a slot is free; rejects with 503 and Retry-After when the waiting list is full. */
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

/**
 * A small bounded queue: a flood of password checks waits its turn or gets 503, instead of running hundreds of
 * 19 MiB hashes at once and starving every other request of CPU and memory.
 */
export function createWorkQueue(options: WorkQueueOptions): WorkQueue {
  const { concurrency, maxWaiting, retryAfterSeconds = 2 } = options;
  if (!(concurrency >= 1) || !(maxWaiting >= 0))
    throw new Error('createWorkQueue needs concurrency >= 1 and maxWaiting >= 0.');
  let running = 0;
  const waiting: Array<() => void> = [];

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) {
          throw new HttpError(503, serverBusyMessage, { headers: { 'Retry-After': String(retryAfterSeconds) } });
        }
        // The slot is handed over by release(): `running` stays the same.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/** Every argon2 hash and verify of this process goes through here: 2 cores, 2 at a time. */
const passwordWork = createWorkQueue({ concurrency: 2, maxWaiting: 32 });

export function hashPassword(password: string): Promise<string> {
  return passwordWork.run(() => hash(password, argon2idOptions));
}

/**
 * Compared against when the account does not exist or has no password, so a failed login takes as long
 * either way and does not tell an attacker which emails have accounts. Made outside the queue: it is awaited
 * inside a queued job, and queueing it too could wait forever on the slot that job holds.
 */
let decoyHash: Promise<string> | undefined;

export function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  return passwordWork.run(async () => {
    if (!storedHash) {
      decoyHash ??= hash('decoy password that matches nothing', argon2idOptions);
      await verify(await decoyHash, password).catch(() => false);
      return false;
    }
    return verify(storedHash, password).catch(() => false);
  });
}
