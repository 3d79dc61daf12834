import {
  type QuizInput,
  checkAnswer,
  foreignAnswersField,
  gradeAnswers,
  percentageOf,
  quizEndpoints as endpoints,
  quizMessages,
  quizPictureLabel,
} from '@young-minds/contracts';
import type { QuizWrite, QuizWriteResult } from '@young-minds/db';
import {
  HttpError,
  type Principal,
  type RateLimiter,
  fromContractShape,
  notFound,
  requirePrincipal,
} from '@young-minds/service-kit';
import { contentAudienceOf } from '../audience';
import type { ContentContext } from '../context';
import { editOrRevise } from '../review/revisions';
import { replayable } from '../offline/replay';
import { singleFile } from '../media';
import { countOrRefuse } from '../rate-limits';
import { toQuiz, toQuizAttempt, toQuizSummary } from './present';

function toQuizWrite({ linked_categories, questions, ...fields }: QuizInput): QuizWrite {
  return {
    // The title and the flags, under their contract names' camelCase twins.
    ...fromContractShape(fields),
    categoryIds: linked_categories,
    questions: questions.map((question) => ({
      question: question.question,
      optionA: question.option_a,
      optionB: question.option_b,
      optionC: question.option_c,
      optionD: question.option_d,
      optionAImage: question.option_a_image,
      optionBImage: question.option_b_image,
      optionCImage: question.option_c_image,
      optionDImage: question.option_d_image,
      correctOption: question.correct_option,
    })),
  };
}

/** The stored quiz, or the refusal as an HTTP error: unknown category ids are the caller's mistake (400, nothing written). */
function writtenOrRefused(result: QuizWriteResult) {
  if (result.ok) return result.quiz;
  if (result.reason === 'unknownCategories') {
    throw new HttpError(400, quizMessages.unknownCategories, {
      fields: { linked_categories: `Unknown category ids: ${result.ids.join(', ')}` },
    });
  }
  throw notFound(quizMessages.notFound);
}

/** Each child's quiz submissions (`quizSubmissionRateLimit`) and answer checks (`quizCheckRateLimit`). */
interface QuizLimiters {
  submissionsPerChild: RateLimiter;
  checksPerChild: RateLimiter;
}

