import { randomBytes } from 'node:crypto';
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

/** One category used by one of each kind of content (video, quiz, assignment, book), and a blog post. */
export async function insertSampleContent(db: Database, options: { createdBy?: number } = {}): Promise<SampleContent> {
  const { Category, Video, Quiz, QuizQuestion, QuizCategory, Assignment, AssignmentCategory, Book, Blog } = db.models;
  const createdBy = options.createdBy ?? null;
  const category = await Category.create({ name: unique('Seerah') });
  const video = await Video.create({
    title: 'The Prophet’s Hijra',
    description: 'A journey from Makkah to Madinah',
    categoryId: category.id,
    videoUrl: '/media/videos/hijra.mp4',
    thumbnailUrl: '/media/thumbnails/hijra.jpg',
    durationSeconds: 754,
    createdBy,
  });
  const quiz = await Quiz.create({ title: 'Pillars of Islam', createdBy });
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
  });
  await AssignmentCategory.create({ assignmentId: assignment.id, categoryId: category.id });
  const book = await Book.create({
    title: 'Stories of the Prophets',
    author: 'Ibn Kathir',
    categoryId: category.id,
    pages: 320,
    thumbnailUrl: '/media/thumbnails/prophets.jpg',
    fileUrl: '/media/books/prophets.pdf',
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
