import {
  type Activity,
  type ActivityCard,
  type ActivityContent,
  type ActivityInput,
  type ActivityKind,
  type ActivityLanguage,
  type ActivityStatus,
  activityInputSchema,
  gapTokenPattern,
} from '@young-minds/contracts';
import { translateMessage } from '@young-minds/contracts/messages';
import { currentIntlLocale } from '@young-minds/i18n';
import {
  type ContentFlagValues,
  contentFlagJson,
  contentFlagsOf,
  defaultContentFlags,
} from '../ContentFlags/ContentFlagFields';

/**
 * The activity form's state and its two conversions: a stored activity into what the editors show, and the
 * editors' state into the contract's input. Card ids ('c1', 't1') are kept from the stored activity and new rows
 * get the first free one, so an edit keeps the ids a child's results refer to.
 */

/** A name ↔ picture row of Match the Picture: the name is a choice, the picture its target. */
export interface PairRow {
  /** Keeps a row's fields in place while others are added or removed. */
  key: number;
  choiceId: string;
  targetId: string;
  name: string;
  picture: string | null;
  alt: string;
  sound: string | null;
}

/** A name with no picture: a distractor (match) or a wrong name (reveal). */
export interface NameRow {
  key: number;
  choiceId: string;
  name: string;
}

export interface MatchDraft {
  pairs: PairRow[];
  extras: NameRow[];
}

export interface RevealDraft {
  targetId: string;
  picture: string | null;
  alt: string;
  style: 'tiles' | 'blur';
  /** As the number field holds it. */
  steps: string;
  rightId: string;
  right: string;
  wrong: NameRow[];
}

export interface FillDraft {
  /** The passage as the author writes it: each blank is a word in square brackets. */
  passage: string;
  entry: 'tiles' | 'typed';
  /** Extra word tiles, comma-separated. */
  distractors: string;
  /** Typed answers: per gap (in passage order), the other accepted answers, comma-separated. */
  alternatives: string[];
}

export interface ActivityDraft {
  title: string;
  /** The activity's own cover picture (an activity upload), null for none: the tile then shows a card's picture. */
  cover: string | null;
  prompt: string;
  language: ActivityLanguage;
  status: ActivityStatus;
  categoryIds: number[];
  flags: ContentFlagValues;
  kind: ActivityKind;
  /** Each kind keeps its own editor's state, so switching kinds loses nothing. */
  match: MatchDraft;
  reveal: RevealDraft;
  fill: FillDraft;
}

let lastKey = 0;
const newKey = () => ++lastKey;

