import {
  type ActivityInput,
  activityContentSchema,
  activityInputSchema,
  activityMessages,
  activityPlaySchema,
  activityCoverOf,
  activityStars,
  activitySubmissionSchema,
  gapIdsOf,
} from './activities';
import { gradeActivity, playContentOf } from './activity-grading';

const picture = (id: string, alt: string) => ({ id, image_url: `/media/activities/${id}.png`, image_alt: alt });

const matchPictures: ActivityInput['content'] = {
  kind: 'match',
  choices: [
    { id: 'moon', text: 'Moon' },
    { id: 'sun', text: 'Sun' },
    { id: 'star', text: 'Star' },
  ],
  targets: [picture('p-moon', 'A crescent moon'), picture('p-sun', 'The sun')],
  answer: [
    { choice: 'moon', target: 'p-moon' },
    { choice: 'sun', target: 'p-sun' },
  ],
};

const revealBook: ActivityInput['content'] = {
  kind: 'revealMatch',
  targets: [picture('cover', 'A book cover with a lantern')],
  choices: [
    { id: 'ramadan', text: 'My Ramadan' },
    { id: 'prophets', text: 'Stories of the Prophets' },
  ],
  reveal: { style: 'tiles', steps: 9 },
  answer: [{ choice: 'ramadan', target: 'cover' }],
};

const fillTiles: ActivityInput['content'] = {
  kind: 'fillBlanks',
  passage: 'We say [[g1]] before we eat and [[g2]] after.',
  entry: 'tiles',
  gaps: [{ id: 'g1' }, { id: 'g2' }],
  choices: [
    { id: 'bismillah', text: 'Bismillah' },
    { id: 'alhamdulillah', text: 'Alhamdulillah' },
    { id: 'salam', text: 'Assalamu alaikum' },
  ],
  answer: [
    { choice: 'bismillah', target: 'g1' },
    { choice: 'alhamdulillah', target: 'g2' },
  ],
};

const fillTyped: ActivityInput['content'] = {
  kind: 'fillBlanks',
  passage: 'There are [[g1]] daily prayers.',
  entry: 'typed',
  gaps: [{ id: 'g1', accepted: ['five', '5'] }],
};

