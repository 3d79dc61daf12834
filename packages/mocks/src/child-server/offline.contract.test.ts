import {
  errorBodySchema,
  familyProgressEndpoints,
  idempotencyKeyReusedMessage,
  idempotentReplayedHeader,
  invalidIdempotencyKeyMessage,
  learningTimeRules,
  offlineEndpoints,
  offlineMessages,
  progressMessages,
} from '@young-minds/contracts';
import { childMockState } from '../child/state';
import { mockAccounts, mockToken } from '../fixtures';
import { createMockServer } from '../node';
import { mockState, resetMockState } from '../state';

const childToken = mockToken(mockAccounts.child.user);
const parentToken = mockToken(mockAccounts.parent.user);
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe("the child area's offline calls answer like the content service", () => {
  const server = createMockServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetMockState();
  });
  afterAll(() => server.close());

  async function send(
    method: 'POST' | 'PUT',
    path: string,
    body: unknown,
    options: { key?: string; token?: string } = {},
  ) {
    const headers: Record<string, string> = { authorization: `Bearer ${options.token ?? childToken}` };
    if (options.key !== undefined) headers['idempotency-key'] = options.key;
    const form = body instanceof FormData;
    if (!form) headers['content-type'] = 'application/json';
    const response = await fetch(`http://localhost${path}`, {
      method,
      headers,
      body: form ? body : JSON.stringify(body),
    });
    return {
      status: response.status,
      replayed: response.headers.get(idempotentReplayedHeader),
      body: (await response.json()) as unknown,
    };
  }
  const offlineTime = (body: unknown, options?: { key?: string; token?: string }) =>
    send('POST', '/api/child/offline-time', body, options);

  /** A second child of the mock family (Maryam) who can log in. */
  function secondChildToken(): string {
    const user = { ...mockAccounts.child.user, id: 5, name: 'Maryam', username: 'maryam.k' };
    mockState.accounts.set('maryam.k', { password: 'x', user });
    return mockToken(user);
  }

  it('when offline time is reported, then it is credited up to the day’s cap', async () => {
    const first = await offlineTime({ day: daysAgo(2), seconds: 600 });
    expect(first.status).toBe(200);
    expect(offlineEndpoints.learningTime.response.parse(first.body)).toEqual({
      creditedSeconds: 600,
      notCreditedSeconds: 0,
      notCreditedReason: null,
      daySeconds: 600,
    });
    const capped = offlineEndpoints.learningTime.response.parse(
      (await offlineTime({ day: daysAgo(2), seconds: learningTimeRules.dailyLearningCapSeconds })).body,
    );
    expect(capped).toEqual({
      creditedSeconds: learningTimeRules.dailyLearningCapSeconds - 600,
      notCreditedSeconds: 600,
      notCreditedReason: 'daily-cap',
      daySeconds: learningTimeRules.dailyLearningCapSeconds,
    });
  });

  it('when more is reported than passed since the last sync, then the rest is answered as not credited', async () => {
    const maryam = secondChildToken();
    await send('POST', '/api/child/sync', { sentItems: 1 }, { token: maryam });
    const answer = offlineEndpoints.learningTime.response.parse(
      (await offlineTime({ day: daysAgo(1), seconds: 600 }, { token: maryam })).body,
    );
    // The sync was a moment ago: (almost) nothing can have been learnt offline since.
    expect(answer.creditedSeconds).toBeLessThan(5);
    expect(answer).toMatchObject({
      notCreditedSeconds: 600 - answer.creditedSeconds,
      notCreditedReason: 'more-than-elapsed',
    });
  });

  it('when the day is too old, still to come or the item unknown, then 400 or 404 with the service’s message', async () => {
    const cases = [
      { body: { day: daysAgo(31), seconds: 60 }, status: 400, message: offlineMessages.dayTooOld },
      { body: { day: daysAgo(-1), seconds: 60 }, status: 400, message: offlineMessages.dayInFuture },
      {
        body: { day: today(), seconds: 60, contentType: 'video', contentId: 999_999 },
        status: 404,
        message: progressMessages.contentNotFound.video,
      },
    ];
    for (const { body, status, message } of cases) {
      const answer = await offlineTime(body);
      expect({ status: answer.status, message: errorBodySchema.parse(answer.body).message }).toEqual({
        status,
        message,
      });
    }
    expect(childMockState.offlineSeconds.size).toBe(0);
  });

  it('when a write is replayed with its key, then the same answer comes back marked replayed and nothing is added', async () => {
    const first = await offlineTime({ day: daysAgo(1), seconds: 300 }, { key: 'queue-1' });
    const repeat = await offlineTime({ day: daysAgo(1), seconds: 300 }, { key: 'queue-1' });
    expect(repeat).toEqual({ ...first, replayed: 'true' });
    expect(first.replayed).toBeNull();
    expect(childMockState.offlineSeconds.get(`${mockAccounts.child.user.id}:${daysAgo(1)}`)).toBe(300);

    const reused = await offlineTime({ day: daysAgo(1), seconds: 60 }, { key: 'queue-1' });
    expect({ status: reused.status, message: errorBodySchema.parse(reused.body).message }).toEqual({
      status: 409,
      message: idempotencyKeyReusedMessage,
    });
    const malformed = await offlineTime({ day: daysAgo(1), seconds: 60 }, { key: 'not a key' });
    expect({ status: malformed.status, message: errorBodySchema.parse(malformed.body).message }).toEqual({
      status: 400,
      message: invalidIdempotencyKeyMessage,
    });
  });

  it('when another child sends the same key, then their own write runs', async () => {
    await offlineTime({ day: daysAgo(1), seconds: 300 }, { key: 'shared' });
    const other = await offlineTime({ day: daysAgo(1), seconds: 120 }, { key: 'shared', token: secondChildToken() });
    expect(other.status).toBe(200);
    expect(other.replayed).toBeNull();
    expect(offlineEndpoints.learningTime.response.parse(other.body).creditedSeconds).toBe(120);
  });

  it('when progress and a worksheet are replayed with their keys, then each is recorded once', async () => {
    const progress = { contentType: 'video', contentId: 1, positionSeconds: 40 };
    const saved = await send('PUT', '/api/progress/me', progress, { key: 'progress-1' });
    expect(saved.status).toBe(200);
    expect((await send('PUT', '/api/progress/me', progress, { key: 'progress-1' })).replayed).toBe('true');

    const handIn = () => {
      const form = new FormData();
      form.append('text', 'My sheet');
      form.append('file', new File([png], 'sheet.png', { type: 'image/png' }));
      return send('POST', '/api/assignments/2/submissions', form, { key: 'sheet-1' });
    };
    const first = await handIn();
    const repeat = await handIn();
    expect(first.status).toBe(201);
    expect(repeat).toEqual({ ...first, replayed: 'true' });
    expect(childMockState.submissions).toHaveLength(1);
  });

  it("when a child reports a sync, then the parent's dashboard shows it; the fixtures show one child's last sync", async () => {
    const dashboard = async () =>
      familyProgressEndpoints.dashboard.response.parse(
        await (
          await fetch('http://localhost/api/progress/dashboard', {
            headers: { authorization: `Bearer ${parentToken}` },
          })
        ).json(),
      );
    const before = await dashboard();
    expect(before.children.filter((child) => child.lastSyncAt !== null)).toEqual([
      expect.objectContaining({ name: 'Maryam', lastSyncItems: 3 }),
    ]);

    const reported = await send('POST', '/api/child/sync', { sentItems: 4 });
    expect(reported.status).toBe(200);
    const sync = offlineEndpoints.syncReport.response.parse(reported.body);
    expect(sync.lastSyncItems).toBe(4);
    const card = (await dashboard()).children.find((child) => child.id === mockAccounts.child.user.id);
    expect(card).toMatchObject({ lastSyncAt: sync.lastSyncAt, lastSyncItems: 4 });
  });
});
