import { contentKindIds, contentKinds } from '@young-minds/contracts';

/**
 * A kind's fixtures and handlers live in its own mock file, which imports the kit and the state, which lead back to
 * `admin/kinds.ts`: whichever module a test imports first, every kind's rows and handlers must be there.
 */
const entries = {
  'the package': () => import('../index'),
  'the kit': () => import('../kit'),
  "a kind's file": () => import('./books'),
  "the quizzes' file": () => import('./quizzes'),
  "the child area's handlers": () => import('../child'),
  "the child server's handlers": () => import('../child-server'),
  'the admin state': () => import('./state'),
  'the kinds': () => import('./kinds'),
  "the parent's fixtures": () => import('../parent/fixtures'),
  'the shared state': () => import('../state'),
};

test.each(Object.entries(entries))(
  'when %s is imported first, then every kind has its fixtures as rows and its handlers',
  async (_name, importFirst) => {
    await jest.isolateModulesAsync(async () => {
      await importFirst();
      const { adminMockState, resetAdminMockState } = await import('./state');
      const { kindHandlers, mockKindOf } = await import('./kinds');
      for (const kind of contentKindIds) {
        const rows = adminMockState[contentKinds[kind].table];
        expect(rows.length).toBeGreaterThan(0);
        expect(rows).toEqual(mockKindOf(kind).fixtures);
      }
      expect(kindHandlers().length).toBeGreaterThan(contentKindIds.length);
      adminMockState.videos = [];
      resetAdminMockState();
      expect(adminMockState.videos).toEqual(mockKindOf('video').fixtures);
    });
  },
);

test('when a kind’s rows change, then its fixtures stay as they were and a reset brings them back', async () => {
  const { adminMockState, resetAdminMockState } = await import('./state');
  const { mockKindOf } = await import('./kinds');
  const [first] = adminMockState.books;
  first!.title = 'Renamed';
  expect(mockKindOf('book').fixtures[0]!.title).not.toBe('Renamed');
  resetAdminMockState({ books: [] });
  expect(adminMockState.books).toEqual([]);
  resetAdminMockState();
  expect(adminMockState.books[0]!.title).toBe(mockKindOf('book').fixtures[0]!.title);
});
