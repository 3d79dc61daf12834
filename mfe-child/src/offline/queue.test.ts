import { offlineEndpoints, progressEndpoints } from '@young-minds/contracts';
import { loginResponses, parentMockState } from '@young-minds/mocks';
import { sessionStore } from '@young-minds/session';
import { http, HttpResponse } from 'msw';
import { setUpMockServer } from '../testing';
import { offlineDb } from './db';
import { rememberFamilyClock } from './familyClock';
import { backoff, backoffMs, countLearningTime, enqueue, flushQueue } from './queue';
import { sendOrSave } from './send';
import { offlineStatusStore } from './status';
import { resetOfflineState, setOnline } from './testing';

const server = setUpMockServer();
resetOfflineState();

beforeEach(() => {
  sessionStore.getState().logIn(loginResponses.child);
});

/** A server that keeps what each write changed, answering a replayed key with its first answer (as the services do). */
function recordingServer() {
  const writes: { path: string; key: string | null; body: unknown }[] = [];
  const answered = new Map<string, { ok: boolean }>();
  const reports: number[] = [];
  const take = async ({ request }: { request: Request }) => {
    const key = request.headers.get('Idempotency-Key');
    const body = await request.json();
    const earlier = key === null ? undefined : answered.get(key);
    if (earlier) return HttpResponse.json(earlier);
    writes.push({ path: new URL(request.url).pathname, key, body });
    const answer = { ok: true };
    if (key !== null) answered.set(key, answer);
    return HttpResponse.json(answer);
  };
  server.use(
    http.put('/api/progress/me', take),
    http.post('/api/child/offline-time', take),
    http.post('/api/child/sync', async ({ request }) => {
      reports.push(((await request.json()) as { sentItems: number }).sentItems);
      return HttpResponse.json({ lastSyncAt: new Date().toISOString(), lastSyncItems: 0 });
    }),
  );
  return { writes, reports, take };
}

const bookmark = (contentId: number, page: string) => ({
  id: crypto.randomUUID(),
  endpointId: 'progress.record' as const,
  body: { json: { contentType: 'book', contentId, bookmark: page } },
  label: { kind: 'progress' as const, title: null },
});

async function queued() {
  return (await offlineDb())!.getAll('queue');
}

test('queued writes are sent oldest first with their keys, then the server hears how many were sent', async () => {
  const { writes, reports } = recordingServer();
  const first = bookmark(1, 'page-2');
  const second = bookmark(2, 'page-9');
  await enqueue(first);
  await enqueue(second);
  expect(offlineStatusStore.getState().waiting).toBe(2);

  await expect(flushQueue()).resolves.toEqual({ sent: 2, emptied: true });

  expect(writes.map((write) => [write.key, (write.body as { contentId: number }).contentId])).toEqual([
    [first.id, 1],
    [second.id, 2],
  ]);
  expect(reports).toEqual([2]);
  expect(offlineStatusStore.getState()).toMatchObject({ waiting: 0, lastSyncAt: expect.any(Number) });
});

test('a network failure stops the run and backs off; the items keep their order for the next run', async () => {
  const { writes, reports } = recordingServer();
  server.use(http.put('/api/progress/me', () => HttpResponse.error(), { once: true }));
  await enqueue(bookmark(1, 'a'));
  await enqueue(bookmark(2, 'b'));
  const before = Date.now();

  await expect(flushQueue()).resolves.toEqual({ sent: 0, emptied: false });

  const [head, next] = await queued();
  expect(head).toMatchObject({ tries: 1, body: { json: { contentId: 1 } } });
  expect(head!.nextTryAt).toBeGreaterThanOrEqual(before + backoff.firstMs / 2);
  expect(next).toMatchObject({ tries: 0, body: { json: { contentId: 2 } } });
  // Before its time the head is not tried again…
  await expect(flushQueue()).resolves.toEqual({ sent: 0, emptied: false });
  expect(writes).toHaveLength(0);
  // …but the connection coming back tries at once.
  await expect(flushQueue({ ignoreBackoff: true })).resolves.toEqual({ sent: 2, emptied: true });
  expect(writes.map((write) => (write.body as { contentId: number }).contentId)).toEqual([1, 2]);
  expect(reports).toEqual([2]);
});

