import { serviceDatabases, insertSampleContent, type SampleContent } from '@young-minds/db/testing';
import { type TestFamily, bearer, createAdmin, createFamily } from '@young-minds/service-kit/src/testing/harness';
import { type ContentHarness, startContent } from '../test-support';

describe.each(serviceDatabases())("a child's history on $name", ({ name }) => {
  let harness: ContentHarness;
  let content: SampleContent;
  let family: TestFamily;

  beforeAll(async () => {
    harness = await startContent(name, { now: () => new Date('2026-04-20T12:00:00.000Z') });
    content = await insertSampleContent(harness.db);
    family = await createFamily(harness);
    const childId = family.child.id;
    await harness.db.models.Video.update(
      { title: '=HYPERLINK("http://evil.test","Click me"), "quoted"' },
      { where: { id: content.videoId } },
    );
    await harness.db.models.LearningProgress.bulkCreate([
      {
        childId,
        contentType: 'video',
        contentId: content.videoId,
        positionSeconds: 95,
        timeSpentSeconds: 300,
        lastSeenAt: new Date('2026-04-19T23:59:59.000Z'),
      },
      {
        childId,
        contentType: 'book',
        contentId: content.bookId,
        completed: true,
        timeSpentSeconds: 600,
        lastSeenAt: new Date('2026-04-18T08:00:00.000Z'),
      },
      {
        childId,
        contentType: 'quiz',
        contentId: content.quizId,
        completed: true,
        score: 75,
        lastSeenAt: new Date('2026-04-10T08:00:00.000Z'),
      },
      { childId, contentType: 'video', contentId: 999_999, lastSeenAt: new Date('2026-04-01T08:00:00.000Z') },
    ]);
  });
  afterAll(() => harness.close());

  const history = (query: string, session = family.parent) =>
    harness.api().get(`/api/progress/children/${family.child.id}/history${query}`).set(bearer(session));

  it('when the parent opens the history, then every item comes, most recent first, with time spent and titles', async () => {
    const response = await history('');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(response.body.data[0]).toEqual({
      id: expect.any(Number),
      contentType: 'video',
      contentId: content.videoId,
      title: '=HYPERLINK("http://evil.test","Click me"), "quoted"',
      lastSeenAt: '2026-04-19T23:59:59.000Z',
      timeSpentSeconds: 300,
      positionSeconds: 95,
      score: null,
      firstScore: null,
      bestScore: null,
      completed: false,
    });
    expect(response.body.data.map((item: { contentType: string }) => item.contentType)).toEqual([
      'video',
      'book',
      'quiz',
      'video',
    ]);
    expect(response.body.data[3].title).toBeNull();
  });

  it('when filtered by kind, period and page, then only those items come; the period takes whole UTC days', async () => {
    const ids = async (query: string) => {
      const response = await history(query);
      expect(response.status).toBe(200);
      return {
        total: response.body.total,
        kinds: response.body.data.map((item: { contentType: string }) => item.contentType),
      };
    };
    expect(await ids('?contentType=video')).toEqual({ total: 2, kinds: ['video', 'video'] });
    expect(await ids('?from=2026-04-18&to=2026-04-19')).toEqual({ total: 2, kinds: ['video', 'book'] });
    expect(await ids('?to=2026-04-10')).toEqual({ total: 2, kinds: ['quiz', 'video'] });
    expect(await ids('?from=2026-04-19&contentType=book')).toEqual({ total: 0, kinds: [] });
    expect(await ids('?page=2&pageSize=3')).toEqual({ total: 4, kinds: ['video'] });
  });

  it('when a filter is bad, then 400 says why', async () => {
    const cases: [string, string][] = [
      ['?contentType=song', 'contentType must be video, book, quiz, assignment, activity or dua.'],
      ['?from=2026-02-31', 'Use a real date in the format YYYY-MM-DD.'],
      ['?to=yesterday', 'Use the date format YYYY-MM-DD'],
      ['?from=2026-04-19&to=2026-04-18', 'The start date must not be after the end date.'],
    ];
    for (const [query, message] of cases) {
      const response = await history(query);
      expect({ status: response.status, message: response.body.message }).toEqual({
        status: 400,
        message: expect.stringContaining(message),
      });
    }
  });

  it('when the parent downloads the CSV, then it is an attachment with a header row and safe, escaped titles', async () => {
    const response = await harness
      .api()
      .get(`/api/progress/children/${family.child.id}/history.csv?contentType=video`)
      .set(bearer(family.parent))
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => done(null, text));
      });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="child-${family.child.id}-history.csv"`);
    expect(response.body).toBe(
      'kind,content id,title,last seen (UTC),time spent (s),position (s),score (%),completed\r\n' +
        `video,${content.videoId},"'=HYPERLINK(""http://evil.test"",""Click me""), ""quoted""",` +
        '2026-04-19T23:59:59.000Z,300,95,,no\r\n' +
        'video,999999,,2026-04-01T08:00:00.000Z,0,,,no\r\n',
    );
  });

  it('when an admin reads any child, then it works; another parent, a child or a non-child id is refused', async () => {
    const admin = await createAdmin(harness);
    const stranger = await createFamily(harness);
    expect((await history('', admin)).status).toBe(200);
    expect((await history('', stranger.parent)).status).toBe(403);
    expect((await history('', family.child)).status).toBe(403);
    const parentAsChild = await harness
      .api()
      .get(`/api/progress/children/${family.parent.id}/history.csv`)
      .set(bearer(admin));
    expect({ status: parentAsChild.status, message: parentAsChild.body.message }).toEqual({
      status: 404,
      message: 'Child not found.',
    });
  });
});
