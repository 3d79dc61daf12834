import { api } from '@young-minds/api-client';
import {
  type Endpoint,
  type OfflineLearning,
  familyDate,
  learningTimeRules,
  type offlineReplayableEndpointIds,
  activityEndpoints,
  assignmentEndpoints,
  offlineEndpoints,
  progressEndpoints,
  quizEndpoints,
} from '@young-minds/contracts';
import {
  type LearningRecord,
  type OfflineDb,
  type QueuedBody,
  type QueuedFile,
  type QueuedItem,
  type QueuedLabel,
  metaNumber,
  offlineDb,
} from './db';
import { familyClockOnDevice } from './familyClock';
import { isOffline, outcomeOfFailure } from './failures';
import { offlineStatusStore } from './status';

export type ReplayableEndpointId = (typeof offlineReplayableEndpointIds)[number];

/** The writes a child may do offline, by their contract id (the server takes `Idempotency-Key` on each). */
export const replayableEndpoints = {
  'quizSubmissions.submit': quizEndpoints.submit,
  'assignments.submissions.create': assignmentEndpoints.submit,
  'activities.submit': activityEndpoints.submit,
  'progress.record': progressEndpoints.record,
  'offline.learningTime': offlineEndpoints.learningTime,
} as const satisfies Record<ReplayableEndpointId, Endpoint>;

/** Backoff after a failed try: 5 s, 10 s, 20 s … up to 5 minutes, each with jitter (half to all of it). */
export const backoff = { firstMs: 5_000, capMs: 5 * 60_000 } as const;

export function backoffMs(tries: number): number {
  const full = Math.min(backoff.capMs, backoff.firstMs * 2 ** Math.max(0, tries - 1));
  return Math.round(full / 2 + (Math.random() * full) / 2);
}

/** The one way the queue reaches the server (the sync report goes the same way). */
function sendItem(item: QueuedItem): Promise<unknown> {
  const endpoint = replayableEndpoints[item.endpointId as ReplayableEndpointId];
  if (!endpoint) return Promise.reject(new Error(`Not a replayable endpoint: ${item.endpointId}`));
  const call = api.call as (endpoint: Endpoint, input: unknown) => Promise<unknown>;
  return call(endpoint, {
    params: item.params ?? undefined,
    body: bodyToSend(item.body),
    headers: { 'Idempotency-Key': item.id },
  });
}

function bodyToSend(body: QueuedBody): unknown {
  if (body === null) return undefined;
  if ('json' in body) return body.json;
  const form = new FormData();
  for (const [name, value] of body.form.fields) form.append(name, value);
  for (const file of body.form.files)
    form.append(file.field, new File([file.bytes], file.name, { type: file.type }), file.name);
  return form;
}

/** A request body as the queue keeps it (a FormData's files read into bytes). */
export async function bodyToKeep(body: unknown): Promise<QueuedBody> {
  if (body === undefined || body === null) return null;
  if (typeof FormData === 'undefined' || !(body instanceof FormData)) return { json: body };
  const fields: [string, string][] = [];
  const files: QueuedFile[] = [];
  for (const [field, value] of body.entries()) {
    if (typeof value === 'string') fields.push([field, value]);
    else files.push({ field, name: value.name, type: value.type, bytes: await value.arrayBuffer() });
  }
  return { form: { fields, files } };
}

export interface NewItem {
  /** The `Idempotency-Key` (the one a direct try already used, so a replay is the same write). */
  id: string;
  endpointId: ReplayableEndpointId;
  params?: Record<string, string | number>;
  body: QueuedBody;
  collapseKey?: string;
  label: QueuedLabel;
}

