import { bookUpdateFieldsSchema } from './books';
import { contentFlagMessages } from './flags';
import { videoSchema } from './videos';

describe('content flag fields', () => {
  it.each([
    ['true', true],
    ['TRUE', true],
    [' 1 ', true],
    ['false', false],
    ['0', false],
    [true, true],
    [false, false],
  ])('when music_free is %j, then it reads as %s', (sent, expected) => {
    expect(bookUpdateFieldsSchema.parse({ music_free: sent }).music_free).toBe(expected);
  });

  it.each(['yes', '', '2', 1])('when music_free is %j, then it is refused with the message', (sent) => {
    const parsed = bookUpdateFieldsSchema.safeParse({ music_free: sent });
    expect(parsed.success ? null : parsed.error.issues.map((issue) => issue.message)).toEqual([
      contentFlagMessages.musicFree,
    ]);
  });

  it('when the age band is one of the content bands, then it is kept; another text is refused with the message', () => {
    expect(bookUpdateFieldsSchema.parse({ age_band: ' 6-8 ' }).age_band).toBe('6-8');
    const parsed = bookUpdateFieldsSchema.safeParse({ age_band: '13-15' });
    expect(parsed.success ? null : parsed.error.issues.map((issue) => issue.message)).toEqual([
      contentFlagMessages.ageBand,
    ]);
  });

  it('when the flags are left out of an edit, then they stay undefined (the stored values are kept)', () => {
    expect(bookUpdateFieldsSchema.parse({ title: 'A' })).toEqual({ title: 'A' });
  });

  it('when a response lacks the flags or the language, or has an unknown language, then it does not match the contract', () => {
    const video = {
      id: 1,
      title: 't',
      description: 'd',
      category: 'c',
      category_id: 1,
      video_url: '/media/videos/a.webm',
      thumbnail_url: '/media/images/a.png',
      captions_url: null,
      created_at: '2026-01-01T00:00:00.000Z',
      // Issue 35: every item carries its sources and review.
      sources: [],
      review: { status: 'published', reviewedBy: null, reviewedAt: null, note: null, revisionStatus: null },
    };
    expect(videoSchema.safeParse(video).success).toBe(false);
    const flagged = { ...video, age_band: 'all', music_free: false };
    expect(videoSchema.safeParse(flagged).success).toBe(false);
    expect(videoSchema.safeParse({ ...flagged, language: 'fr' }).success).toBe(false);
    expect(videoSchema.safeParse({ ...flagged, language: 'both' }).success).toBe(true);
  });
});
