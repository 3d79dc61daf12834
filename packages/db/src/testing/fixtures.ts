import { randomBytes } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import type { Database } from '../connection';

// Rows for tests, written through the models. Names that must be unique get a random suffix, so fixtures can
// be inserted any number of times into one database.

const unique = (label: string) => `${label} ${randomBytes(3).toString('hex')}`;

export interface SampleContent {
  categoryId: number;
  videoId: number;
  quizId: number;
  questionId: number;
  assignmentId: number;
  bookId: number;
  blogId: number;
}

/**
 * One category used by one of each kind of content (video, quiz, assignment, book), and a blog post; the content
 * is live (`review_status` 'published', issue 35), as families see it.
 */
export async function insertSampleContent(db: Database, options: { createdBy?: number } = {}): Promise<SampleContent> {
  const { Category, Video, Quiz, QuizQuestion, QuizCategory, Assignment, AssignmentCategory, Book, Blog } = db.models;
  const createdBy = options.createdBy ?? null;
  const reviewStatus = 'published';
  const category = await Category.create({ name: unique('Seerah') });
  const video = await Video.create({
    title: 'The Prophet’s Hijra',
    description: 'A journey from Makkah to Madinah',
    categoryId: category.id,
    videoUrl: '/media/videos/hijra.mp4',
    thumbnailUrl: '/media/thumbnails/hijra.jpg',
    durationSeconds: 754,
    createdBy,
    reviewStatus,
  });
  const quiz = await Quiz.create({ title: 'Pillars of Islam', createdBy, reviewStatus });
  const question = await QuizQuestion.create({
    quizId: quiz.id,
    position: 0,
    question: 'How many pillars does Islam have?',
    optionA: 'Three',
    optionB: 'Four',
    optionC: 'Five',
    optionD: 'Six',
    correctOption: 'C',
  });
  await QuizCategory.create({ quizId: quiz.id, categoryId: category.id });
  const assignment = await Assignment.create({
    title: 'Draw the Kaaba',
    description: 'Draw and label it',
    fileUrl: '/media/assignments/kaaba.pdf',
    videoId: video.id,
    dueDate: '2030-06-30',
    reviewStatus,
  });
  await AssignmentCategory.create({ assignmentId: assignment.id, categoryId: category.id });
  const book = await Book.create({
    title: 'Stories of the Prophets',
    author: 'Ibn Kathir',
    categoryId: category.id,
    pages: 320,
    thumbnailUrl: '/media/thumbnails/prophets.jpg',
    fileUrl: '/media/books/prophets.pdf',
    reviewStatus,
  });
  const blog = await Blog.create({
    title: 'Ramadan with children',
    slug: unique('ramadan-with-children').replace(' ', '-'),
    category: 'Family',
    author: 'Young Minds',
    description: 'Ideas for the holy month',
    publishDate: '2025-03-01',
    bannerImage: '/media/blogs/ramadan.jpg',
  });
  return {
    categoryId: category.id,
    videoId: video.id,
    quizId: quiz.id,
    questionId: question.id,
    assignmentId: assignment.id,
    bookId: book.id,
    blogId: blog.id,
  };
}

/** A child's footprint: progress on a video, a quiz submission and an assignment submission. */
export async function insertChildActivity(db: Database, childId: number, content: SampleContent): Promise<void> {
  const { LearningProgress, QuizSubmission, AssignmentSubmission } = db.models;
  const now = new Date();
  await LearningProgress.create({
    childId,
    contentType: 'video',
    contentId: content.videoId,
    positionSeconds: 120,
    lastSeenAt: now,
  });
  await QuizSubmission.create({
    quizId: content.quizId,
    childId,
    score: 1,
    total: 1,
    answers: { [content.questionId]: 'C' },
    submittedAt: now,
  });
  await AssignmentSubmission.create({
    assignmentId: content.assignmentId,
    childId,
    text: 'Done!',
    fileUrl: null,
    submittedAt: now,
  });
}

export interface BusyFamilyOptions {
  /** The family's children (each gets an equal share of the rows). */
  childIds: readonly number[];
  content: SampleContent;
  /** Learning progress rows in all, spread over the four kinds (default 5,000). */
  progressRows?: number;
  /** Quiz attempts and worksheets per child (default 100 each). */
  attemptsPerChild?: number;
  /** Days of learning time per child, ending at `now` (default 60). */
  days?: number;
  /** The last moment of activity; earlier rows go back from it a minute at a time. */
  now: Date;
}