/** Publishes the queue's state to the screens. */
export async function refreshStatus(): Promise<void> {
  const opening = offlineDb();
  if (!opening) return;
  const db = await opening;
  const tx = db.transaction(['queue', 'learning', 'dropped', 'meta', 'downloads']);
  const [queued, learning, dropped, lastSyncAt, downloads] = await Promise.all([
    tx.objectStore('queue').count(),
    tx.objectStore('learning').count(),
    tx.objectStore('dropped').getAll(),
    tx.objectStore('meta').get('lastSyncAt'),
    tx.objectStore('downloads').getAll(),
  ]);
  offlineStatusStore.setState({
    waiting: queued + learning,
    lastSyncAt: metaNumber(lastSyncAt) ?? null,
    dropped: dropped.sort((a, b) => a.droppedAt - b.droppedAt),
    downloads: downloads.sort((a, b) => b.downloadedAt - a.downloadedAt),
  });
}

/** Asks the worker to wake the page when the connection is back (browsers with Background Sync). */
let askForBackgroundSync: () => void = () => undefined;
export function setBackgroundSyncRequester(request: () => void): void {
  askForBackgroundSync = request;
}

/**
 * Keeps a write to send later. An item with a `collapseKey` replaces the waiting one with the same key (only the
 * latest position of a video matters); it goes to the end of the queue with its own key.
 */
export async function enqueue(item: NewItem): Promise<boolean> {
  const opening = offlineDb();
  if (!opening) return false;
  const db = await opening;
  const tx = db.transaction('queue', 'readwrite');
  if (item.collapseKey) {
    const older = await tx.store.index('collapseKey').getAllKeys(item.collapseKey);
    await Promise.all(older.map((seq) => tx.store.delete(seq)));
  }
  const now = Date.now();
  await tx.store.add({
    id: item.id,
    endpointId: item.endpointId,
    params: item.params ?? null,
    body: item.body,
    collapseKey: item.collapseKey ?? null,
    label: item.label,
    createdAt: now,
    tries: 0,
    nextTryAt: now,
  });
  await tx.done;
  await refreshStatus();
  askForBackgroundSync();
  return true;
}

/**
 * Learning time the heartbeats could not report: added to the day's (and item's) record on the device, sent as
 * `POST /api/child/offline-time` at the next sync. The day is the family's (in the zone of the family's clock
 * kept on the device), the day the server credits it to and checks it against.
 */
export async function countLearningTime(
  item: Pick<OfflineLearning, 'contentType' | 'contentId'> | null,
  seconds: number,
  at = Date.now(),
): Promise<void> {
  const opening = offlineDb();
  if (!opening) return;
  const db = await opening;
  const day = familyDate(new Date(at), (await familyClockOnDevice(db)).timeZone);
  const key = `${day}|${item?.contentType ?? ''}|${item?.contentId ?? ''}`;
  const tx = db.transaction('learning', 'readwrite');
  const record: LearningRecord = (await tx.store.get(key)) ?? {
    key,
    day,
    seconds: 0,
    ...(item ? { contentType: item.contentType, contentId: item.contentId } : {}),
  };
  record.seconds = Math.min(learningTimeRules.dailyLearningCapSeconds, record.seconds + seconds);
  await tx.store.put(record);
  await tx.done;
  await refreshStatus();
  askForBackgroundSync();
}

/** The counted days become queue items (each with its own key), in the same transaction. */
async function queueLearningRecords(db: OfflineDb): Promise<void> {
  const tx = db.transaction(['learning', 'queue'], 'readwrite');
  const records = await tx.objectStore('learning').getAll();
  const now = Date.now();
  for (const { key, ...report } of records) {
    await tx.objectStore('queue').add({
      id: crypto.randomUUID(),
      endpointId: 'offline.learningTime',
      params: null,
      body: { json: report },
      collapseKey: null,
      label: { kind: 'learningTime', title: null },
      createdAt: now,
      tries: 0,
      nextTryAt: now,
    });
    await tx.objectStore('learning').delete(key);
  }
  await tx.done;
}

let retryTimer: ReturnType<typeof setTimeout> | undefined;
function retryAt(at: number) {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void flushQueue(), Math.max(0, at - Date.now()));
}

export interface FlushResult {
  /** Items the server took in this run. */
  sent: number;
  /** Whether the queue is empty now (nothing waits on the device). */
  emptied: boolean;
}

