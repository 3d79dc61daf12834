import type { ActivityPlay, ActivityResult, ActivitySubmission } from '@young-minds/contracts';
import { Alert, VisuallyHidden, tokens } from '@young-minds/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { FillBlanksBoard } from './FillBlanksBoard';
import { MatchBoard } from './MatchBoard';
import { usePlayerT } from './messages';
import { BigButton, Hint, type Mark, type PlayerVoice, Prompt, Root, Row, type Speak } from './parts';
import { RevealBoard, tileOrder } from './RevealBoard';
import { cardName, useBoard } from './useBoard';

export interface ActivityPlayerProps {
  /** The play view: the cards without the answer. */
  activity: ActivityPlay;
  /** Sends one try and answers with its graded result (the server's submit, or `gradeActivity` in a preview). */
  onSubmit: (submission: ActivitySubmission) => Promise<ActivityResult>;
  /** The area's read-aloud button, shown beside the prompt, every card and every target; none when absent. */
  Speak?: Speak;
  /**
   * The area's voice: the instruction said on arrival, the hint said when a card is picked up by a tap, feedback
   * spoken after every try, a sound for a card that springs back. None (silent) when absent.
   */
  voice?: PlayerVoice;
  /**
   * Results in stars and words only (a young child's area): the heading in words ("Great job!"), no count and no
   * percentage.
   */
  starsAndWords?: boolean;
  /** The host celebrates the result with its own stars: the result box leaves them out (no stars shown twice). */
  hostShowsStars?: boolean;
  /** Called with each result once it is on show. */
  onFinished?: (result: ActivityResult) => void;
  /** Called when the child starts a new try (the last result is no longer on show). */
  onTryAgain?: () => void;
}

const ResultBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.md};
  border: 2px solid ${tokens.color.successBorder};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.successBg};
  h2 {
    margin: 0;
    font-size: ${tokens.font.size.xl};
  }
  h2:focus {
    outline: none;
  }
`;

const StarsText = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.xxl};
  line-height: 1;
  color: #b7791f;
`;

