import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { chmod, link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** No 0/O, 1/I: a code read off a terminal is typed without guessing. 32 symbols = 5 bits each. */
const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const groups = 4;
const groupLength = 4;

/** XXXX-XXXX-XXXX-XXXX: 16 symbols of 5 bits = 80 bits, far beyond guessing at a few attempts a minute. */
export function generateSetupCode(): string {
  const parts: string[] = [];
  for (let g = 0; g < groups; g += 1) {
    let part = '';
    for (let i = 0; i < groupLength; i += 1) part += alphabet[randomInt(alphabet.length)];
    parts.push(part);
  }
  return parts.join('-');
}

/** What a person may type for a code: any case, with or without dashes and spaces. */
export function normalizeSetupCode(code: string): string {
  return code.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

function digest(code: string): Buffer {
  return createHash('sha256').update(normalizeSetupCode(code)).digest();
}

/** Constant-time (over equal-length digests), so response times tell nothing about how much of a guess was right. */
export function setupCodesMatch(expected: string, candidate: string): boolean {
  if (!normalizeSetupCode(expected)) return false;
  return timingSafeEqual(digest(expected), digest(candidate));
}

export interface SetupCodeFile {
  /** `<DATA_DIR>/secrets/admin-setup-code`. */
  readonly path: string;
  /** The current code, or null when there is none. */
  read(): Promise<string | null>;
  /** The current code; a new one is written first when there is none (owner-only: dir 0700, file 0600). */
  ensure(): Promise<string>;
  /** True when a code exists and `candidate` is it. */
  matches(candidate: string | undefined): Promise<boolean>;
  /** Consumes the code (no error when it is already gone). */
  remove(): Promise<void>;
}

/** The one-time code that proves the person at /set-password can read the server's data directory. */
export function setupCodeFile(dataDir: string): SetupCodeFile {
  const dir = join(dataDir, 'secrets');
  const file = join(dir, 'admin-setup-code');

  async function read(): Promise<string | null> {
    try {
      const value = (await readFile(file, 'utf8')).trim();
      return value || null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  return {
    path: file,
    read,
    async ensure() {
      const existing = await read();
      if (existing) return existing;
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await chmod(dir, 0o700);
      // As resolveSecret does: write under a temp name, then hard-link into place, so two processes starting at
      // once agree on one code and nobody reads a half-written file.
      const code = generateSetupCode();
      const temp = join(dir, `.admin-setup-code.${process.pid}.${randomUUID()}.tmp`);
      await writeFile(temp, code + '\n', { flag: 'wx', mode: 0o600 });
      try {
        await link(temp, file);
        return code;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        const winner = await read();
        if (!winner) throw new Error(`Could not read ${file}.`);
        return winner;
      } finally {
        await unlink(temp).catch(() => undefined);
      }
    },
    async matches(candidate) {
      const expected = await read();
      return expected !== null && typeof candidate === 'string' && setupCodesMatch(expected, candidate);
    },
    async remove() {
      await unlink(file).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
    },
  };
}

/** For an app built without a data directory (some tests): there is no code, so no first password can be set. */
export const noSetupCode: SetupCodeFile = {
  path: '(none)',
  read: async () => null,
  ensure: async () => {
    throw new Error('No setup code file is configured.');
  },
  matches: async () => false,
  remove: async () => undefined,
};