const messagesOf = (content: unknown) => {
  const parsed = activityContentSchema.safeParse(content);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('the activity format', () => {
  it('takes each of the three kinds with its answer', () => {
    for (const content of [matchPictures, revealBook, fillTiles, fillTyped]) expect(messagesOf(content)).toEqual([]);
    const input = activityInputSchema.parse({
      title: 'Sky pictures',
      prompt: 'Match each name to its picture',
      linked_categories: [3, 3],
      content: matchPictures,
    });
    expect(input).toMatchObject({ language: 'en', status: 'draft', linked_categories: [3] });
  });

  it('refuses answers that do not fit the cards, with sentences an author understands', () => {
    expect(messagesOf({ ...matchPictures, answer: [{ choice: 'moon', target: 'p-moon' }] })).toEqual([
      activityMessages.everyTargetOnce,
    ]);
    expect(messagesOf({ ...matchPictures, answer: [{ choice: 'comet', target: 'p-moon' }] })).toEqual([
      activityMessages.pairUnknownCard,
    ]);
    expect(messagesOf({ ...matchPictures, targets: [{ id: 'moon', text: 'x' }, picture('p-sun', 'Sun')] })).toContain(
      activityMessages.cardIdsUnique,
    );
    expect(
      messagesOf({
        ...matchPictures,
        choices: [
          { id: 'a', text: '' },
          { id: 'b', text: 'B' },
        ],
      }),
    ).toContain(activityMessages.cardNeedsContent);
    expect(messagesOf({ ...revealBook, targets: [{ id: 'cover', image_url: '/media/a.png' }] })).toContain(
      activityMessages.pictureNeedsAlt,
    );
    expect(messagesOf({ ...revealBook, targets: [{ id: 'cover', text: 'no picture' }] })).toContain(
      activityMessages.revealNeedsPicture,
    );
    expect(messagesOf({ ...fillTiles, passage: 'Only [[g1]] here.' })).toContain(activityMessages.gapsMatchPassage);
    expect(messagesOf({ ...fillTyped, gaps: [{ id: 'g1' }] })).toContain(activityMessages.typedNeedsAccepted);
    expect(messagesOf({ ...matchPictures, kind: 'crossword' })).toEqual([
      'The kind must be match, revealMatch or fillBlanks.',
    ]);
    expect(gapIdsOf('a [[g1]] b [[g-2]] c [[G3]]')).toEqual(['g1', 'g-2']);
  });
});

describe('what a child gets and how a try is graded', () => {
  const content = (input: ActivityInput['content']) => activityContentSchema.parse(input);

  it('the play view has every card and no answer, in an order stable for the same seed', () => {
    for (const input of [matchPictures, revealBook, fillTiles, fillTyped]) {
      const play = playContentOf(content(input), 42);
      expect(JSON.stringify(play)).not.toMatch(/"answer"|"accepted"/);
      expect(activityPlaySchema.shape.content.safeParse(play).success).toBe(true);
      expect(play.choices.map((choice) => choice.id).sort()).toEqual(
        content(input)
          .choices.map((c) => c.id)
          .sort(),
      );
      expect(playContentOf(content(input), 42)).toEqual(play);
    }
  });

  it('grades pairs: every target counts, an empty one is wrong, the right answer is shown', () => {
    const graded = gradeActivity(content(matchPictures), { pairs: [{ choice: 'star', target: 'p-moon' }] });
    expect(graded).toEqual({
      ok: true,
      result: {
        correct: 0,
        total: 2,
        score: 0,
        stars: 0,
        items: [
          { target: 'p-moon', given: 'star', correct: false, expected: 'moon' },
          { target: 'p-sun', given: null, correct: false, expected: 'sun' },
        ],
      },
    });
    const right = gradeActivity(content(fillTiles), {
      pairs: [
        { choice: 'alhamdulillah', target: 'g2' },
        { choice: 'bismillah', target: 'g1' },
      ],
    });
    expect(right).toMatchObject({ ok: true, result: { correct: 2, score: 100, stars: 3 } });
  });

  it('typed answers ignore case and spaces and accept every alternative', () => {
    for (const text of ['  FIVE ', '5'])
      expect(gradeActivity(content(fillTyped), { typed: [{ gap: 'g1', text }] })).toMatchObject({
        ok: true,
        result: { score: 100 },
      });
    expect(gradeActivity(content(fillTyped), { typed: [{ gap: 'g1', text: 'six' }] })).toMatchObject({
      result: { items: [{ given: 'six', correct: false, expected: 'five' }] },
    });
  });

  it('fewer reveals earn more stars; a wrong name none', () => {
    const tryWith = (choice: string, reveals: number) =>
      gradeActivity(content(revealBook), { pairs: [{ choice, target: 'cover' }], reveals });
    expect([0, 3, 4, 6, 7, 9].map((reveals) => tryWith('ramadan', reveals))).toMatchObject(
      [3, 3, 2, 2, 1, 1].map((stars) => ({ result: { stars } })),
    );
    expect(tryWith('prophets', 0)).toMatchObject({ result: { score: 0, stars: 0 } });
    expect(tryWith('ramadan', 10)).toEqual({ ok: false, message: activityMessages.revealsTooMany });
    expect(activityStars('match', 80)).toBe(2);
  });

  it('refuses a try that names other cards or uses a card twice', () => {
    expect(gradeActivity(content(matchPictures), { pairs: [{ choice: 'comet', target: 'p-moon' }] })).toEqual({
      ok: false,
      message: activityMessages.answerUnknownCard,
    });
    expect(
      gradeActivity(content(matchPictures), {
        pairs: [
          { choice: 'moon', target: 'p-moon' },
          { choice: 'moon', target: 'p-sun' },
        ],
      }),
    ).toEqual({ ok: false, message: activityMessages.answerEveryTarget });
    expect(gradeActivity(content(fillTyped), { pairs: [{ choice: 'x', target: 'g1' }] })).toMatchObject({ ok: false });
  });
});

describe("the picture on an activity's tile", () => {
  it('never gives a reveal away, and is the first picture otherwise', () => {
    expect(activityCoverOf(activityContentSchema.parse(revealBook))).toBeNull();
    expect(activityCoverOf(activityContentSchema.parse(matchPictures))).toBe('/media/activities/p-moon.png');
    expect(activityCoverOf(activityContentSchema.parse(fillTiles))).toBeNull();
  });
});

describe('a try that is not one', () => {
  it('is refused with sentences, not parser words', () => {
    const parsed = activitySubmissionSchema.safeParse({ pairs: 'x', typed: [{ gap: 'g1', text: 5 }], seconds: -1 });
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)).toEqual([
      'pairs must be a list of { choice, target }.',
      'A typed answer must be text.',
      'seconds cannot be negative.',
    ]);
  });
});