/** The first `<prefix><n>` no card uses yet. */
function freshId(prefix: string, used: Iterable<string>): string {
  const taken = new Set(used);
  let n = 1;
  while (taken.has(`${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
}

export const matchIds = (match: MatchDraft) => [
  ...match.pairs.flatMap((pair) => [pair.choiceId, pair.targetId]),
  ...match.extras.map((extra) => extra.choiceId),
];
export const revealIds = (reveal: RevealDraft) => [
  reveal.targetId,
  reveal.rightId,
  ...reveal.wrong.map((row) => row.choiceId),
];

export function blankPair(used: string[]): PairRow {
  const choiceId = freshId('c', used);
  return {
    key: newKey(),
    choiceId,
    targetId: freshId('t', [...used, choiceId]),
    name: '',
    picture: null,
    alt: '',
    sound: null,
  };
}

export const blankName = (used: string[], prefix = 'c'): NameRow => ({
  key: newKey(),
  choiceId: freshId(prefix, used),
  name: '',
});

function blankMatch(): MatchDraft {
  const first = blankPair([]);
  return { pairs: [first, blankPair([first.choiceId, first.targetId])], extras: [] };
}

function blankReveal(): RevealDraft {
  return {
    targetId: 't1',
    picture: null,
    alt: '',
    style: 'tiles',
    steps: '6',
    rightId: 'c1',
    right: '',
    wrong: [blankName(['t1', 'c1'])],
  };
}

const blankFill = (): FillDraft => ({ passage: '', entry: 'tiles', distractors: '', alternatives: [] });

/** A new activity: a draft Match the Picture with two empty pairs. */
export function blankDraft(): ActivityDraft {
  return {
    title: '',
    cover: null,
    prompt: '',
    language: 'en',
    status: 'draft',
    categoryIds: [],
    flags: defaultContentFlags,
    kind: 'match',
    match: blankMatch(),
    reveal: blankReveal(),
    fill: blankFill(),
  };
}

/** A bracketed blank of the author's passage: `[Bismillah]` (not the `[[g1]]` tokens of the stored one). */
const bracketPattern = /\[([^[\]]+)\]/g;

/** The blanks of a passage as the author wrote them, and the passage with `[[g1]]`, `[[g2]]`… in their place. */
export function gapsOfPassage(passage: string): { words: string[]; passage: string } {
  const words: string[] = [];
  const tokens = passage.replace(bracketPattern, (_whole, word: string) => {
    words.push(word.trim());
    return `[[g${words.length}]]`;
  });
  return { words, passage: tokens };
}

const splitList = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

const textCard = (id: string, text: string): ActivityInputCard => ({ id, text: text.trim() });
type ActivityInputCard = Partial<ActivityCard> & { id: string };

function matchContent(match: MatchDraft) {
  return {
    kind: 'match' as const,
    choices: [
      ...match.pairs.map((pair) => ({ ...textCard(pair.choiceId, pair.name), audio_url: pair.sound })),
      ...match.extras.map((extra) => textCard(extra.choiceId, extra.name)),
    ],
    targets: match.pairs.map((pair) => ({ id: pair.targetId, image_url: pair.picture, image_alt: pair.alt.trim() })),
    answer: match.pairs.map((pair) => ({ choice: pair.choiceId, target: pair.targetId })),
  };
}

function revealContent(reveal: RevealDraft) {
  return {
    kind: 'revealMatch' as const,
    targets: [{ id: reveal.targetId, image_url: reveal.picture, image_alt: reveal.alt.trim() }],
    choices: [textCard(reveal.rightId, reveal.right), ...reveal.wrong.map((row) => textCard(row.choiceId, row.name))],
    reveal: { style: reveal.style, steps: reveal.steps.trim() === '' ? Number.NaN : Number(reveal.steps) },
    answer: [{ choice: reveal.rightId, target: reveal.targetId }],
  };
}

function fillContent(fill: FillDraft) {
  const { words, passage } = gapsOfPassage(fill.passage);
  const gapId = (index: number) => `g${index + 1}`;
  if (fill.entry === 'typed') {
    return {
      kind: 'fillBlanks' as const,
      passage,
      entry: 'typed' as const,
      gaps: words.map((word, index) => ({
        id: gapId(index),
        accepted: [...new Set([word, ...splitList(fill.alternatives[index] ?? '')])],
      })),
      choices: [],
      answer: [],
    };
  }
  return {
    kind: 'fillBlanks' as const,
    passage,
    entry: 'tiles' as const,
    gaps: words.map((_word, index) => ({ id: gapId(index), accepted: [] })),
    choices: [
      ...words.map((word, index) => textCard(`w${index + 1}`, word)),
      ...splitList(fill.distractors).map((word, index) => textCard(`x${index + 1}`, word)),
    ],
    answer: words.map((_word, index) => ({ choice: `w${index + 1}`, target: gapId(index) })),
  };
}

/** The body of POST / PUT /api/activities. */
export function inputOf(draft: ActivityDraft): ActivityInput {
  const content =
    draft.kind === 'match'
      ? matchContent(draft.match)
      : draft.kind === 'revealMatch'
        ? revealContent(draft.reveal)
        : fillContent(draft.fill);
  return {
    title: draft.title.trim(),
    cover_image: draft.cover,
    prompt: draft.prompt.trim(),
    language: draft.language,
    status: draft.status,
    linked_categories: draft.categoryIds,
    ...contentFlagJson(draft.flags),
    content,
  };
}

/** The problems of a draft, by the path the server names them with ('content.targets.0.image_alt'). */
export function problemsOf(draft: ActivityDraft): Record<string, string> {
  const parsed = activityInputSchema.safeParse(inputOf(draft));
  const problems: Record<string, string> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      problems[issue.path.map(String).join('.')] ??= translateMessage(issue.message, currentIntlLocale());
  return problems;
}

const pickedFor = (content: Extract<ActivityContent, { answer: unknown }>, target: string) =>
  content.answer.find((pair) => pair.target === target)?.choice;

function matchDraftOf(content: Extract<ActivityContent, { kind: 'match' }>): MatchDraft {
  const answered = new Set(content.answer.map((pair) => pair.choice));
  const pairs = content.targets.map((target): PairRow => {
    const choice = content.choices.find((card) => card.id === pickedFor(content, target.id));
    return {
      key: newKey(),
      choiceId:
        choice?.id ??
        freshId(
          'c',
          content.choices.map((card) => card.id),
        ),
      targetId: target.id,
      name: choice?.text ?? target.text,
      picture: target.image_url,
      alt: target.image_alt,
      sound: choice?.audio_url ?? null,
    };
  });
  const extras = content.choices
    .filter((card) => !answered.has(card.id))
    .map((card) => ({ key: newKey(), choiceId: card.id, name: card.text }));
  return { pairs, extras };
}

function revealDraftOf(content: Extract<ActivityContent, { kind: 'revealMatch' }>): RevealDraft {
  const target = content.targets[0]!;
  const rightId = pickedFor(content, target.id) ?? 'c1';
  return {
    targetId: target.id,
    picture: target.image_url,
    alt: target.image_alt,
    style: content.reveal.style,
    steps: String(content.reveal.steps),
    rightId,
    right: content.choices.find((card) => card.id === rightId)?.text ?? '',
    wrong: content.choices
      .filter((card) => card.id !== rightId)
      .map((card) => ({ key: newKey(), choiceId: card.id, name: card.text })),
  };
}

function fillDraftOf(content: Extract<ActivityContent, { kind: 'fillBlanks' }>): FillDraft {
  const textOf = (id: string | undefined) => content.choices.find((card) => card.id === id)?.text ?? '';
  const wordOf = (gapId: string) =>
    content.entry === 'typed'
      ? (content.gaps.find((gap) => gap.id === gapId)?.accepted[0] ?? '')
      : textOf(pickedFor(content, gapId));
  const used = new Set(content.answer.map((pair) => pair.choice));
  return {
    passage: content.passage.replace(gapTokenPattern, (_token, id: string) => `[${wordOf(id)}]`),
    entry: content.entry,
    distractors: content.choices
      .filter((card) => !used.has(card.id))
      .map((card) => card.text)
      .join(', '),
    alternatives: content.gaps.map((gap) => gap.accepted.slice(1).join(', ')),
  };
}

/** A stored activity as the form shows it; the editors of the other kinds start blank. */
export function draftOf(activity: Activity): ActivityDraft {
  const { content } = activity;
  return {
    title: activity.title,
    cover: activity.cover_image,
    prompt: activity.prompt,
    language: activity.language,
    status: activity.status,
    categoryIds: activity.linked_categories,
    flags: contentFlagsOf(activity),
    kind: content.kind,
    match: content.kind === 'match' ? matchDraftOf(content) : blankMatch(),
    reveal: content.kind === 'revealMatch' ? revealDraftOf(content) : blankReveal(),
    fill: content.kind === 'fillBlanks' ? fillDraftOf(content) : blankFill(),
  };
}
