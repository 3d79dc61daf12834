import { blogFormSchema, blogListQuerySchema, slugify } from './blogs';

describe('slugify (the spec: lowercased title, punctuation removed, spaces turned into hyphens)', () => {
  it.each([
    ['Ramadan with Children!', 'ramadan-with-children'],
    ['The Prophet’s Hijra: Makkah to Madinah', 'the-prophets-hijra-makkah-to-madinah'],
    ['  Five   Pillars  ', 'five-pillars'],
    ['Eid-ul-Fitr fun', 'eid-ul-fitr-fun'],
    ['What is Salah? (Part 2)', 'what-is-salah-part-2'],
    ["Qur'ān & Sunnah — café", 'quran-sunnah-cafe'],
    ['قصص الأنبياء', 'قصص-الانبياء'],
    ['!!!', 'post'],
  ])('when the title is %j, then the slug is %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('when the title is very long, then the slug stops at 180 characters and never ends in a hyphen', () => {
    const slug = slugify(`${'a'.repeat(179)} b`);
    expect(slug.length).toBeLessThanOrEqual(180);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('blog form', () => {
  const valid = { title: 'T', description: 'D', publish_date: '2026-01-31' };

  it('when optional fields are blank, then they are null; is_published reads form text', () => {
    expect(blogFormSchema.parse({ ...valid, category: ' ', author: '', is_published: 'false' })).toEqual({
      ...valid,
      category: null,
      author: null,
      is_published: false,
    });
  });

  it('when the date does not exist, then it says so', () => {
    expect(blogFormSchema.safeParse({ ...valid, publish_date: '2026-02-29' }).error?.issues[0]?.message).toBe(
      'Publish date is not a valid date.',
    );
  });

  it('when ?all is given, then it reads as a boolean', () => {
    expect(blogListQuerySchema.parse({ all: '1' }).all).toBe(true);
    expect(blogListQuerySchema.parse({}).all).toBe(false);
  });
});
