import { badgesOf, quizStars, starsOf, totalStars } from './child';

describe('the stars rule', () => {
  it('when a quiz attempt scores under half, half, 80 % or all, then it earns 0, 1, 2 or 3 stars', () => {
    expect([0, 49.9, 50, 79.99, 80, 99.9, 100].map(quizStars)).toEqual([0, 0, 1, 1, 2, 2, 3]);
  });

  it('when a child finished items, then each counts once and a quiz its best attempt', () => {
    const stars = starsOf({
      videosCompleted: 2,
      booksFinished: 1,
      quizBestPercents: [100, 60],
      worksheetStars: [3, 1],
      activityBestStars: [3, 0, 2],
    });
    expect(stars).toEqual({ videos: 2, books: 1, quizzes: 4, worksheets: 4, activities: 5 });
    expect(totalStars(stars)).toBe(16);
  });

  it('when the week reaches the goal, then the week-goal badge is earned', () => {
    const facts = {
      videosCompleted: 0,
      booksFinished: 5,
      quizBestPercents: [],
      worksheetStars: [],
      activityBestStars: [],
    };
    const earned = (weekSeconds: number) =>
      badgesOf({ ...facts, weekSeconds, weeklyGoalMinutes: 10 })
        .filter((badge) => badge.earned)
        .map((badge) => badge.id);
    expect(earned(599)).toEqual(['first-book', 'five-books']);
    expect(earned(600)).toEqual(['first-book', 'five-books', 'week-goal']);
  });
});
