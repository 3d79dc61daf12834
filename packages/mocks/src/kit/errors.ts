import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { type RequestPart, describeIssues } from '@young-minds/contracts';
import { messageLocaleOf, messageTagFromHeader, translateErrorBody } from '@young-minds/contracts/messages';

/**
 * An answer the mock refuses with, thrown from a handler (as the services throw their HttpError): its status,
 * its message and, for a field's problem, `fields`.
 */
export class MockHttpError extends Error {
  override readonly name = 'MockHttpError';
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** The row with `id` (that `match` accepts, when given), or the 404 with the resource's message. */
export function rowById<Row extends { id: number }>(
  rows: readonly Row[],
  id: number,
  message: string,
  match: (row: Row) => boolean = () => true,
): Row {
  const row = rows.find((candidate) => candidate.id === id && match(candidate));
  if (!row) throw new MockHttpError(404, message);
  return row;
}

/** An error answer shaped as every service sends it: `{ message, error }`, with `fields` when a field failed. */
export function fail(status: number, message: string, fields?: Record<string, string>) {
  return HttpResponse.json({ message, error: message, ...(fields ? { fields } : {}) }, { status });
}

/**
 * An error answer in the language the request asks for, as the service kit answers (QA mode in Arabic sees the
 * services' Arabic): `message`, `error` and `fields` translated, `Content-Language` and `Vary` set. Success
 * answers and English pass as they are.
 */
export async function inReadersLanguage(request: Request, response: Response): Promise<Response> {
  if (response.ok) return response;
  // The page's tag with its digits ('ar-u-nu-arab'): the Arabic's numbers in the reader's digits, as the services.
  const tag = messageTagFromHeader(request.headers.get('accept-language'));
  const locale = messageLocaleOf(tag);
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  if (locale === 'en' || !isJson) {
    response.headers.set('Content-Language', 'en');
    response.headers.append('Vary', 'Accept-Language');
    return response;
  }
  const body = (await response.json()) as Record<string, unknown>;
  const headers = new Headers(response.headers);
  headers.set('Content-Language', locale);
  headers.append('Vary', 'Accept-Language');
  return HttpResponse.json(translateErrorBody(body, tag), { status: response.status, headers });
}

export type { RequestPart };

/** Parses one part of a request with the endpoint's schema; a 400 worded as the services word it otherwise. */
export function parsePart<S extends z.ZodType>(schema: S, value: unknown, part: RequestPart): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const { message, fields } = describeIssues(part, parsed.error);
  throw new MockHttpError(400, message, fields);
}

/** Every store's reset (`resetMockStores`). */
const storeResets: Array<() => void> = [];

/** Every mock store back to how it starts (`resetMockState`): a store not used yet is as it starts already. */
export const resetMockStores = () => storeResets.forEach((reset) => reset());

/**
 * A mock store and its reset (`resetMockStores` resets them all): the state starts as `initial()` and goes back to it (with overrides) on a reset.
 * `initial()` runs when the state is first used, not when the module loads: the fixtures it copies may live in
 * modules still loading then (a content kind's rows are in its own mock file, which imports the kit).
 */
export function mockStore<T extends object>(initial: () => T): [T, (overrides?: Partial<T>) => void] {
  let state: T | undefined;
  const current = () => (state ??= initial());
  const store = new Proxy({} as T, {
    get: (_target, key) => Reflect.get(current(), key),
    set: (_target, key, value) => Reflect.set(current(), key, value),
    has: (_target, key) => Reflect.has(current(), key),
    deleteProperty: (_target, key) => Reflect.deleteProperty(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(current(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
  const reset = (overrides: Partial<T> = {}) => void (state = Object.assign(initial(), overrides));
  storeResets.push(reset);
  return [store, reset];
}
