import { mailLanguageOfText } from './text-language';

describe('mailLanguageOfText', () => {
  test('when a text is mostly Arabic, then its email is Arabic; otherwise English', () => {
    expect(mailLanguageOfText('السلام عليكم، هل يمكن لطفلين مشاركة خطة واحدة؟')).toBe('ar');
    expect(mailLanguageOfText('السلام عليكم! Can two children share one plan?')).toBe('en');
    expect(mailLanguageOfText('Hello, أهلا')).toBe('en');
    expect(mailLanguageOfText('123 ?!')).toBe('en');
  });
});
