import type { HttpHandler } from 'msw';
import { type ContentKind, contentKindIds, contentKinds } from '@young-minds/contracts';
import { activityMock } from './activities';
import { assignmentMock } from './assignments';
import { bookMock } from './books';
import { duaMock } from './duas';
import type { MockKind, TitledRow } from './mock-kind';
import { quizMock } from './quizzes';
import { adminMockState } from './state';
import { videoMock } from './videos';

/**
 * The mocks' content kinds (the registry's `ContentKind`s), each declared in its own mock file (`videoMock` in
 * `admin/videos.ts`: its fixtures, category link and handlers). Everything in the mocks that treats the kinds
 * alike reads them from here: the admin state's rows (`KindRows`, under the registry's `table`), the handlers,
 * the category-in-use 409, renames, progress titles and the parent's report titles. A new kind adds its line
 * here and the type-check asks for nothing else in the mocks.
 *
 * Read when called, never while the modules load: a kind's file imports the kit, which leads back here.
 */
const mockKinds = () =>
  ({
    video: videoMock,
    book: bookMock,
    quiz: quizMock,
    assignment: assignmentMock,
    activity: activityMock,
    dua: duaMock,
  }) satisfies Record<ContentKind, MockKind<TitledRow>>;

type MockKinds = ReturnType<typeof mockKinds>;
type RowOf<Kind extends ContentKind> = MockKinds[Kind] extends MockKind<infer Row> ? Row : never;
type TableOf<Kind extends ContentKind> = (typeof contentKinds)[Kind]['table'];

/** The kinds' rows in the admin state, under the registry's tables (`adminMockState.videos`). */
export type KindRows = { [Kind in ContentKind as TableOf<Kind>]: RowOf<Kind>[] };

/** The kinds' rows as every reset starts them: each kind's fixtures. */
export function kindFixtures(): KindRows {
  const kinds = mockKinds();
  return Object.fromEntries(
    contentKindIds.map((kind) => [contentKinds[kind].table, [...kinds[kind].fixtures]]),
  ) as unknown as KindRows;
}

/** Every kind's handlers, in registry order. */
export function kindHandlers(): HttpHandler[] {
  const kinds = mockKinds();
  return contentKindIds.flatMap((kind) => kinds[kind].handlers());
}

/** The record of `kind`, read alike for every kind, with its rows as they are now. */
export function mockKindOf(kind: ContentKind): MockKind<TitledRow> & { rows(): TitledRow[] } {
  const table = contentKinds[kind].table;
  return { ...mockKinds()[kind], rows: () => adminMockState[table] };
}
