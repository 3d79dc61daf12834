import { badgesOf, quizStars, starsOf, totalStars } from './child';
import { perKind } from './kinds';

/** No item of any kind done. */
const nothing = perKind((): number[] => []);

describe('the stars rule', () => {
  it('when a quiz attempt scores under half, half, 80 % or all, then it earns 0, 1, 2 or 3 stars', () => {
    expect([0, 49.9, 50, 79.99, 80, 99.9, 100].map(quizStars)).toEqual([0, 0, 1, 1, 2, 2, 3]);
  });

  it('when a child finished items, then each counts once and a quiz its best attempt', () => {
    const stars = starsOf({
      ...nothing,
      video: [1, 1],
      book: [1],
      quiz: [100, 60],
      assignment: [3, 1],
      activity: [3, 0, 2],
    });
    expect(stars).toEqual({ ...perKind(() => 0), video: 2, book: 1, quiz: 4, assignment: 4, activity: 5 });
    expect(totalStars(stars)).toBe(16);
  });

  it('when the week reaches the goal, then the week-goal badge is earned', () => {
    const done = { ...nothing, book: [1, 1, 1, 1, 1] };
    const earned = (weekSeconds: number) =>
      badgesOf({ done, weekSeconds, weeklyGoalMinutes: 10 })
        .filter((badge) => badge.earned)
        .map((badge) => badge.id);
    expect(earned(599)).toEqual(['first-book', 'five-books']);
    expect(earned(600)).toEqual(['first-book', 'five-books', 'week-goal']);
  });

  it('when a quiz is perfect and an activity earns three stars, then their badges are earned', () => {
    const done = { ...nothing, quiz: [99, 100], activity: [2, 3] };
    expect(badgesOf({ done, weekSeconds: 0, weeklyGoalMinutes: 10 }).filter((badge) => badge.earned)).toEqual([
      { id: 'first-quiz', earned: true },
      { id: 'quiz-perfect', earned: true },
      { id: 'first-activity', earned: true },
      { id: 'activity-three-stars', earned: true },
    ]);
  });
});
