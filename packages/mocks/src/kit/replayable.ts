import { HttpResponse, type HttpHandler } from 'msw';
import {
  type Endpoint,
  idempotencyKeyHeader,
  idempotencyKeyInProgressMessage,
  idempotencyKeyReusedMessage,
  idempotencyKeySchema,
  idempotentReplayedHeader,
  invalidIdempotencyKeyMessage,
} from '@young-minds/contracts';
import { MockHttpError, mockStore } from './errors';
import { type MockCall, type MockHandler, mockRoute } from './route';

/** A key's request and, once answered, its answer (`null` while the first request runs). */
interface KeptKey {
  fingerprint: string;
  answer: { status: number; body: unknown } | null;
}

/** The mock's `idempotency_keys`: per user and key (`<userId>:<key>`), for the mock session. */
const [replayMockState] = mockStore(() => ({ keptKeys: new Map<string, KeptKey>() }));

/**
 * What a repeat must match, as the service's `requestFingerprint`: the endpoint, its path, the body and each file.
 * The mock compares files by field, name, size and type (the service also hashes their bytes).
 */
function fingerprintOf<E extends Endpoint>(endpoint: E, call: MockCall<E>): string {
  const files = Object.entries(call.files)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([field, file]) => [field, file.name, file.size, file.type]);
  return JSON.stringify([endpoint.id, new URL(call.request.url).pathname, call.body ?? {}, files]);
}

/**
 * `mockRoute` for a child's write the offline queue may resend with an `Idempotency-Key`, as the content service
 * answers it: the first request runs; a repeat (same user, key and request) gets the same status and body with
 * `Idempotent-Replayed: true` and changes nothing; the key with another request, or while the first still runs,
 * is a 409; a malformed key is a 400. A failed request frees its key.
 */
export function replayableMockRoute<E extends Endpoint>(endpoint: E, handler: MockHandler<E>): HttpHandler {
  return mockRoute(endpoint, async (call) => {
    const key = call.request.headers.get(idempotencyKeyHeader);
    if (key === null) return handler(call);
    const checked = idempotencyKeySchema.safeParse(key);
    if (!checked.success)
      throw new MockHttpError(400, invalidIdempotencyKeyMessage, {
        [idempotencyKeyHeader]: invalidIdempotencyKeyMessage,
      });
    const slot = `${call.user!.id}:${key}`;
    const fingerprint = fingerprintOf(endpoint, call);
    const kept = replayMockState.keptKeys.get(slot);
    if (kept) {
      if (kept.fingerprint !== fingerprint) throw new MockHttpError(409, idempotencyKeyReusedMessage);
      if (!kept.answer) throw new MockHttpError(409, idempotencyKeyInProgressMessage);
      return HttpResponse.json(kept.answer.body as never, {
        status: kept.answer.status,
        headers: { [idempotentReplayedHeader]: 'true' },
      });
    }
    const claim: KeptKey = { fingerprint, answer: null };
    replayMockState.keptKeys.set(slot, claim);
    try {
      const result = await handler(call);
      if (result instanceof Response) {
        replayMockState.keptKeys.delete(slot);
        return result;
      }
      // A copy as sent: later changes to the mock's rows do not change the kept answer.
      claim.answer = { status: endpoint.successStatus ?? 200, body: JSON.parse(JSON.stringify(result)) as unknown };
      return result;
    } catch (error) {
      replayMockState.keptKeys.delete(slot);
      throw error;
    }
  });
}