test.each([500, 503, 408, 429, 409])('a %i is tried again later, not dropped', async (status) => {
  recordingServer();
  server.use(http.put('/api/progress/me', () => HttpResponse.json({ message: 'Later' }, { status })));
  await enqueue(bookmark(1, 'a'));
  await flushQueue();
  expect(await queued()).toEqual([expect.objectContaining({ tries: 1 })]);
  expect(offlineStatusStore.getState().dropped).toEqual([]);
});

test('the backoff doubles with each try, with jitter, and is capped at five minutes', () => {
  const random = jest.spyOn(Math, 'random');
  random.mockReturnValue(1);
  expect([1, 2, 3].map(backoffMs)).toEqual([backoff.firstMs, backoff.firstMs * 2, backoff.firstMs * 4]);
  expect(backoffMs(30)).toBe(5 * 60_000);
  random.mockReturnValue(0);
  expect(backoffMs(1)).toBe(backoff.firstMs / 2);
  random.mockRestore();
});

test('a write the server took but whose answer was lost is replayed with the same key and adds nothing', async () => {
  const { writes, take } = recordingServer();
  // The first try reaches the server, then the connection drops before the answer.
  server.use(
    http.put(
      '/api/progress/me',
      async (info) => {
        await take(info);
        return HttpResponse.error();
      },
      { once: true },
    ),
  );
  const saved = await sendOrSave(
    progressEndpoints.record,
    { body: { contentType: 'video', contentId: 3, positionSeconds: 40 } },
    { label: { kind: 'progress', title: 'Volcanoes' } },
  );
  expect(saved).toEqual({ state: 'saved' });
  const [waiting] = await queued();
  expect(writes.map((write) => write.key)).toEqual([waiting!.id]);

  await flushQueue();
  // A second replay of the same item (another tab sent it too) changes nothing either.
  await enqueue({ id: waiting!.id, endpointId: 'progress.record', body: waiting!.body, label: waiting!.label });
  await flushQueue();

  expect(writes).toHaveLength(1);
  expect(await queued()).toEqual([]);
});

test('waiting saves of one item collapse to the latest', async () => {
  const { writes } = recordingServer();
  setOnline(false);
  for (const page of ['p1', 'p2', 'p3'])
    await sendOrSave(
      progressEndpoints.record,
      { body: { contentType: 'book', contentId: 7, bookmark: page } },
      { label: { kind: 'progress', title: null }, collapseKey: 'book:7' },
    );
  expect(offlineStatusStore.getState().waiting).toBe(1);
  setOnline(true);
  await flushQueue();
  expect(writes.map((write) => write.body)).toEqual([{ contentType: 'book', contentId: 7, bookmark: 'p3' }]);
});

test('an item the server refuses for good is dropped and noted; the rest is still sent', async () => {
  const { writes } = recordingServer();
  server.use(
    http.post('/api/quiz-submissions/submit', () => HttpResponse.json({ message: 'Quiz not found' }, { status: 404 })),
  );
  await enqueue({
    id: crypto.randomUUID(),
    endpointId: 'quizSubmissions.submit',
    body: { json: { quizId: 99, answers: [{ questionId: 1, answer: 'A' }] } },
    label: { kind: 'quiz', title: 'Space quiz' },
  });
  await enqueue(bookmark(1, 'a'));

  await expect(flushQueue()).resolves.toEqual({ sent: 1, emptied: true });

  expect(writes).toHaveLength(1);
  expect(offlineStatusStore.getState().dropped).toEqual([
    expect.objectContaining({ label: { kind: 'quiz', title: 'Space quiz' } }),
  ]);
});

