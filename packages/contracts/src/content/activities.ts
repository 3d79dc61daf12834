import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idParamsSchema, listQuerySchema, pageOf } from '../pagination';
import { quizStars } from './child';
import { contentFlagFieldsShape, contentFlagsShape } from './flags';
import { contentReviewShape } from './review';
import { activityLanguageValues } from './language';
import { mediaUrlSchema } from './media';
import { categoryRefSchema } from './quizzes';
import { requiredText } from './text-fields';

/**
 * Activities: one engine for the product's three games, authored by admins and played by children.
 *
 * Every activity is choices matched to targets, with the answer as pairs (choice → target), like QTI's match and
 * gap-match interactions:
 * - `match` (Match the Picture): names (choices) to pictures (targets); extra choices are allowed as distractors.
 * - `revealMatch` (Match the Name to the Revealed Book): one target, a cover or picture revealed step by step; the
 *   child picks its name among the choices; fewer reveals earn more stars.
 * - `fillBlanks` (Fill in the Blanks): a passage whose gaps (`[[gapId]]` tokens) are the targets; either word tiles
 *   (choices) dragged or tapped into the gaps, or typed answers checked against accepted alternatives.
 *
 * The answer (`answer`, `accepted`) reaches admins only; a child gets the play view and sees the right answers in
 * the result of a submission, which the server grades.
 */

export const activityMessages = {
  created: 'Activity created successfully!',
  updated: 'Activity updated successfully!',
  deleted: 'Activity deleted successfully.',
  notFound: 'Activity not found.',
  selectCategory: 'Please select at least one category.',
  unknownCategories: 'Some of the selected categories do not exist.',
  cardIdsUnique: 'Every card needs its own id.',
  cardNeedsContent: 'A card needs a text or a picture.',
  pictureNeedsAlt: 'Please describe each picture in a few words (for children who cannot see it).',
  pairUnknownCard: 'An answer pairs a card that is not part of this activity.',
  everyTargetOnce: 'Every target needs exactly one right choice, and a choice can be right only once.',
  revealNeedsPicture: 'The hidden picture is required.',
  gapsMatchPassage: 'The gaps must be the [[gap]] tokens of the passage, each once, in order.',
  tilesNeedAnswer: 'With word tiles, every gap needs its right tile.',
  typedNeedsAccepted: 'With typed answers, every gap needs at least one accepted answer.',
  unknownMedia: 'A picture or sound was not uploaded through the activity media upload.',
  notPublished: 'This activity is not published yet.',
  answerEveryTarget: 'Please answer every target once.',
  answerUnknownCard: 'An answer refers to a card that is not part of this activity.',
  revealsTooMany: 'More reveals than the picture has steps.',
  mediaRequired: 'Please send one picture (field image) or one sound (field audio).',
} as const;

export const activityKindValues = ['match', 'revealMatch', 'fillBlanks'] as const;
export type ActivityKind = (typeof activityKindValues)[number];

export const activityStatusValues = ['draft', 'published'] as const;
export type ActivityStatus = (typeof activityStatusValues)[number];

/** Limits: a child's screen holds a dozen cards at most. */
export const activityLimits = {
  titleLength: 200,
  promptLength: 500,
  cardTextLength: 200,
  altLength: 200,
  minCards: 2,
  maxCards: 12,
  passageLength: 4000,
  maxGaps: 20,
  maxAccepted: 10,
  minRevealSteps: 2,
  maxRevealSteps: 16,
} as const;

/** A card's id, chosen by the author's tool ('c1', 'moon', 'gap-2'): short, stable across edits. */
export const activityCardIdSchema = z
  .string({ error: 'A card id must be text.' })
  .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'A card id is 1–32 lower-case letters, digits or dashes.');

/** A gap token in a Fill in the Blanks passage: `[[g1]]`. */
export const gapTokenPattern = /\[\[([a-z0-9][a-z0-9-]{0,31})\]\]/g;

/** The gap ids of a passage, in order of appearance. */
export function gapIdsOf(passage: string): string[] {
  return [...passage.matchAll(gapTokenPattern)].map((match) => match[1]!);
}

