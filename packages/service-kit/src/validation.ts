import { type RequestPart, describeIssues } from '@young-minds/contracts';
import type { z } from 'zod';
import { HttpError } from './errors';

export type { RequestPart };

const nulCharacterMessage = 'must not contain the NUL character.';

/**
 * Where the first text holding U+0000 sits in a request part ('title', 'answers.0.text'), if anywhere.
 * SQLite's driver ends a statement at a NUL inside an inlined string (a 500), MariaDB would store it, and no
 * field of ours means it: it is refused for every call here, once, rather than in every schema.
 */
export function findNulCharacter(
  value: unknown,
  path: readonly (string | number)[] = [],
  depth = 0,
): string | undefined {
  const at = () => (path.length > 0 ? path.join('.') : undefined);
  if (typeof value === 'string') return value.includes('\u0000') ? (at() ?? '') : undefined;
  // Parsed JSON nests at most as deep as the body limit allows; stop early all the same.
  if (typeof value !== 'object' || value === null || depth > 64) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '\\0')].join('.');
    const found = findNulCharacter(item, [...path, Array.isArray(value) ? Number(key) : key], depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Parses one part of a request with its contract schema; 400 naming the first bad field otherwise. */
export async function parseRequestPart<S extends z.ZodType>(
  schema: S,
  value: unknown,
  part: RequestPart,
): Promise<z.output<S>> {
  const nulAt = findNulCharacter(value);
  if (nulAt !== undefined) {
    const key = nulAt === '' ? part : nulAt;
    throw new HttpError(400, `${key}: ${nulCharacterMessage}`, { fields: { [key]: nulCharacterMessage } });
  }
  const result = await schema.safeParseAsync(value);
  if (result.success) return result.data;
  const { message, fields } = describeIssues(part, result.error);
  throw new HttpError(400, message, { fields });
}

/** Thrown (outside production) when a handler answers something its contract does not allow. */
export class ResponseContractError extends Error {
  override readonly name = 'ResponseContractError';
}