/** Quizzes (admins write, everyone logged in reads) and children's attempts, each child's counted by `limiters`. */
export function mountQuizRoutes(context: ContentContext, { submissionsPerChild, checksPerChild }: QuizLimiters): void {
  const { kit, repos, now, media } = context;
  const quizzes = repos.quizzes;

  /**
   * A child's rows get their best and last score (one query for the page); other callers' rows are left as they
   * are, so the fields are absent for them.
   */
  async function withChildScores<Row extends { id: number }>(
    principal: Principal | null | undefined,
    rows: Row[],
  ): Promise<Array<Row & { bestScore?: number | null; lastScore?: number | null }>> {
    if (principal?.role !== 'child') return rows;
    const scores = await quizzes.scoresForChild(
      principal.id,
      rows.map((row) => row.id),
    );
    return rows.map((row) => {
      const mine = scores.get(row.id);
      return {
        ...row,
        bestScore: mine ? Math.round(mine.bestPercent) : null,
        lastScore: mine ? percentageOf(mine.lastScore, mine.lastTotal) : null,
      };
    });
  }

  kit.route(endpoints.list, async ({ query, principal }) => {
    const { rows, total } = await quizzes.list({ ...query, audience: await contentAudienceOf(repos, principal) });
    const data = await withChildScores(principal, rows.map(toQuizSummary));
    return { data, total, page: query.page, pageSize: query.pageSize };
  });

  kit.route(endpoints.get, async ({ params, principal }) => {
    const caller = requirePrincipal(principal);
    // A child asking for a quiz that does not fit them gets the same 404 as for one that does not exist.
    const quiz = await quizzes.findById(params.id, await contentAudienceOf(repos, caller));
    if (!quiz) throw notFound(quizMessages.notFound);
    // The answer key is for admins only: a child taking the quiz (or a parent) never receives it.
    const [shown] = await withChildScores(caller, [toQuiz(quiz, caller.role === 'admin')]);
    return shown!;
  });

  kit.route(endpoints.create, async ({ body, principal }) => {
    const admin = requirePrincipal(principal);
    const quiz = writtenOrRefused(await quizzes.create(toQuizWrite(body), admin.id));
    return { message: quizMessages.created, quiz: toQuiz(quiz, true) };
  });

  kit.route(endpoints.update, async ({ params, body, principal, log }) => {
    const write = toQuizWrite(body);
    // A published quiz's edit waits for review as its revision (issue 35); the live one stays.
    const target = { kind: 'quiz', id: params.id, principal } as const;
    const edit = await editOrRevise(context, log, target, { ...write }, () => quizzes.update(params.id, write));
    const quiz = edit.revised ? await quizzes.findById(params.id) : writtenOrRefused(edit.result);
    if (!quiz) throw notFound(quizMessages.notFound);
    return { message: quizMessages.updated, quiz: toQuiz(quiz, true) };
  });

  kit.route(endpoints.remove, async ({ params }) => {
    if (!(await quizzes.remove(params.id)).ok) throw notFound(quizMessages.notFound);
    return { message: quizMessages.deleted };
  });

  // A public picture, like a thumbnail: the form sends its url back with the quiz, which owns it from then on.
  const pictureFields = { image: { kind: 'image', label: quizPictureLabel } } as const;
  kit.route(
    endpoints.uploadPicture,
    async ({ files }) => {
      const file = singleFile(files, 'image');
      if (!file)
        throw new HttpError(400, quizMessages.pictureRequired, { fields: { image: quizMessages.pictureRequired } });
      // Stored, then remembered as pending until a quiz uses it (a form never saved leaves it to the sweeper);
      // if remembering fails, storeAll removes the file again.
      const url = await media.storeAll({ image: { file, kind: 'image', label: quizPictureLabel } }, async (stored) => {
        const { url: storedUrl } = stored.image!;
        await quizzes.recordPictureUpload(storedUrl);
        return storedUrl;
      });
      return { url };
    },
    { multipart: media.uploadLimits(pictureFields) },
  );

  kit.route(endpoints.check, async ({ params, body, principal }) => {
    const child = requirePrincipal(principal);
    await countOrRefuse(checksPerChild, String(child.id), quizMessages.tooManyChecks);
    // Only a quiz the child can see can be checked; nothing is stored (the score is what submit grades).
    const quiz = await quizzes.findById(params.id, await contentAudienceOf(repos, child));
    if (!quiz) throw notFound(quizMessages.notFound);
    const checked = checkAnswer(quiz.questions, body.questionId, body.answer);
    if (!checked) {
      throw new HttpError(400, quizMessages.foreignQuestion, {
        fields: { questionId: foreignAnswersField([body.questionId]) },
      });
    }
    return checked;
  });

  kit.route(endpoints.submit, async ({ body, principal, ctx, log }) => {
    const child = requirePrincipal(principal);
    return replayable(context, endpoints.submit, { ctx, log, userId: child.id }, async () => {
      // Counted inside the replay: a repeat of an answered submission (the offline queue) costs nothing, and a
      // refused one releases its key, so the queue's retry after the minute runs afresh.
      await countOrRefuse(submissionsPerChild, String(child.id), quizMessages.tooManySubmissions);
      // Only a quiz the child can see can be answered.
      const quiz = await quizzes.findById(body.quizId, await contentAudienceOf(repos, child));
      if (!quiz) throw notFound(quizMessages.notFound);

      const grading = gradeAnswers(quiz.questions, body.answers);
      if (!grading.ok) {
        throw new HttpError(400, quizMessages.foreignQuestion, {
          fields: { answers: foreignAnswersField(grading.foreignQuestionIds) },
        });
      }
      const percentage = percentageOf(grading.score, grading.total);
      const recorded = await quizzes.recordSubmission({
        quizId: quiz.id,
        childId: child.id,
        score: grading.score,
        total: grading.total,
        answers: grading.answers,
        percentage,
        submittedAt: now(),
      });
      if (!recorded.ok) throw notFound(quizMessages.notFound);
      const stored = recorded.submission;
      return {
        id: stored.id,
        quizId: stored.quizId,
        score: stored.score,
        total: stored.total,
        percentage,
        results: grading.results,
        submitted_at: stored.submittedAt.toISOString(),
      };
    });
  });

  kit.route(endpoints.myAttempts, async ({ query, principal }) => {
    const child = requirePrincipal(principal);
    const { rows, total } = await quizzes.listAttempts(child.id, query);
    return { data: rows.map(toQuizAttempt), total, page: query.page, pageSize: query.pageSize };
  });
}
