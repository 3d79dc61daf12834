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
  /** Places (running or waiting) one key's jobs may hold at once; its further jobs wait in the key's own line. */
  perKey?: number;
  /** Retry-After (seconds) of that 503. */
  retryAfterSeconds?: number;
}

export interface WorkQueue {
  /**
   * Runs `work` when a slot is free; rejects with 503 and Retry-After when the waiting list is full. Jobs with a
   * `key` (whose password this is) hold at most `perKey` places; the rest wait in the key's own line, outside
   * the waiting list, so one key's flood never fills the queue for everyone else.
   */
  run<T>(work: () => Promise<T>, key?: string): Promise<T>;
  readonly running: number;
  readonly waiting: number;
  /** Jobs held in any way: running, waiting, or in their key's line. */
  readonly pending: number;
}

/**
 * A small bounded queue: a flood of password checks waits its turn or gets 503, instead of running hundreds of
 * 19 MiB hashes at once and starving every other request of CPU and memory.
 */
export function createWorkQueue(options: WorkQueueOptions): WorkQueue {
  const { concurrency, maxWaiting, perKey = 2, retryAfterSeconds = 2 } = options;
  if (!(concurrency >= 1) || !(maxWaiting >= 0) || !(perKey >= 1))
    throw new Error('createWorkQueue needs concurrency >= 1, maxWaiting >= 0 and perKey >= 1.');
  let running = 0;
  const waiting: Array<() => void> = [];
  /** Places each key holds in the queue (running or waiting). */
  const held = new Map<string, number>();
  /** Each key's jobs beyond its places, in order. */
  const lines = new Map<string, Array<() => void>>();
  let inLines = 0;

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  /** Hands a key's place to its next job in line, or gives it back. */
  function releaseKey(key: string): void {
    const line = lines.get(key);
    const next = line?.shift();
    if (line && line.length === 0) lines.delete(key);
    if (next) return next();
    const left = (held.get(key) ?? 1) - 1;
    if (left > 0) held.set(key, left);
    else held.delete(key);
  }

  /** `admitted`: the job takes a place its key already held (it may not be refused: its key waited its turn). */
  async function runShared<T>(work: () => Promise<T>, admitted: boolean): Promise<T> {
    if (running >= concurrency) {
      if (!admitted && waiting.length >= maxWaiting) {
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
  }

  return {
    async run<T>(work: () => Promise<T>, key?: string): Promise<T> {
      if (key === undefined) return runShared(work, false);
      const places = held.get(key) ?? 0;
      let admitted = false;
      if (places >= perKey) {
        // The place is handed over by releaseKey(): `held` stays the same.
        inLines += 1;
        await new Promise<void>((resolve) => {
          const line = lines.get(key) ?? [];
          line.push(resolve);
          lines.set(key, line);
        });
        inLines -= 1;
        admitted = true;
      } else {
        held.set(key, places + 1);
      }
      try {
        return await runShared(work, admitted);
      } finally {
        releaseKey(key);
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    get pending() {
      return running + waiting.length + inLines;
    },
  };
}

/** Checks a password against a stored argon2 hash (false for a malformed hash). */
export type PasswordCheck = (storedHash: string, password: string) => Promise<boolean>;

const argon2Check: PasswordCheck = (storedHash, password) => verify(storedHash, password).catch(() => false);

/** Password hashing and checking through one work queue. */
export interface Passwords {
  hash(password: string): Promise<string>;
  /**
   * Checks `password` against `storedHash`; no hash (no account, no password yet) is checked against a decoy.
   * `key` names whose attempt this is (an account, a remembered device): see `WorkQueue.run`.
   */
  verify(storedHash: string | null | undefined, password: string, key?: string): Promise<boolean>;
  readonly queue: WorkQueue;
}

export interface PasswordsOptions {
  /** Default: 2 at once, 32 waiting. */
  queue?: WorkQueue;
  /** The check itself (tests count or hold them); default argon2's verify. */
  check?: PasswordCheck;
}

/**
 * Compared against when the account does not exist or has no password, so a failed login takes as long
 * either way and does not tell an attacker which emails have accounts. Made outside the queue: it is awaited
 * inside a queued job, and queueing it too could wait forever on the slot that job holds.
 */
let decoyHash: Promise<string> | undefined;

export function createPasswords(options: PasswordsOptions = {}): Passwords {
  const queue = options.queue ?? createWorkQueue({ concurrency: 2, maxWaiting: 32 });
  const check = options.check ?? argon2Check;
  return {
    queue,
    hash: (password) => queue.run(() => hash(password, argon2idOptions)),
    verify: (storedHash, password, key) =>
      queue.run(async () => {
        if (!storedHash) {
          decoyHash ??= hash('decoy password that matches nothing', argon2idOptions);
          await check(await decoyHash, password);
          return false;
        }
        return check(storedHash, password);
      }, key),
  };
}

/** Every argon2 hash and verify of this process goes through here: 2 cores, 2 at a time. */
export const passwords = createPasswords();

export function hashPassword(password: string): Promise<string> {
  return passwords.hash(password);
}

export function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  return passwords.verify(storedHash, password);
}
