import { categoryInUseMessage } from './categories';
import { contentKindIds, contentTypeMessage, countOfKind, perKind, recordableKinds } from './kinds';
import { progressItemsQuerySchema, progressMessages, progressUpdateSchema } from './progress';
import { emptyByKind } from './progress-summary';
import { adminStatsOf } from './stats';

describe('the content-kind registry', () => {
  it('when a contentType is none of the kinds, then one sentence lists them all (or the recordable ones)', () => {
    expect(contentKindIds).toEqual(['video', 'book', 'quiz', 'assignment', 'activity', 'dua']);
    expect(contentTypeMessage()).toBe('contentType must be video, book, quiz, assignment, activity or dua.');
    expect(progressItemsQuerySchema.safeParse({ contentType: 'song' }).error?.issues[0]?.message).toBe(
      contentTypeMessage(),
    );
    expect(recordableKinds).toEqual(['video', 'book', 'assignment', 'dua']);
    expect(progressUpdateSchema.safeParse({ contentType: 'quiz', contentId: 1 }).error?.issues[0]?.message).toBe(
      'contentType must be video, book, assignment or dua.',
    );
  });

  it('when a kind is counted or not found, then the sentence names it', () => {
    expect([countOfKind('activity', 1), countOfKind('quiz', 2)]).toEqual(['1 activity', '2 quizzes']);
    expect(progressMessages.contentNotFound).toEqual({
      video: 'Video not found.',
      book: 'Book not found.',
      quiz: 'Quiz not found.',
      assignment: 'Assignment not found.',
      activity: 'Activity not found.',
      dua: 'Dua not found.',
    });
  });

  it('when a category is used by one activity only, then the 409 says so', () => {
    const usage = { ...perKind(() => 0), activity: 1 };
    expect(categoryInUseMessage(usage)).toBe(
      'This category is still used by 1 activity. Move that content to another category or delete it first.',
    );
    expect(categoryInUseMessage({ ...usage, video: 2, quiz: 1 })).toBe(
      'This category is still used by 2 videos, 1 quiz and 1 activity. Move that content to another category or ' +
        'delete it first.',
    );
  });

  it('when nothing was done, then kinds played in attempts say 0 attempts and the others none', () => {
    expect(emptyByKind().quiz).toEqual({ started: 0, completed: 0, attempts: 0, averageScore: null });
    expect(emptyByKind().video).toEqual({ started: 0, completed: 0, attempts: null, averageScore: null });
  });

  it('when the admin totals are made, then they follow the spec’s cards: users, videos, assignments, quizzes', () => {
    const stats = adminStatsOf(7, (kind) => contentKindIds.indexOf(kind) + 1);
    expect(Object.entries(stats)).toEqual([
      ['totalUsers', 7],
      ['videos', 1],
      ['assignments', 4],
      ['quizzes', 3],
    ]);
  });
});
