import { api } from '@young-minds/api-client';
import { type ChildRecitation, childRecitationFileField, childRecitationEndpoints } from '@young-minds/contracts';
import { hasIndexedDb } from '@young-minds/offline/downloads';
import { type DBSchema, openDB } from 'idb';
import { createStore, useStore } from 'zustand';
import { ownerOfSession } from '../../offline/db';
import { isNetworkFailure, isOffline, outcomeOfFailure } from '../../offline/failures';

/**
 * Recordings that wait on the device to be sent (made offline, or the connection failed on the way). The area's
 * queue takes only the contracts' replayable writes; a recording is this corner's own, so it waits here, in a
 * small database per child (`ym-recitations-<owner>`): sent with the session of the child who recorded it.
 */
export interface WaitingRecording {
  /** Sent as `Idempotency-Key`: every try is the same recording to the server. */
  id: string;
  surah: number;
  surahName: string;
  ayahFrom: number;
  ayahTo: number;
  /** ISO 8601: when the device recorded it (the server keeps this time, not the time it arrived). */
  recordedAt: string;
  type: string;
  /** The sound as bytes (a Blob in IndexedDB is not reliable on every browser). */
  bytes: ArrayBuffer;
}

interface OutboxSchema extends DBSchema {
  outbox: { key: string; value: WaitingRecording };
}

function openOutbox() {
  const owner = ownerOfSession();
  if (owner === null || !hasIndexedDb()) return null;
  return openDB<OutboxSchema>(`ym-recitations-${owner}`, 1, {
    upgrade: (database) => database.createObjectStore('outbox', { keyPath: 'id' }),
  });
}

/** What the screens show: the recordings waiting on this device, oldest first. */
const outboxStore = createStore<{ waiting: WaitingRecording[] }>(() => ({ waiting: [] }));

export const useWaitingRecordings = () => useStore(outboxStore, (state) => state.waiting);

async function withOutbox<T>(work: (db: Awaited<NonNullable<ReturnType<typeof openOutbox>>>) => Promise<T>) {
  const opening = openOutbox();
  if (!opening) return null;
  const db = await opening;
  try {
    return await work(db);
  } finally {
    db.close();
  }
}

async function refreshWaiting(): Promise<void> {
  const waiting = await withOutbox((db) => db.getAll('outbox'));
  outboxStore.setState({ waiting: (waiting ?? []).sort((a, b) => a.recordedAt.localeCompare(b.recordedAt)) });
}

/** Keeps a recording to send later; false where the device cannot keep one (no IndexedDB). */
async function keep(recording: WaitingRecording): Promise<boolean> {
  const kept = await withOutbox((db) => db.put('outbox', recording));
  await refreshWaiting();
  return kept !== null;
}

function formOf(recording: WaitingRecording): FormData {
  const form = new FormData();
  form.append('surah', String(recording.surah));
  form.append('ayahFrom', String(recording.ayahFrom));
  form.append('ayahTo', String(recording.ayahTo));
  form.append('recordedAt', recording.recordedAt);
  const extension = recording.type.includes('ogg') ? 'ogg' : recording.type.includes('mp4') ? 'm4a' : 'webm';
  form.append(
    childRecitationFileField,
    new File([recording.bytes], `recitation.${extension}`, { type: recording.type }),
    `recitation.${extension}`,
  );
  return form;
}

function post(recording: WaitingRecording): Promise<{ recitation: ChildRecitation }> {
  return api.call(childRecitationEndpoints.create, {
    body: formOf(recording),
    headers: { 'Idempotency-Key': recording.id },
  });
}

/**
 * Sends a new recording at once; without a connection (the device says so, or the call got no answer) it waits on
 * the device with the same key. The server's refusals are thrown (the screen says what went wrong).
 */
export async function sendRecording(recording: WaitingRecording): Promise<'sent' | 'waiting'> {
  const wait = async () => {
    if (!(await keep(recording))) throw new TypeError('Offline, and this device cannot keep a recording');
    return 'waiting' as const;
  };
  if (isOffline()) return wait();
  try {
    await post(recording);
    return 'sent';
  } catch (error) {
    if (isNetworkFailure(error)) return wait();
    throw error;
  }
}

let sending: Promise<void> | null = null;

/**
 * Sends the waiting recordings, oldest first; stops at the first that cannot go now (no connection, the server
 * busy). One the server will never take (bad input, a surah no longer served) is let go: keeping it would block
 * the others for ever.
 */
function sendWaitingRecordings(): Promise<void> {
  if (sending) return sending;
  sending = (async () => {
    await refreshWaiting();
    for (const recording of outboxStore.getState().waiting) {
      if (isOffline()) break;
      let outcome: 'sent' | 'retry' | 'drop';
      try {
        await post(recording);
        outcome = 'sent';
      } catch (error) {
        outcome = outcomeOfFailure(error);
      }
      if (outcome === 'retry') break;
      await withOutbox((db) => db.delete('outbox', recording.id));
      await refreshWaiting();
    }
  })()
    // The device's storage failed: nothing was lost, the next trigger tries again.
    .catch(() => undefined)
    .finally(() => {
      sending = null;
    });
  return sending;
}

let listening = false;

/** Sends what waits now, and again whenever the connection comes back (for as long as the area is open). */
export function startSendingWaiting(): void {
  void sendWaitingRecordings();
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('online', () => void sendWaitingRecordings());
}
