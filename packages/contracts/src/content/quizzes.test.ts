import { assignmentFormSchema } from './assignments';
import { progressUpdateSchema } from './progress';
import { quizInputSchema, quizSubmissionRequestSchema } from './quizzes';

const firstMessage = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues[0]?.message;
const question = { question: 'Q?', option_a: 'a', option_b: 'b', option_c: 'c', option_d: 'd', correct_option: 'b' };

describe('quiz input', () => {
  it('when valid, then the answer is upper-cased and repeated category ids collapse', () => {
    const parsed = quizInputSchema.parse({ title: ' Pillars ', linked_categories: [3, '3', 4], questions: [question] });
    expect(parsed).toEqual({
      title: 'Pillars',
      linked_categories: [3, 4],
      questions: [
        {
          ...question,
          correct_option: 'B',
          option_a_image: null,
          option_b_image: null,
          option_c_image: null,
          option_d_image: null,
        },
      ],
    });
  });

  it("when an answer's picture is not an uploaded picture, then it is refused in words", () => {
    const withPicture = (url: string) =>
      quizInputSchema.safeParse({
        title: 'T',
        linked_categories: [1],
        questions: [{ ...question, option_c_image: url }],
      });
    expect(withPicture('/media/images/apple.png').success).toBe(true);
    expect(firstMessage(withPicture('/media/books/secret.pdf'))).toBe(
      "An answer's picture must be one uploaded through the quiz picture upload.",
    );
  });

  it("when no category is selected, then the spec's sentence comes back", () => {
    expect(firstMessage(quizInputSchema.safeParse({ title: 'T', linked_categories: [], questions: [question] }))).toBe(
      'Please select at least one category.',
    );
    expect(firstMessage(quizInputSchema.safeParse({ title: 'T', questions: [question] }))).toBe(
      'Please select at least one category.',
    );
  });

  it('when an option is missing or blank, then it is named', () => {
    expect(
      firstMessage(
        quizInputSchema.safeParse({ title: 'T', linked_categories: [1], questions: [{ ...question, option_d: ' ' }] }),
      ),
    ).toBe('Option D is required.');
  });
});

describe('quiz submission', () => {
  it('when the same question is answered twice, then it is refused', () => {
    const answers = [
      { questionId: 1, answer: 'A' },
      { questionId: 1, answer: 'B' },
    ];
    expect(firstMessage(quizSubmissionRequestSchema.safeParse({ quizId: 1, answers }))).toBe(
      'Each question may be answered only once.',
    );
  });
});

describe('assignment form (multipart text)', () => {
  const valid = { title: 'T', description: 'D', dueDate: '2030-01-31' };

  it('when categories is a JSON string and video is blank, then ids and null come out', () => {
    expect(assignmentFormSchema.parse({ ...valid, categories: '[2, "5", 2]', video: '' })).toEqual({
      ...valid,
      categories: [2, 5],
      video: null,
    });
    expect(assignmentFormSchema.parse({ ...valid, video: '7' })).toEqual({ ...valid, categories: [], video: 7 });
  });

  it('when categories is not JSON, then the message says what it must be', () => {
    expect(firstMessage(assignmentFormSchema.safeParse({ ...valid, categories: '[1,' }))).toBe(
      'Categories must be a JSON list of category ids.',
    );
  });
});

describe('progress update', () => {
  it('when a position is sent for a book, then it is refused', () => {
    expect(
      firstMessage(progressUpdateSchema.safeParse({ contentType: 'book', contentId: 1, positionSeconds: 3 })),
    ).toBe('A position can only be recorded for a video.');
  });
});