/** A choice or a target: a text, a picture or both, and an optional sound (read-aloud of a name, say). */
export const activityCardSchema = z
  .object({
    id: activityCardIdSchema,
    text: z.string().trim().max(activityLimits.cardTextLength, 'A card text is too long.').default(''),
    image_url: mediaUrlSchema.nullable().default(null),
    /** Required with a picture: what a screen reader says instead. */
    image_alt: z.string().trim().max(activityLimits.altLength, 'A picture description is too long.').default(''),
    audio_url: mediaUrlSchema.nullable().default(null),
  })
  .refine((card) => card.text !== '' || card.image_url !== null, { message: activityMessages.cardNeedsContent })
  .refine((card) => card.image_url === null || card.image_alt !== '', {
    message: activityMessages.pictureNeedsAlt,
    path: ['image_alt'],
  });
export type ActivityCard = z.infer<typeof activityCardSchema>;

/** One right answer: this choice belongs on this target. */
export const activityPairSchema = z.object({ choice: activityCardIdSchema, target: activityCardIdSchema });
export type ActivityPair = z.infer<typeof activityPairSchema>;

const cards = (label: string, min: number = activityLimits.minCards) =>
  z
    .array(activityCardSchema, { error: `${label} must be a list of cards.` })
    .min(min, `${label}: at least ${min}.`)
    .max(activityLimits.maxCards, `${label}: at most ${activityLimits.maxCards}.`);

/** A gap of a Fill in the Blanks passage, and with typed answers the texts accepted there (case and spaces ignored). */
export const activityGapSchema = z.object({
  id: activityCardIdSchema,
  accepted: z
    .array(requiredText('An accepted answer', activityLimits.cardTextLength))
    .max(activityLimits.maxAccepted, `At most ${activityLimits.maxAccepted} accepted answers per gap.`)
    .default([]),
});
export type ActivityGap = z.infer<typeof activityGapSchema>;

/** How typed answers are compared: case, surrounding spaces and repeated spaces do not matter. */
export const normaliseTypedAnswer = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

const matchContentSchema = z.object({
  kind: z.literal('match'),
  choices: cards('Choices'),
  targets: cards('Targets'),
  answer: z.array(activityPairSchema),
});

const revealMatchContentSchema = z.object({
  kind: z.literal('revealMatch'),
  /** Exactly one target: the hidden picture (it must have one). */
  targets: cards('The hidden picture', 1).max(1, 'A reveal activity has one hidden picture.'),
  choices: cards('Names'),
  reveal: z.object({
    style: z.enum(['tiles', 'blur'], { error: 'The reveal style must be tiles or blur.' }),
    steps: z
      .number({ error: 'Reveal steps must be a number.' })
      .int('Reveal steps must be a whole number.')
      .min(activityLimits.minRevealSteps, `At least ${activityLimits.minRevealSteps} reveal steps.`)
      .max(activityLimits.maxRevealSteps, `At most ${activityLimits.maxRevealSteps} reveal steps.`),
  }),
  answer: z.array(activityPairSchema),
});

const fillBlanksContentSchema = z.object({
  kind: z.literal('fillBlanks'),
  /** The text with `[[gapId]]` tokens where the blanks are. */
  passage: requiredText('The passage', activityLimits.passageLength),
  entry: z.enum(['tiles', 'typed'], { error: 'Answers are word tiles or typed.' }),
  /** The gaps, in passage order. */
  gaps: z.array(activityGapSchema).min(1, 'A passage needs at least one [[gap]].').max(activityLimits.maxGaps),
  /** The word tiles (right ones and distractors); empty with typed answers. */
  choices: z
    .array(activityCardSchema)
    .max(activityLimits.maxCards * 2)
    .default([]),
  /** With tiles: tile → gap. */
  answer: z.array(activityPairSchema).default([]),
});

