import { type CallInput, type CallResult, api } from '@young-minds/api-client';
import {
  type Heartbeat,
  type ProgressUpdate,
  learningTimeRules,
  learningTimeEndpoints,
  progressEndpoints,
} from '@young-minds/contracts';
import type { QueuedLabel } from './db';
import { isNetworkFailure, isOffline } from './failures';
import { rememberPlace } from './places';
import { type ReplayableEndpointId, bodyToKeep, countLearningTime, enqueue, type replayableEndpoints } from './queue';

type Replayable = (typeof replayableEndpoints)[ReplayableEndpointId];

/** A write's fate: the server's answer, or kept on this device to send when the connection is back. */
export type SendOutcome<T> = { state: 'sent'; answer: T } | { state: 'saved' };

export interface KeepAs {
  /** What the child would recognise if the server later refuses it ("your Animals quiz"). */
  label: QueuedLabel;
  /** Writes with the same key replace each other while they wait (the latest position of a video). */
  collapseKey?: string;
}

/**
 * The child area's one way to send a write that must not be lost: sent at once with a fresh `Idempotency-Key`;
 * without a connection (the device says so, or the call never got an answer) it goes into the device's queue
 * with the same key, so the replay of a write the server did take changes nothing. Other failures are thrown
 * as before (the screen shows them).
 */
export async function sendOrSave<E extends Replayable>(
  endpoint: E,
  input: CallInput<E>,
  keep: KeepAs,
): Promise<SendOutcome<CallResult<E>>> {
  const id = crypto.randomUUID();
  const save = async (): Promise<SendOutcome<CallResult<E>>> => {
    const { params, body } = input as { params?: Record<string, string | number>; body?: unknown };
    const kept = await enqueue({
      id,
      endpointId: endpoint.id as ReplayableEndpointId,
      ...(params ? { params } : {}),
      body: await bodyToKeep(body),
      label: keep.label,
      ...(keep.collapseKey ? { collapseKey: keep.collapseKey } : {}),
    });
    // Without IndexedDB nothing can wait: the write fails as it would have.
    if (!kept) throw new TypeError('Offline, and this device cannot keep work to send later');
    return { state: 'saved' };
  };
  if (isOffline()) return save();
  const call = api.call as (endpoint: E, input: CallInput<E>) => Promise<CallResult<E>>;
  try {
    const answer = await call(endpoint, {
      ...input,
      headers: { ...input.headers, 'Idempotency-Key': id },
    } as CallInput<E>);
    return { state: 'sent', answer };
  } catch (error) {
    if (isNetworkFailure(error)) return save();
    throw error;
  }
}

/**
 * A learning-time heartbeat. When it cannot reach the server, a beat that closes a stretch (`counts`: not the
 * first of one) is counted on the device instead, for `POST /api/child/offline-time` later. Rejects with the
 * server's refusals only.
 */
export async function sendHeartbeat(openItem: Required<Heartbeat> | null, counts: boolean): Promise<void> {
  const countHere = () =>
    counts ? countLearningTime(openItem, learningTimeRules.heartbeatIntervalSeconds) : Promise.resolve();
  if (isOffline()) return countHere();
  try {
    await api.call(learningTimeEndpoints.heartbeat, { body: openItem ?? {} });
  } catch (error) {
    if (isNetworkFailure(error)) return countHere();
    throw error;
  }
}

/** A progress save (a video's position, a book's bookmark, completed): the latest per item waits offline. */
export function recordProgress(
  body: ProgressUpdate,
  options: { keepalive?: boolean; title?: string | null } = {},
): Promise<unknown> {
  rememberPlace(body);
  return sendOrSave(
    progressEndpoints.record,
    { body, ...(options.keepalive ? { keepalive: true } : {}) },
    {
      label: { kind: 'progress', title: options.title ?? null },
      // A "completed" must not be replaced by a later position (the position alone would lose it).
      collapseKey: `${body.contentType}:${body.contentId}${body.completed ? ':completed' : ''}`,
    },
  ).catch(() => undefined);
}