/**
 * A family that has used the platform for months: many progress rows per child (most point at items that no
 * longer exist, as after years of content changes: their titles are null), quiz attempts, worksheets and
 * learning time. Written in bulk, for the dashboard's query-count tests and the bench.
 */
export async function insertBusyFamily(db: Database, options: BusyFamilyOptions): Promise<void> {
  const { LearningProgress, QuizSubmission, AssignmentSubmission, LearningTime } = db.models;
  const { childIds, content, now } = options;
  const kinds = ['video', 'book', 'quiz', 'assignment'] as const;
  const sampleIdOf = {
    video: content.videoId,
    book: content.bookId,
    quiz: content.quizId,
    assignment: content.assignmentId,
  };
  const perChild = Math.ceil((options.progressRows ?? 5000) / childIds.length);
  const attempts = options.attemptsPerChild ?? 100;
  const days = options.days ?? 60;
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  const dayMs = 24 * 60 * 60 * 1000;

  for (const [childIndex, childId] of childIds.entries()) {
    const progress = Array.from({ length: perChild }, (_, index) => {
      const contentType = kinds[index % kinds.length]!;
      const slot = Math.floor(index / kinds.length);
      return {
        childId,
        contentType,
        // The first of each kind is the sample item; the rest are ids far above any real one.
        contentId: slot === 0 ? sampleIdOf[contentType] : 1_000_000 + slot,
        positionSeconds: contentType === 'video' ? index % 600 : null,
        completed: index % 3 === 0,
        score: contentType === 'quiz' ? (index * 7) % 101 : null,
        timeSpentSeconds: (index % 20) * 30,
        lastSeenAt: minutesAgo(index * 7 + childIndex),
      };
    });
    await LearningProgress.bulkCreate(progress);
    await QuizSubmission.bulkCreate(
      Array.from({ length: attempts }, (_, index) => ({
        quizId: content.quizId,
        childId,
        score: index % 5,
        total: 4,
        answers: {},
        submittedAt: minutesAgo(index * 90 + childIndex),
      })),
    );
    await AssignmentSubmission.bulkCreate(
      Array.from({ length: attempts }, (_, index) => ({
        assignmentId: content.assignmentId,
        childId,
        text: `Work ${index}`,
        submittedAt: minutesAgo(index * 120 + childIndex),
      })),
    );
    await LearningTime.bulkCreate(
      Array.from({ length: days }, (_, index) => ({
        childId,
        day: new Date(now.getTime() - index * dayMs).toISOString().slice(0, 10),
        seconds: ((index * 13 + childIndex * 7) % 60) * 60,
        lastBeatAt: new Date(now.getTime() - index * dayMs),
      })),
    );
  }
}

/** The SQL a database runs while watched: to prove how many queries a call costs, whatever the data. */
export interface QueryWatch {
  /** Every statement run since the watch began (or was last cleared), in order. */
  readonly statements: string[];
  clear(): void;
  stop(): void;
}

let watches = 0;

export function watchQueries(db: Database): QueryWatch {
  watches += 1;
  const hookName = `watch-queries-${watches}`;
  const statements: string[] = [];
  db.sequelize.addHook('afterQuery', hookName, (_options, query) => {
    statements.push((query as unknown as { sql: string }).sql);
  });
  return {
    statements,
    clear: () => {
      statements.length = 0;
    },
    stop: () => {
      db.sequelize.removeHook('afterQuery', hookName);
    },
  };
}

/** One step of a query plan: the table (or alias) it reads, and whether it reads every row of it. */
export interface PlanStep {
  table: string | null;
  fullScan: boolean;
  detail: string;
}

/** How the database would run a SELECT (EXPLAIN QUERY PLAN on SQLite, EXPLAIN on MariaDB), step by step. */
export async function queryPlan(db: Database, sql: string): Promise<PlanStep[]> {
  if (db.dialect === 'sqlite') {
    const steps = await db.sequelize.query<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, {
      type: QueryTypes.SELECT,
    });
    return steps.map(({ detail }) => {
      const scan = /^SCAN (\S+)$/.exec(detail);
      const search = /^SEARCH (\S+) /.exec(detail);
      return { table: scan?.[1] ?? search?.[1] ?? null, fullScan: scan !== null, detail };
    });
  }
  const steps = await db.sequelize.query<{ table: string | null; type: string | null; key: string | null }>(
    `EXPLAIN ${sql}`,
    { type: QueryTypes.SELECT },
  );
  return steps.map((step) => ({
    table: step.table,
    fullScan: step.type === 'ALL',
    detail: `${String(step.table)}: ${String(step.type)} ${String(step.key)}`,
  }));
}