/** The game itself, as an admin writes it (answers included). */
export const activityContentSchema = z
  .discriminatedUnion('kind', [matchContentSchema, revealMatchContentSchema, fillBlanksContentSchema], {
    error: 'The kind must be match, revealMatch or fillBlanks.',
  })
  .superRefine((content, ctx) => {
    const problem = (message: string, path: (string | number)[]) => ctx.addIssue({ code: 'custom', message, path });
    const targetIds =
      content.kind === 'fillBlanks' ? content.gaps.map((gap) => gap.id) : content.targets.map((t) => t.id);
    const choiceIds = content.choices.map((choice) => choice.id);
    const allIds = [...choiceIds, ...targetIds];
    if (new Set(allIds).size !== allIds.length) problem(activityMessages.cardIdsUnique, ['choices']);

    if (content.kind === 'fillBlanks') {
      const passageGaps = gapIdsOf(content.passage);
      if (passageGaps.join('\n') !== targetIds.join('\n')) problem(activityMessages.gapsMatchPassage, ['gaps']);
      if (content.entry === 'typed' && content.gaps.some((gap) => gap.accepted.length === 0))
        problem(activityMessages.typedNeedsAccepted, ['gaps']);
      if (content.entry === 'typed') return;
      if (content.choices.length < activityLimits.minCards) problem('Word tiles: at least 2.', ['choices']);
    }
    if (content.kind === 'revealMatch' && content.targets[0]?.image_url == null)
      problem(activityMessages.revealNeedsPicture, ['targets', 0, 'image_url']);

    const known = (id: string, ids: string[]) => ids.includes(id);
    if (content.answer.some((pair) => !known(pair.choice, choiceIds) || !known(pair.target, targetIds))) {
      problem(activityMessages.pairUnknownCard, ['answer']);
      return;
    }
    const targetsAnswered = content.answer.map((pair) => pair.target);
    const choicesUsed = content.answer.map((pair) => pair.choice);
    const everyTargetOnce =
      targetsAnswered.length === targetIds.length &&
      new Set(targetsAnswered).size === targetIds.length &&
      new Set(choicesUsed).size === choicesUsed.length;
    if (!everyTargetOnce)
      problem(content.kind === 'fillBlanks' ? activityMessages.tilesNeedAnswer : activityMessages.everyTargetOnce, [
        'answer',
      ]);
  });
export type ActivityContent = z.infer<typeof activityContentSchema>;

/** `POST /api/activities` and `PUT /api/activities/:id` (JSON; pictures and sounds are uploaded first). */
export const activityInputSchema = z.object({
  title: requiredText('Title', activityLimits.titleLength),
  /** The instruction read aloud at the start ('Match each name to its picture'). */
  prompt: requiredText('The instruction', activityLimits.promptLength),
  language: z.enum(activityLanguageValues, { error: 'The language must be en or ar.' }).default('en'),
  status: z.enum(activityStatusValues, { error: 'The status must be draft or published.' }).default('draft'),
  linked_categories: z
    .array(z.number({ error: 'A category id must be a number.' }).int().positive(), {
      error: (issue) =>
        issue.input === undefined ? activityMessages.selectCategory : 'Categories must be a list of category ids.',
    })
    .min(1, activityMessages.selectCategory)
    .max(50, 'An activity can be linked to at most 50 categories.')
    .transform((ids) => [...new Set(ids)]),
  content: activityContentSchema,
  /**
   * The activity's own cover picture, an activity upload (`POST /api/activities/media`, field `image`) like its
   * cards' pictures; null to take it off, left out to keep the one it has.
   */
  cover_image: mediaUrlSchema.nullable().optional(),
  ...contentFlagFieldsShape,
});
export type ActivityInput = z.input<typeof activityInputSchema>;
export type ActivityInputParsed = z.output<typeof activityInputSchema>;

export const activityListQuerySchema = listQuerySchema.extend({
  kind: z.enum(activityKindValues, { error: 'kind must be match, revealMatch or fillBlanks.' }).optional(),
  status: z.enum(activityStatusValues, { error: 'status must be draft or published.' }).optional(),
});
export type ActivityListQuery = z.infer<typeof activityListQuerySchema>;

const percentage = z.number().int().min(0).max(100);

/** A row of a list: the admin's table and the child's tiles. */
export const activitySummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(activityKindValues),
  status: z.enum(activityStatusValues),
  language: z.enum(activityLanguageValues),
  direction: z.enum(['ltr', 'rtl']),
  categories: z.array(categoryRefSchema),
  /**
   * The picture a tile leads with: the activity's own cover, else its first picture that does not give the answer
   * away (`activityCoverOf`); null when it has neither.
   */
  cover_url: mediaUrlSchema.nullable(),
  /** The admin's cover picture, null when none was chosen. */
  cover_image: mediaUrlSchema.nullable(),
  ...contentFlagsShape,
  ...contentReviewShape,
  created_at: z.string(),
  updated_at: z.string(),
  /** A child's only: best and last score (percentage), and the most stars earned; null before the first try. */
  bestScore: percentage.nullable().optional(),
  lastScore: percentage.nullable().optional(),
  bestStars: z.number().int().min(0).max(3).nullable().optional(),
});
export type ActivitySummary = z.infer<typeof activitySummarySchema>;