async function runOnce(db: OfflineDb, ignoreBackoff: boolean): Promise<FlushResult> {
  await queueLearningRecords(db);
  let sent = 0;
  for (;;) {
    const cursor = await db.transaction('queue').store.openCursor();
    const item = cursor?.value;
    if (!item || item.seq === undefined) break;
    if (item.nextTryAt > Date.now() && !ignoreBackoff) {
      retryAt(item.nextTryAt);
      return finish(db, sent, false);
    }
    let outcome: 'sent' | 'retry' | 'drop';
    try {
      await sendItem(item);
      outcome = 'sent';
    } catch (error) {
      outcome = outcomeOfFailure(error);
    }
    const tx = db.transaction(['queue', 'dropped'], 'readwrite');
    const queue = tx.objectStore('queue');
    // The item may have collapsed into a newer one while it was on its way.
    const still = await queue.get(item.seq);
    if (outcome === 'retry') {
      if (still) {
        const tries = still.tries + 1;
        const nextTryAt = Date.now() + backoffMs(tries);
        await queue.put({ ...still, tries, nextTryAt });
        retryAt(nextTryAt);
      }
      await tx.done;
      return finish(db, sent, false);
    }
    await queue.delete(item.seq);
    if (outcome === 'drop')
      await tx.objectStore('dropped').put({ id: item.id, label: item.label, droppedAt: Date.now() });
    else sent += 1;
    await tx.done;
    await refreshStatus();
  }
  return finish(db, sent, true);
}

/**
 * After a run: the items sent are added up until the queue is empty; then the server hears how many were sent
 * (`POST /api/child/sync`, the parent's dashboard shows it) and the device notes the time of the sync.
 */
async function finish(db: OfflineDb, sent: number, emptied: boolean): Promise<FlushResult> {
  const unreported = (metaNumber(await db.get('meta', 'unreported')) ?? 0) + sent;
  if (emptied && unreported > 0) {
    try {
      await api.call(offlineEndpoints.syncReport, { body: { sentItems: unreported } });
      await db.put('meta', 0, 'unreported');
    } catch {
      // The work itself is on the server; the report goes with the next run.
      await db.put('meta', unreported, 'unreported');
    }
    await db.put('meta', Date.now(), 'lastSyncAt');
  } else {
    await db.put('meta', unreported, 'unreported');
  }
  await refreshStatus();
  return { sent, emptied };
}

let running: Promise<FlushResult> | null = null;
let runAgain = false;
let againIgnoringBackoff = false;

/**
 * Sends the queue, oldest first, one item at a time. A failure worth retrying stops the run (the items keep
 * their order) and sets the next try; an item the server refuses for good is dropped and noted. One run at a
 * time: a call during a run makes it go round once more. `ignoreBackoff` when the connection has just come back
 * (the `online` event, the worker's Background Sync): the waiting items are worth a try at once. Never rejects
 * (its callers fire and forget).
 */
export function flushQueue({ ignoreBackoff = false }: { ignoreBackoff?: boolean } = {}): Promise<FlushResult> {
  if (running) {
    runAgain = true;
    againIgnoringBackoff ||= ignoreBackoff;
    return running;
  }
  const opening = offlineDb();
  if (!opening || isOffline()) return Promise.resolve({ sent: 0, emptied: false });
  running = (async () => {
    const db = await opening;
    let result = await runOnce(db, ignoreBackoff);
    while (runAgain && !isOffline()) {
      const ignoring = againIgnoringBackoff;
      runAgain = false;
      againIgnoringBackoff = false;
      result = await runOnce(db, ignoring);
    }
    return result;
  })()
    // The device's storage failed (closed, full, blocked): nothing was lost, the next trigger tries again.
    .catch((): FlushResult => ({ sent: 0, emptied: false }))
    .finally(() => {
      running = null;
    });
  return running;
}

/** The child read the note about work that could not be sent. */
export async function dismissDropped(): Promise<void> {
  const opening = offlineDb();
  if (!opening) return;
  await (await opening).clear('dropped');
  await refreshStatus();
}

/** Stops the retry timer (the area closes). */
export function stopRetries(): void {
  clearTimeout(retryTimer);
  retryTimer = undefined;
}
