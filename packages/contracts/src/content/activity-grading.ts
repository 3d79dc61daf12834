import {
  type ActivityContent,
  type ActivityPlayContent,
  type ActivityResult,
  activityMessages,
  activityStars,
  normaliseTypedAnswer,
  type ActivitySubmission,
} from './activities';
import { percentageOf } from './quiz-grading';

/**
 * The play view of an activity: the cards without the answer. The choices are put in an order that depends on
 * `seed` (the server passes something per child and activity, so a reload does not reshuffle under a finger).
 */
export function playContentOf(content: ActivityContent, seed: number): ActivityPlayContent {
  const choices = shuffled(content.choices, seed);
  switch (content.kind) {
    case 'match':
      return { kind: 'match', choices, targets: content.targets };
    case 'revealMatch':
      return { kind: 'revealMatch', choices, targets: content.targets, reveal: content.reveal };
    case 'fillBlanks':
      return {
        kind: 'fillBlanks',
        passage: content.passage,
        entry: content.entry,
        gaps: content.gaps.map((gap) => ({ id: gap.id })),
        choices,
      };
  }
}

/** A stable shuffle (mulberry32 drives a Fisher–Yates pass): the same seed gives the same order. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export type ActivityGrading =
  | { ok: true; result: Pick<ActivityResult, 'correct' | 'total' | 'score' | 'stars' | 'items'> }
  | { ok: false; message: string };

/**
 * The grading rule, shared by the content service and the mocks. Every target is graded: a target left empty is
 * wrong. A pair or typed answer that names a card of another activity, a target answered twice or a choice used
 * twice make the submission invalid (400), as do more reveals than the picture has steps.
 */
export function gradeActivity(content: ActivityContent, submission: ActivitySubmission): ActivityGrading {
  const pairs = submission.pairs ?? [];
  const typed = submission.typed ?? [];
  const reveals = submission.reveals ?? 0;
  const targetIds =
    content.kind === 'fillBlanks' ? content.gaps.map((gap) => gap.id) : content.targets.map((target) => target.id);
  const choiceIds = new Set(content.choices.map((choice) => choice.id));
  const typedMode = content.kind === 'fillBlanks' && content.entry === 'typed';

  const givenTargets = typedMode ? typed.map((answer) => answer.gap) : pairs.map((pair) => pair.target);
  const unknown =
    givenTargets.some((target) => !targetIds.includes(target)) ||
    (!typedMode && pairs.some((pair) => !choiceIds.has(pair.choice))) ||
    (typedMode && pairs.length > 0) ||
    (!typedMode && typed.length > 0);
  if (unknown) return { ok: false, message: activityMessages.answerUnknownCard };
  const choicesUsed = pairs.map((pair) => pair.choice);
  if (new Set(givenTargets).size !== givenTargets.length || new Set(choicesUsed).size !== choicesUsed.length)
    return { ok: false, message: activityMessages.answerEveryTarget };
  if (content.kind === 'revealMatch' && reveals > content.reveal.steps)
    return { ok: false, message: activityMessages.revealsTooMany };

  const items = targetIds.map((target) => {
    if (content.kind === 'fillBlanks' && content.entry === 'typed') {
      const accepted = content.gaps.find((gap) => gap.id === target)!.accepted;
      const given = typed.find((answer) => answer.gap === target)?.text ?? null;
      const correct =
        given !== null && accepted.some((text) => normaliseTypedAnswer(text) === normaliseTypedAnswer(given));
      return { target, given, correct, expected: accepted[0]! };
    }
    const expected = content.answer.find((pair) => pair.target === target)!.choice;
    const given = pairs.find((pair) => pair.target === target)?.choice ?? null;
    return { target, given, correct: given === expected, expected };
  });
  const correct = items.filter((item) => item.correct).length;
  const score = percentageOf(correct, items.length);
  const steps = content.kind === 'revealMatch' ? content.reveal.steps : 1;
  return {
    ok: true,
    result: { correct, total: items.length, score, stars: activityStars(content.kind, score, reveals, steps), items },
  };
}
