import type { HttpHandler } from 'msw';
import {
  type Quiz,
  type QuizInput,
  type QuizSummary,
  quizEndpoints,
  quizSummarySchema,
  quizMessages,
} from '@young-minds/contracts';
import { MockHttpError, answeredAs, crudHandlers, newestFirst, nextId, pictureUploadRoute } from '../kit';
import { withChildScores } from '../child-server/state';
import { categoryRefs, newContentFlags, unknownCategoryIds } from './category-links';
import { adminQuizzes } from './fixtures';
import { type MockKind, renameInRefs } from './mock-kind';
import { adminMockState } from './state';

/**
 * A stored quiz as the service presents it: categories read live (a renamed category shows its new name),
 * sorted by name, the Category column their names joined with ', ', and the answer key for admins only.
 */
function present(quiz: Quiz, withAnswers: boolean): Quiz {
  const categories = categoryRefs(quiz.linked_categories);
  return {
    ...quiz,
    category: categories.map((category) => category.name).join(', '),
    categories,
    linked_categories: categories.map((category) => category.id),
    questionCount: quiz.questions.length,
    questions: quiz.questions.map(({ correct_option, ...question }) =>
      withAnswers ? { ...question, correct_option } : question,
    ),
  };
}

/** A list row: the schema keeps the summary's fields (without the questions). */
const summaryOf = (quiz: Quiz): QuizSummary => quizSummarySchema.parse(present(quiz, false));

/**
 * The stored quiz for a write: every question is new (the service replaces them all), with fresh ids; flags and the
 * language the write leaves out keep the base's.
 */
function stored(
  input: QuizInput,
  base: Pick<Quiz, 'id' | 'created_at' | 'age_band' | 'music_free' | 'language' | 'sources' | 'review'> &
    Partial<Pick<Quiz, 'cover_image'>>,
): Quiz {
  if (unknownCategoryIds(input.linked_categories).length) throw new MockHttpError(400, quizMessages.unknownCategories);
  return present(
    {
      id: base.id,
      title: input.title,
      sources: base.sources,
      review: base.review,
      category: '',
      categories: [],
      linked_categories: input.linked_categories,
      questionCount: input.questions.length,
      // Left out, the cover stays as it is (null for a new quiz).
      cover_image: input.cover_image === undefined ? (base.cover_image ?? null) : input.cover_image,
      age_band: input.age_band ?? base.age_band,
      music_free: input.music_free ?? base.music_free,
      language: input.language ?? base.language,
      created_at: base.created_at,
      updated_at: new Date().toISOString(),
      questions: input.questions.map((question) => ({ id: nextId(), ...question })),
    },
    true,
  );
}

/**
 * `/api/quizzes` as the content service answers it: everyone logged in reads (the answer key: admins only; a
 * child's rows carry their best and last score); admins write.
 */
const handlers = (): HttpHandler[] => [
  pictureUploadRoute(quizEndpoints.uploadPicture),
  ...crudHandlers({
    endpoints: quizEndpoints,
    rows: () => adminMockState.quizzes,
    notFound: quizMessages.notFound,
    present: (quiz, user) => withChildScores(present(quiz, user?.role === 'admin'), user),
    list: {
      search: (quiz) => [quiz.title],
      filter: (quiz, query) =>
        query.categoryId === undefined || quiz.linked_categories.includes(query.categoryId as number),
      order: newestFirst,
      item: (quiz, user) => withChildScores(summaryOf(quiz), user),
    },
    create: ({ body }) => stored(body, { id: nextId(), created_at: new Date().toISOString(), ...newContentFlags }),
    update: { apply: (quiz, { body }) => stored(body, quiz) },
    remove: { message: quizMessages.deleted },
    answer: answeredAs('quiz', quizMessages),
  }),
];

/** Quizzes in the mocks: the fixtures, linked to several categories (`linked_categories`). */
export const quizMock: MockKind<Quiz> = {
  fixtures: adminQuizzes,
  categoryIds: (quiz) => quiz.linked_categories,
  renameCategory: (quiz, id, name) => {
    renameInRefs(quiz, id, name);
    quiz.linked_categories = quiz.categories.map((category) => category.id);
  },
  handlers,
};