/** The activity's own words, in its language (the player's controls stay in the area's). */
const Play = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.lg};
`;

const maxSeconds = 24 * 60 * 60;
const noneShaking: ReadonlySet<string> = new Set();

/**
 * One activity, played: the child places the cards (drag, tap or keyboard), presses "Check my answers" once
 * every target has an answer, and sees the result: right placements stay with a ✓, wrong cards shake back to
 * the pool, then the stars and the score; "Try again" starts over for a new submission.
 */
export function ActivityPlayer(props: ActivityPlayerProps) {
  // Another activity is another game: nothing of the last one's placements, reveals or result carries over.
  return <Player key={props.activity.id} {...props} />;
}

function Player({
  activity,
  onSubmit,
  Speak,
  voice,
  starsAndWords,
  hostShowsStars,
  onFinished,
  onTryAgain,
}: ActivityPlayerProps) {
  const t = usePlayerT();
  const content = activity.content;
  const typedMode = content.kind === 'fillBlanks' && content.entry === 'typed';
  const targetIds = useMemo(
    () =>
      content.kind === 'fillBlanks' ? content.gaps.map((gap) => gap.id) : content.targets.map((target) => target.id),
    [content],
  );

  const [live, setLive] = useState('');
  // The same words twice (two Escapes) are still announced twice: a no-break space makes the text new.
  const announce = useCallback((text: string) => setLive((before) => (before === text ? `${text}\u00a0` : text)), []);
  const [typed, setTyped] = useState<Record<string, string>>({});
  // The revealed book's tiles the child has uncovered, in the order they were (one per tap or "Show more").
  const [opened, setOpened] = useState<readonly number[]>([]);
  const reveals = opened.length;
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [result, setResult] = useState<ActivityResult | null>(null);
  const [shaking, setShaking] = useState<ReadonlySet<string>>(noneShaking);
  const startedAt = useRef(0);
  const promptRef = useRef<HTMLParagraphElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    startedAt.current = Date.now();
  }, []);
  // The voice is read when the player arrives, not watched (a host's new object each render says nothing new).
  const voiceRef = useRef(voice);
  useEffect(() => {
    voiceRef.current = voice;
  });
  useEffect(
    () => voiceRef.current?.sayOnArrival(activity.prompt, activity.language),
    [activity.prompt, activity.language],
  );

  const placedText = useCallback(
    (card: string, targetId: string) => {
      const index = targetIds.indexOf(targetId);
      if (content.kind === 'fillBlanks')
        return t('activityPlayer.live.placed.fillBlanks', { card, n: index + 1, total: targetIds.length });
      const target = content.targets[index];
      return t('activityPlayer.live.placed.match', { card, n: index + 1, target: target ? cardName(target) : '' });
    },
    [content, t, targetIds],
  );

  const board = useBoard({
    kind: content.kind,
    choices: content.choices,
    targetIds,
    placedText,
    direction: activity.direction,
    locked: result !== null || sending,
    announce,
    onMiss: () => voiceRef.current?.cue('wrong'),
  });

  // A card picked up by a tap: the hint beside it says (and the voice says) where to tap next.
  const heldName = board.held !== null && !board.locked ? nameOfChoice(content.choices, board.held) : null;
  const hint = heldName === null ? null : t('activityPlayer.hint.tap', { card: heldName });
  useEffect(() => (hint === null ? undefined : voiceRef.current?.sayOnArrival(hint)), [hint]);

  const marks = useMemo(() => {
    const byTarget: Record<string, Mark> = {};
    for (const item of result?.items ?? []) byTarget[item.target] = item.correct ? 'right' : 'wrong';
    return byTarget;
  }, [result]);

  /** The result's heading, seen and heard: the count, or words for a young child. */
  const headingOf = (graded: ActivityResult) =>
    starsAndWords
      ? t('activityPlayer.result.words', { stars: graded.stars })
      : t('activityPlayer.result.heading', { correct: graded.correct, total: graded.total });

  const complete = typedMode
    ? targetIds.every((id) => (typed[id] ?? '').trim() !== '')
    : targetIds.every((id) => board.placed[id] !== undefined);

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  async function check() {
    const submission: ActivitySubmission = {
      pairs: typedMode
        ? []
        : targetIds.flatMap((target) => {
            const choice = board.placed[target];
            return choice === undefined ? [] : [{ choice, target }];
          }),
      typed: typedMode ? targetIds.map((gap) => ({ gap, text: (typed[gap] ?? '').trim() })) : [],
      reveals: content.kind === 'revealMatch' ? reveals : 0,
      seconds: Math.min(maxSeconds, Math.max(0, Math.round((Date.now() - startedAt.current) / 1000))),
    };
    setSending(true);
    setFailed(false);
    try {
      const graded = await onSubmit(submission);
      const wrong = graded.items.filter((item) => !item.correct);
      if (!typedMode) {
        board.keepOnly(graded.items.filter((item) => item.correct).map((item) => item.target));
        setShaking(new Set(wrong.flatMap((item) => (item.given === null ? [] : [item.given]))));
      }
      setResult(graded);
      announce(
        starsAndWords
          ? t('activityPlayer.live.resultWords', { words: headingOf(graded), stars: graded.stars, max: 3 })
          : t('activityPlayer.live.result', {
              correct: graded.correct,
              total: graded.total,
              stars: graded.stars,
              max: 3,
            }),
      );
      // Heard as well as seen: right (a guess) or finished (a whole board), or not quite, then the count.
      const allRight = graded.correct === graded.total;
      const kind = allRight ? (content.kind === 'revealMatch' ? 'right' : 'finished') : 'notQuite';
      voiceRef.current?.feedback(kind, { text: headingOf(graded) });
      onFinished?.(graded);
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  }

  function tryAgain() {
    board.reset();
    setTyped({});
    setOpened([]);
    setShaking(noneShaking);
    setResult(null);
    startedAt.current = Date.now();
    promptRef.current?.focus();
    onTryAgain?.();
  }

  /** Uncovers `tile` (a tap on it), or the next in the activity's order ("Show more"). */
  function uncover(tile?: number) {
    if (content.kind !== 'revealMatch' || result !== null || sending) return;
    const { steps } = content.reveal;
    const next = tile ?? tileOrder(steps, content.targets[0]?.id ?? '').find((index) => !opened.includes(index));
    if (next === undefined || opened.includes(next) || reveals >= steps) return;
    setOpened([...opened, next]);
    announce(t('activityPlayer.live.revealed', { shown: reveals + 1, steps }));
  }

  const boardProps = { board, marks, shaking, Speak, hint };
  return (
    <Root dir={activity.direction}>
      <Row lang={activity.language}>
        <Prompt ref={promptRef} tabIndex={-1}>
          {activity.prompt}
        </Prompt>
        {Speak && <Speak text={activity.prompt} />}
      </Row>
      {content.kind === 'revealMatch' && (
        <Hint>
          {t(content.reveal.style === 'tiles' ? 'activityPlayer.reveal.hintTiles' : 'activityPlayer.reveal.hint')}
        </Hint>
      )}
      <Play lang={activity.language}>
        {content.kind === 'match' && <MatchBoard content={content} {...boardProps} />}
        {content.kind === 'revealMatch' && (
          <RevealBoard
            content={content}
            opened={opened}
            onUncover={uncover}
            showAll={result !== null}
            {...boardProps}
          />
        )}
        {content.kind === 'fillBlanks' && (
          <FillBlanksBoard
            content={content}
            typed={typed}
            onType={(gap, text) => setTyped((before) => ({ ...before, [gap]: text }))}
            {...boardProps}
          />
        )}
      </Play>
      {failed && <Alert variant="danger">{t('activityPlayer.sendFailed')}</Alert>}
      {result ? (
        <ResultBox>
          <h2 ref={resultRef} tabIndex={-1}>
            {headingOf(result)}
          </h2>
          {hostShowsStars ? null : (
            <StarsText>
              <span aria-hidden="true">{'★'.repeat(result.stars) + '☆'.repeat(3 - result.stars)} </span>
              <VisuallyHidden>{t('activityPlayer.result.stars', { stars: result.stars, max: 3 })}</VisuallyHidden>
            </StarsText>
          )}
          {starsAndWords ? null : <p>{t('activityPlayer.result.score', { score: result.score })}</p>}
          <Row>
            <BigButton onClick={tryAgain}>{t('activityPlayer.tryAgain')}</BigButton>
          </Row>
        </ResultBox>
      ) : (
        <Row>
          <BigButton onClick={() => void check()} disabled={!complete || sending}>
            {sending ? t('activityPlayer.checking') : t('activityPlayer.check')}
          </BigButton>
        </Row>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {live}
      </VisuallyHidden>
    </Root>
  );
}

function nameOfChoice(choices: ActivityPlay['content']['choices'], id: string) {
  const card = choices.find((choice) => choice.id === id);
  return card ? cardName(card) : '';
}
