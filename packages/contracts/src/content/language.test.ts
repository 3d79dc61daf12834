import { assignmentFormSchema } from './assignments';
import { bookUpdateFieldsSchema } from './books';
import { contentLanguageMessage, languageAttributesOf } from './language';
import { quizInputSchema } from './quizzes';
import { videoUploadFieldsSchema } from './videos';

describe('content language', () => {
  it.each([
    ['en', 'en'],
    [' ar ', 'ar'],
    ['both', 'both'],
  ])('when an edit sends the language %j, then it reads as %s', (sent, expected) => {
    expect(bookUpdateFieldsSchema.parse({ language: sent }).language).toBe(expected);
  });

  it.each(['fr', '', 'AR', 1])(
    'when the language is %j, then it is refused with a message naming the choices',
    (sent) => {
      const parsed = videoUploadFieldsSchema.safeParse({ title: 't', description: 'd', category: '1', language: sent });
      expect(parsed.success ? null : parsed.error.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [['language'], contentLanguageMessage],
      ]);
      expect(contentLanguageMessage).toBe('The language must be one of: en, ar, both.');
    },
  );

  it('when a create or an edit leaves the language out, then it stays undefined (new items are English, edits keep it)', () => {
    const quiz = {
      title: 'q',
      linked_categories: [1],
      questions: [{ question: 'q', option_a: 'a', option_b: 'b', option_c: 'c', option_d: 'd', correct_option: 'A' }],
    };
    expect(quizInputSchema.parse(quiz).language).toBeUndefined();
    expect(quizInputSchema.parse({ ...quiz, language: 'ar' }).language).toBe('ar');
    expect(
      assignmentFormSchema.parse({ title: 't', description: 'd', dueDate: '2030-01-01' }).language,
    ).toBeUndefined();
  });

  it("when a title is shown, then Arabic gets lang ar and dir rtl, English lang en and dir ltr, 'both' neither", () => {
    expect(languageAttributesOf('ar')).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(languageAttributesOf('en')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(languageAttributesOf('both')).toEqual({});
  });
});
