import type { RepoContext } from './context';

export interface ContentCounts {
  parents: number;
  children: number;
  videos: number;
  books: number;
  assignments: number;
  quizzes: number;
}

export function createStatsRepo({ models }: RepoContext) {
  const { User, Video, Book, Assignment, Quiz } = models;
  return {
    /** Row counts for the admin dashboard (COUNT(*) per table; role is indexed with the users). */
    async counts(): Promise<ContentCounts> {
      const [parents, children, videos, books, assignments, quizzes] = await Promise.all([
        User.count({ where: { role: 'parent' } }),
        User.count({ where: { role: 'child' } }),
        Video.count(),
        Book.count(),
        Assignment.count(),
        Quiz.count(),
      ]);
      return { parents, children, videos, books, assignments, quizzes };
    },
  };
}

export type StatsRepo = ReturnType<typeof createStatsRepo>;
