import { chooseLanguage } from '@young-minds/i18n';
import { publishedOn } from './BlogCard';

afterEach(() => chooseLanguage({ locale: 'en' }));

describe('a post’s day', () => {
  it('reads as stored in English and in Arabic digits and order in Arabic', () => {
    expect(publishedOn('2026-01-20')).toBe('2026-01-20');
    chooseLanguage({ locale: 'ar' });
    // Intl puts right-to-left marks around the slashes, so the day stays first when read from the right.
    expect(publishedOn('2026-01-20').replace(/\u200f/g, '')).toBe('٢٠/٠١/٢٠٢٦');
    chooseLanguage({ digits: 'latn' });
    expect(publishedOn('2026-01-20').replace(/\u200f/g, '')).toBe('20/01/2026');
  });
});
