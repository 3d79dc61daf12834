import {
  activityEndpoints,
  activityMessages,
  activitySchema,
  childEndpoints,
  errorBodySchema,
  progressEndpoints,
} from '@young-minds/contracts';
import { mockAccounts, mockToken } from '../fixtures';
import { createMockServer } from '../node';
import { resetMockState } from '../state';
import { activityAttemptsMockState, childActivities, seedChildActivities } from '.';

const childToken = mockToken(mockAccounts.child.user);
const parentToken = mockToken(mockAccounts.parent.user);

/** Every key anywhere in a JSON value, to prove no answer reaches a child before a try. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

describe("the child's activity handlers answer like the content service", () => {
  const server = createMockServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    // Twice: seeding again after a reset (or without one) adds nothing twice.
    seedChildActivities();
    seedChildActivities();
  });
  afterEach(() => {
    server.resetHandlers();
    resetMockState();
  });
  afterAll(() => server.close());

  async function call(path: string, options: { token?: string | null; body?: unknown } = {}) {
    const token = options.token === undefined ? childToken : options.token;
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`http://localhost${path}`, {
      method: options.body === undefined ? 'GET' : 'POST',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }
  const list = async (query = '') =>
    activityEndpoints.childList.response.parse((await call(`/api/child/activities${query}`)).body);
  const play = async (id: number) =>
    activityEndpoints.play.response.parse((await call(`/api/child/activities/${id}`)).body);
  const submit = (id: number, body: unknown) => call(`/api/child/activities/${id}/submit`, { body });

  it('when the fixtures are read, then each is a valid activity by the contract, two published of each kind', () => {
    for (const activity of childActivities) activitySchema.parse(activity);
    const published = childActivities.filter((activity) => activity.status === 'published');
    expect(published.map((activity) => activity.kind).sort()).toEqual([
      'fillBlanks',
      'fillBlanks',
      'match',
      'match',
      'revealMatch',
      'revealMatch',
    ]);
  });

  it('when the child lists them, then the published ones come newest first without standing; kind and search filter', async () => {
    const page = await list();
    // The child's samples, then what the admin mocks hold published (their drafts never).
    expect(page.data.map((row) => row.id)).toEqual([401, 402, 403, 404, 405, 406, 305, 303, 301]);
    expect(page.total).toBe(9);
    expect(page.data.every((row) => row.bestStars === null && row.bestScore === null && row.lastScore === null)).toBe(
      true,
    );
    expect(keysOf(page.data)).not.toContain('content');
    expect((await list('?kind=revealMatch')).data.map((row) => row.id)).toEqual([403, 404, 303]);
    expect((await list('?search=sky')).data.map((row) => row.title)).toEqual(['Sky Friends']);
    expect((await list('?pageSize=2&page=2')).data.map((row) => row.id)).toEqual([403, 404]);
  });

  it('when the child opens one, then it is the play view without the answer, in the same order on every load', async () => {
    for (const { id } of childActivities.filter((activity) => activity.status === 'published')) {
      const opened = await play(id);
      expect(keysOf(opened)).not.toContain('answer');
      expect(keysOf(opened)).not.toContain('accepted');
      expect(await play(id)).toEqual(opened);
    }
    const typed = await play(406);
    expect(typed.content).toMatchObject({ kind: 'fillBlanks', entry: 'typed', gaps: [{ id: 'g1' }, { id: 'g2' }] });
  });

  it('when a draft or an unknown activity is opened or sent, then it is the 404 of the service', async () => {
    for (const answer of [
      await call('/api/child/activities/407'),
      await call('/api/child/activities/306'),
      await call('/api/child/activities/999'),
      await submit(407, { pairs: [] }),
    ]) {
      expect(answer.status).toBe(404);
      expect(errorBodySchema.parse(answer.body).message).toBe(activityMessages.notFound);
    }
  });

  it('when the child sends tries, then each is graded, counted, kept as best and as progress, and earns home stars', async () => {
    const wrong = activityEndpoints.submit.response.parse(
      (
        await submit(401, {
          pairs: [
            { choice: 'moon', target: 'p-sun' },
            { choice: 'sun', target: 'p-moon' },
            { choice: 'star', target: 'p-star' },
          ],
        })
      ).body,
    );
    expect(wrong).toMatchObject({ activityId: 401, correct: 1, total: 3, score: 33, stars: 0, attempts: 1 });
    expect(wrong.items).toContainEqual({ target: 'p-sun', given: 'moon', correct: false, expected: 'sun' });

    const right = activityEndpoints.submit.response.parse(
      (
        await submit(401, {
          pairs: [
            { choice: 'sun', target: 'p-sun' },
            { choice: 'moon', target: 'p-moon' },
            { choice: 'star', target: 'p-star' },
          ],
          seconds: 40,
        })
      ).body,
    );
    expect(right).toMatchObject({ score: 100, stars: 3, attempts: 2, bestScore: 100 });
    expect((await list('?search=sky')).data[0]).toMatchObject({ bestScore: 100, lastScore: 100, bestStars: 3 });

    const items = progressEndpoints.myItems.response.parse(
      (await call('/api/progress/me/items?contentType=activity')).body,
    );
    expect(items.data).toEqual([
      expect.objectContaining({ contentType: 'activity', contentId: 401, completed: true, score: 100 }),
    ]);
    const home = childEndpoints.overview.response.parse((await call('/api/child/overview')).body);
    expect(home.starsByKind.activity).toBe(3);
    expect(activityAttemptsMockState.attempts).toHaveLength(2);
  });

  it('when a reveal is guessed late or typed answers come, then the stars follow the contract', async () => {
    const late = activityEndpoints.submit.response.parse(
      (await submit(404, { pairs: [{ choice: 'camel', target: 'hidden' }], reveals: 4 })).body,
    );
    expect(late).toMatchObject({ score: 100, stars: 1 });
    const typed = activityEndpoints.submit.response.parse(
      (
        await submit(406, {
          typed: [
            { gap: 'g1', text: ' Spring ' },
            { gap: 'g2', text: 'FALL' },
          ],
        })
      ).body,
    );
    expect(typed).toMatchObject({ correct: 2, total: 2, stars: 3 });
  });

  it('when a try names another card or shows more than the picture has, then it is the 400 of the service', async () => {
    const foreign = await submit(401, { pairs: [{ choice: 'cat', target: 'p-sun' }] });
    expect(foreign.status).toBe(400);
    expect(errorBodySchema.parse(foreign.body).message).toBe(activityMessages.answerUnknownCard);
    const tooMany = await submit(404, { pairs: [{ choice: 'camel', target: 'hidden' }], reveals: 5 });
    expect(tooMany.status).toBe(400);
    expect(errorBodySchema.parse(tooMany.body).message).toBe(activityMessages.revealsTooMany);
    expect(activityAttemptsMockState.attempts).toEqual([]);
  });

  it('when a parent or nobody calls, then it is refused as the service refuses it', async () => {
    const refused = await call('/api/child/activities', { token: parentToken });
    expect(refused.status).toBe(403);
    expect(errorBodySchema.parse(refused.body).message).toBe('You do not have permission to do this.');
    expect((await call('/api/child/activities/401', { token: null })).status).toBe(401);
  });

  it("when a fixture's picture is asked for, then its SVG comes back at its /media path", async () => {
    const urls = childActivities.flatMap((activity) =>
      [...activity.content.choices, ...('targets' in activity.content ? activity.content.targets : [])].flatMap(
        (card) => (card.image_url ? [card.image_url] : []),
      ),
    );
    expect(urls.length).toBeGreaterThan(6);
    for (const url of new Set(urls)) {
      const response = await fetch(`http://localhost${url}`);
      expect({ url, status: response.status, type: response.headers.get('content-type') }).toEqual({
        url,
        status: 200,
        type: 'image/svg+xml',
      });
      expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
  });
});