/** The whole activity, answers included: admins only (edit and preview). */
export const activitySchema = activitySummarySchema.extend({
  prompt: z.string(),
  linked_categories: z.array(z.number().int()),
  content: activityContentSchema,
});
export type Activity = z.infer<typeof activitySchema>;

/** What a child plays: the cards, never the answer. Choices come in a shuffled order. */
export const activityPlayContentSchema = z.discriminatedUnion('kind', [
  matchContentSchema.omit({ answer: true }),
  revealMatchContentSchema.omit({ answer: true }),
  fillBlanksContentSchema.omit({ answer: true }).extend({ gaps: z.array(z.object({ id: activityCardIdSchema })) }),
]);
export type ActivityPlayContent = z.infer<typeof activityPlayContentSchema>;

export const activityPlaySchema = activitySummarySchema.extend({
  prompt: z.string(),
  content: activityPlayContentSchema,
});
export type ActivityPlay = z.infer<typeof activityPlaySchema>;

/** A child's try: the pairs they made (or typed answers), how many reveals they asked for, and the time it took. */
const wholeNumber = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} is too large.`);

export const activitySubmissionSchema = z.object({
  pairs: z
    .array(activityPairSchema, { error: 'pairs must be a list of { choice, target }.' })
    .max(activityLimits.maxCards * 2, 'Too many pairs.')
    .default([]),
  /** Fill in the Blanks with typed answers: gap → text. */
  typed: z
    .array(
      z.object({
        gap: activityCardIdSchema,
        text: z
          .string({ error: 'A typed answer must be text.' })
          .max(activityLimits.cardTextLength, 'A typed answer is too long.'),
      }),
      { error: 'typed must be a list of { gap, text }.' },
    )
    .max(activityLimits.maxGaps, 'Too many typed answers.')
    .default([]),
  /** Reveal activities: how many steps the child uncovered before answering (0 = answered at once). */
  reveals: wholeNumber('reveals', activityLimits.maxRevealSteps).default(0),
  /** Time on the activity, in whole seconds (no time limit: for the parent's view only). */
  seconds: wholeNumber('seconds', 24 * 60 * 60).default(0),
});
export type ActivitySubmission = z.input<typeof activitySubmissionSchema>;

/** One graded target: what the child put there, whether it was right, and the right answer. */
export const activityResultItemSchema = z.object({
  target: activityCardIdSchema,
  /** The choice id (or the typed text) the child gave; null when left empty. */
  given: z.string().nullable(),
  correct: z.boolean(),
  /** The right choice id, or with typed answers the first accepted text. */
  expected: z.string(),
});

export const activityResultSchema = z.object({
  activityId: z.number().int(),
  correct: z.number().int().min(0),
  total: z.number().int().min(1),
  score: percentage,
  stars: z.number().int().min(0).max(3),
  attempts: z.number().int().min(1),
  bestScore: percentage,
  items: z.array(activityResultItemSchema),
  submitted_at: z.string(),
});
export type ActivityResult = z.infer<typeof activityResultSchema>;

/**
 * Stars of one try. Match and Fill in the Blanks: as a quiz (`quizStars` of the score). Reveal: a right name
 * earns 3 stars with at most a third of the picture uncovered, 2 with at most two thirds, else 1; a wrong one 0.
 */
export function activityStars(kind: ActivityKind, score: number, reveals = 0, steps = 1): number {
  if (kind !== 'revealMatch') return quizStars(score);
  if (score < 100) return 0;
  if (reveals * 3 <= steps) return 3;
  if (reveals * 3 <= steps * 2) return 2;
  return 1;
}

/**
 * The picture a tile shows for an activity: the first picture that does not give the answer away — none for a
 * reveal (its picture is what the child must guess), a target's for Match the Picture, a tile's for Fill in the
 * Blanks. Null for a text-only activity (the tile shows the kind's icon).
 */
export function activityCoverOf(content: ActivityContent): string | null {
  if (content.kind === 'revealMatch') return null;
  const cards = content.kind === 'match' ? [...content.targets, ...content.choices] : content.choices;
  return cards.find((card) => card.image_url !== null)?.image_url ?? null;
}

export const activityMediaKindValues = ['image', 'audio'] as const;
/** How the 415 of `POST /api/activities/media` names each field ('The file must be a sound (MP3, …).'). */
export const activityMediaLabels = { image: 'The picture', audio: 'The file' } as const;
export const activityMediaSchema = z.object({
  url: mediaUrlSchema,
  kind: z.enum(activityMediaKindValues),
});
export type ActivityMedia = z.infer<typeof activityMediaSchema>;

const adminOnly = { roles: ['admin'] } as const;
const childOnly = { roles: ['child'] } as const;
const message = z.object({ message: z.string() });
const savedResponse = z.object({ message: z.string(), activity: activitySchema });

/** Activities. The content service mounts exactly these. */
export const activityEndpoints = {
  list: defineEndpoint({
    id: 'activities.list',
    service: 'content',
    method: 'GET',
    path: '/api/activities',
    access: adminOnly,
    query: activityListQuerySchema,
    response: pageOf(activitySummarySchema),
    summary: 'Every activity, drafts included, newest first; search by title, filter by kind and status.',
  }),
  get: defineEndpoint({
    id: 'activities.get',
    service: 'content',
    method: 'GET',
    path: '/api/activities/:id',
    access: adminOnly,
    params: idParamsSchema,
    response: activitySchema,
    summary: 'One activity with its answer (edit and preview).',
  }),
  create: defineEndpoint({
    id: 'activities.create',
    service: 'content',
    method: 'POST',
    path: '/api/activities',
    access: adminOnly,
    body: activityInputSchema,
    response: savedResponse,
    successStatus: 201,
    summary: 'Create an activity (its pictures and sounds uploaded first through /api/activities/media).',
  }),
  update: defineEndpoint({
    id: 'activities.update',
    service: 'content',
    method: 'PUT',
    path: '/api/activities/:id',
    access: adminOnly,
    params: idParamsSchema,
    body: activityInputSchema,
    response: savedResponse,
    summary: 'Replace an activity; pictures and sounds it no longer uses are deleted.',
  }),
  remove: defineEndpoint({
    id: 'activities.delete',
    service: 'content',
    method: 'DELETE',
    path: '/api/activities/:id',
    access: adminOnly,
    params: idParamsSchema,
    response: message,
    summary: "Delete an activity, its pictures and sounds, and the children's results and progress on it.",
  }),
  uploadMedia: defineEndpoint({
    id: 'activities.uploadMedia',
    service: 'content',
    method: 'POST',
    path: '/api/activities/media',
    access: adminOnly,
    // Multipart with the file alone: no text field is read (an empty body schema makes the service parse uploads).
    body: z.object({}),
    response: activityMediaSchema,
    successStatus: 201,
    summary:
      'Upload a picture (field `image`) or a sound (field `audio`) for an activity (multipart, sniffed like other ' +
      'media); files no activity uses after a day are swept.',
  }),
  childList: defineEndpoint({
    id: 'activities.childList',
    service: 'content',
    method: 'GET',
    path: '/api/child/activities',
    access: childOnly,
    query: activityListQuerySchema.omit({ status: true }),
    response: pageOf(activitySummarySchema),
    summary: "Published activities that fit the calling child, with the child's best and last score and stars.",
  }),
  play: defineEndpoint({
    id: 'activities.play',
    service: 'content',
    method: 'GET',
    path: '/api/child/activities/:id',
    access: childOnly,
    params: idParamsSchema,
    response: activityPlaySchema,
    summary: 'One published activity that fits the child, to play: the cards without the answer.',
  }),
  submit: defineEndpoint({
    id: 'activities.submit',
    service: 'content',
    method: 'POST',
    path: '/api/child/activities/:id/submit',
    access: childOnly,
    params: idParamsSchema,
    body: activitySubmissionSchema,
    response: activityResultSchema,
    successStatus: 201,
    summary:
      "A child's try: graded on the server, recorded as an attempt and as learning progress (score, time); the " +
      'result reveals the right answers.',
  }),
} as const;