test('learning time counted offline is added up per day and item and sent as one report', async () => {
  const { writes } = recordingServer();
  const at = Date.parse('2026-11-25T10:00:00Z');
  await countLearningTime({ contentType: 'video', contentId: 3 }, 30, at);
  await countLearningTime({ contentType: 'video', contentId: 3 }, 30, at + 30_000);
  await countLearningTime(null, 30, at);
  expect(offlineStatusStore.getState().waiting).toBe(2);

  await flushQueue();

  expect(writes.map((write) => [write.path, write.body])).toEqual(
    expect.arrayContaining([
      ['/api/child/offline-time', { day: '2026-11-25', seconds: 60, contentType: 'video', contentId: 3 }],
      ['/api/child/offline-time', { day: '2026-11-25', seconds: 30 }],
    ]),
  );
  expect(writes.every((write) => write.key !== null)).toBe(true);
});

test('when the server credits only part of the learning time counted offline, then the report is sent once and nothing is retried or shown as lost', async () => {
  const { reports } = recordingServer();
  const answers: unknown[] = [];
  server.use(
    http.post('/api/child/offline-time', async ({ request }) => {
      const { seconds } = (await request.json()) as { seconds: number };
      // Reported, not credited: the service's answer when more was counted than could have happened.
      const answer = offlineEndpoints.learningTime.response.parse({
        creditedSeconds: 0,
        notCreditedSeconds: seconds,
        notCreditedReason: 'more-than-elapsed',
        daySeconds: 0,
      });
      answers.push(answer);
      return HttpResponse.json(answer);
    }),
  );
  await countLearningTime(null, 90, Date.parse('2026-11-25T10:00:00Z'));

  await expect(flushQueue()).resolves.toEqual({ sent: 1, emptied: true });
  await expect(flushQueue()).resolves.toEqual({ sent: 0, emptied: true });

  expect(answers).toHaveLength(1);
  expect(reports).toEqual([1]);
  expect(offlineStatusStore.getState()).toMatchObject({ waiting: 0, dropped: [] });
});

/** The mock child's family on a clock of its choosing (its parent's, as the auth service keeps it). */
function familyOnClock(timeZone: string) {
  const child = parentMockState.children.find((row) => row.id === loginResponses.child.user.id);
  parentMockState.familyClocks.set(child!.parent_id, { timeZone, weekStartsOn: 'monday' });
}

test("learning time counted offline goes on the family's day: at 23:30 UTC a family at UTC+14 is on the next day", async () => {
  const { writes } = recordingServer();
  familyOnClock('Pacific/Kiritimati');
  await rememberFamilyClock();

  await countLearningTime(null, 30, Date.parse('2026-11-25T23:30:00Z'));
  await flushQueue();

  expect(writes.map((write) => write.body)).toEqual([{ day: '2026-11-26', seconds: 30 }]);
});

test("the family's clock kept on the device counts the days while the device is offline", async () => {
  const { writes } = recordingServer();
  familyOnClock('Etc/GMT+12');
  await rememberFamilyClock();
  familyOnClock('Pacific/Kiritimati');
  setOnline(false);
  server.use(http.get('/api/family/settings', () => HttpResponse.error()));
  await rememberFamilyClock();

  // 10:30 UTC is 22:30 the day before at UTC−12, the clock last read.
  await countLearningTime(null, 30, Date.parse('2026-11-25T10:30:00Z'));
  setOnline(true);
  await flushQueue();

  expect(writes.map((write) => write.body)).toEqual([{ day: '2026-11-24', seconds: 30 }]);
});

test("before the family's clock was ever read, learning time counted offline goes on the UTC day", async () => {
  const { writes } = recordingServer();
  familyOnClock('Pacific/Kiritimati');

  await countLearningTime(null, 30, Date.parse('2026-11-25T23:30:00Z'));
  await flushQueue();

  expect(writes.map((write) => write.body)).toEqual([{ day: '2026-11-25', seconds: 30 }]);
});
