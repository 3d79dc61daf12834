import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline (19 MiB, 2 passes): ~35 ms a hash on these machines. */
// `algorithm: 2` is Argon2id (the package's const enum cannot be imported under isolatedModules).
const argon2idOptions = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2idOptions);
}

/**
 * Compared against when the account does not exist or has no password, so a failed login takes as long
 * either way and does not tell an attacker which emails have accounts.
 */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword('decoy password that matches nothing');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
