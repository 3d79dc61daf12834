import type { ActivityCard, ActivityLanguage } from '@young-minds/contracts';
import { useLanguage } from '@young-minds/i18n';
import { Button, VisuallyHidden, focusRing, tokens } from '@young-minds/ui';
import { type ComponentType, Fragment, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { usePlayerT } from './messages';
import { type Board, cardName } from './useBoard';
import { dropZoneAttribute, poolZone } from './useDrag';

/** The read-aloud button the host gives: it plays the card's own recording when there is one, else reads `text`. */
export type Speak = ComponentType<{ text: string; audioUrl?: string | null }>;
export type Mark = 'right' | 'wrong' | null;

/**
 * The area's voice, for an area that speaks by itself (the child's; the admin's preview has none and is silent).
 * The area decides whether it may speak now (Read to me, the sound switch); the player says what and when.
 */
export interface PlayerVoice {
  /** Says `text` by itself, in `language` when given (the instruction on arrival, a hint); returns its stop. */
  sayOnArrival: (text: string, language?: ActivityLanguage) => () => void;
  /** A checked try or a guess: its sound and its words, then `detail` (what the result was). */
  feedback: (kind: 'right' | 'notQuite' | 'finished', detail?: { text: string; language?: ActivityLanguage }) => void;
  /** A short sound alone: a dragged card let go where nothing takes it. */
  cue: (kind: 'wrong') => void;
}

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.lg};
  max-inline-size: 100%;
  color: ${tokens.color.text};
  font-family: ${tokens.font.family};
  /* Nothing wider than a phone forces a sideways scroll: long words wrap too. */
  overflow-wrap: anywhere;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
`;

export const Prompt = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.lg};
  font-weight: 700;
`;

export const Hint = styled.p`
  margin: 0;
  color: ${tokens.color.muted};
`;

const shake = keyframes`
  0%, 100% { transform: translateX(0); }
  20% { transform: translateX(-6px); }
  40% { transform: translateX(6px); }
  60% { transform: translateX(-4px); }
  80% { transform: translateX(4px); }
`;

/** A wrong card shakes gently on its way back; not for those who asked for less motion. */
const shaking = css`
  &[data-shake='true'] {
    animation: ${shake} 0.5s ease-in-out 2;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-shake='true'] {
      animation: none;
    }
  }
`;

/** The card under a finger: above the rest, and out of hit testing so the zone under it is found. */
const dragging = css`
  &[data-dragging='true'] {
    position: relative;
    z-index: 10;
    pointer-events: none;
    box-shadow: ${tokens.shadow.raised};
  }
`;

const tappable = css`
  box-sizing: border-box;
  min-block-size: 48px;
  min-inline-size: 48px;
  border: 3px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    ${focusRing}
  }
  &[aria-disabled='true'] {
    cursor: default;
  }
`;

const CardButton = styled.button<{ $big?: boolean }>`
  ${tappable}
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.xs};
  min-block-size: 64px;
  min-inline-size: 64px;
  padding-block: ${tokens.space.sm};
  padding-inline: ${tokens.space.md};
  font-size: ${(p) => (p.$big ? tokens.font.size.xl : tokens.font.size.lg)};
  font-weight: 700;
  /* Only a card grabs the finger: the rest of the page still scrolls. */
  touch-action: none;
  user-select: none;
  border-color: ${tokens.color.primaryStrong};
  &[aria-pressed='true'] {
    background: ${tokens.color.infoBg};
    outline: 4px dashed ${tokens.color.primaryStrong};
    outline-offset: 2px;
  }
  ${dragging}
  img {
    max-block-size: 96px;
    max-inline-size: 128px;
    pointer-events: none;
  }
  ${shaking}
`;

export const TargetButton = styled.button`
  ${tappable}
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space.xs};
  padding: ${tokens.space.sm};
  border-style: dashed;
  &[data-filled='true'] {
    touch-action: none;
    user-select: none;
  }
  &[data-drop-over='true'] {
    border-style: solid;
    border-color: ${tokens.color.primaryStrong};
    background: ${tokens.color.infoBg};
  }
  &[data-mark='right'] {
    border-style: solid;
    border-color: ${tokens.color.successText};
  }
  &[data-mark='wrong'] {
    border-color: ${tokens.color.dangerText};
  }
  img {
    max-block-size: 140px;
    max-inline-size: 100%;
    pointer-events: none;
  }
`;

const SlotBox = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-block-size: 40px;
  min-inline-size: 96px;
  padding-inline: ${tokens.space.sm};
  border-radius: ${tokens.radius.sm};
  background: ${tokens.color.page};
  font-size: ${tokens.font.size.lg};
  font-weight: 700;
  ${dragging}
`;

/** Where a card sits in a target: a clear box, empty or with the card's text (what moves when it is dragged out). */
export function Slot({ children }: { children: ReactNode }) {
  return <SlotBox data-slot="true">{children}</SlotBox>;
}

const MarkText = styled.span<{ $mark: 'right' | 'wrong' }>`
  font-weight: 700;
  color: ${(p) => (p.$mark === 'right' ? tokens.color.successText : tokens.color.dangerText)};
`;

/** A big button of the player (≥ 48px high). */
export const BigButton = styled(Button).attrs({ $size: 'lg' })`
  min-block-size: 56px;
`;

const PoolBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.md};
  min-block-size: 80px;
  padding: ${tokens.space.md};
  border: 2px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.page};
  &[data-drop-over='true'] {
    border-color: ${tokens.color.primaryStrong};
  }
  /* The names wait at the bottom of the screen while the pictures scroll (above a phone's home bar). */
  &[data-tray='true'] {
    position: sticky;
    inset-block-end: 0;
    z-index: 2;
    /* Tighter than a pool in the page: the pictures need the screen. */
    gap: ${tokens.space.sm};
    padding: ${tokens.space.sm};
    padding-block-end: calc(${tokens.space.sm} + env(safe-area-inset-bottom, 0px));
    border-end-start-radius: 0;
    border-end-end-radius: 0;
    box-shadow: ${tokens.shadow.raised};
  }
`;

/** The tap-then-tap hint, beside the card it is about (a speech bubble pointing at it). */
const HintBubble = styled.p`
  flex: 1 1 12rem;
  margin: 0;
  padding-block: ${tokens.space.xs};
  padding-inline: ${tokens.space.sm};
  border: 2px solid ${tokens.color.primaryStrong};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.infoBg};
  font-weight: 700;
`;

const CardWithSpeak = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.xs};
`;

/** A choice card (a button) with its read-aloud button beside it. */
export function ChoiceCard(props: { card: ActivityCard; board: Board; Speak?: Speak; shake?: boolean; big?: boolean }) {
  const { card, board, Speak } = props;
  return (
    <CardWithSpeak>
      <CardButton
        type="button"
        ref={board.choiceRef(card.id)}
        $big={props.big}
        data-shake={props.shake || undefined}
        {...board.choiceProps(card.id)}
      >
        {card.image_url && <img src={card.image_url} alt="" />}
        {card.text || <VisuallyHidden>{card.image_alt}</VisuallyHidden>}
      </CardButton>
      {Speak && cardName(card) && <Speak text={cardName(card)} audioUrl={card.audio_url} />}
    </CardWithSpeak>
  );
}

/** The cards not placed yet; dropping a dragged card here puts it back. */
export function Pool(props: {
  label: string;
  /** Every choice: those placed on a target are left out. */
  choices: readonly ActivityCard[];
  board: Board;
  Speak?: Speak;
  shaking: ReadonlySet<string>;
  big?: boolean;
  /** Pinned to the bottom of the window while the page scrolls (Match the Picture); gone while it is empty. */
  tray?: boolean;
  /** Shown beside the card picked up by a tap (what to do next). */
  hint?: string | null;
}) {
  const { board } = props;
  // The hint is in the area's language, among cards in the activity's.
  const { locale } = useLanguage();
  const placed = new Set(Object.values(board.placed));
  const waiting = props.choices.filter((card) => !placed.has(card.id));
  // A tray with every name placed would stay pinned as an empty box over the pictures: it goes until a card comes
  // back (taken off a picture, or sent back after a result). A filled picture still lets its card go with a tap.
  if (props.tray && waiting.length === 0) return null;
  return (
    <PoolBox
      role="group"
      aria-label={props.label}
      ref={props.tray ? board.trayRef : undefined}
      data-tray={props.tray || undefined}
      {...{ [dropZoneAttribute]: poolZone }}
    >
      {waiting.map((card) => (
        <Fragment key={card.id}>
          <ChoiceCard
            card={card}
            board={board}
            Speak={props.Speak}
            shake={props.shaking.has(card.id)}
            big={props.big}
          />
          {props.hint && board.held === card.id && <HintBubble lang={locale}>{props.hint}</HintBubble>}
        </Fragment>
      ))}
    </PoolBox>
  );
}

/** ✓ or ✗ with a word, so the result never rests on colour alone. */
export function ResultMark({ mark, inName = true }: { mark: Mark; inName?: boolean }) {
  const t = usePlayerT();
  if (mark === null) return null;
  // Inside a button the mark is part of its accessible name already (`useTargetName`).
  return (
    <MarkText $mark={mark} aria-hidden={inName || undefined}>
      {t(mark === 'right' ? 'activityPlayer.mark.right' : 'activityPlayer.mark.wrong')}
    </MarkText>
  );
}

/** A target's accessible name: what it is, what it holds, and after a result whether it was right. */
export function useTargetName() {
  const t = usePlayerT();
  return (base: string, holds: string | null, mark: Mark) => {
    let name = holds === null ? base : t('activityPlayer.target.holds', { target: base, card: holds });
    if (mark === 'right') name = t('activityPlayer.target.right', { target: name });
    if (mark === 'wrong') name = t('activityPlayer.target.wrong', { target: name });
    return name;
  };
}

export const dropZone = (id: string) => ({ [dropZoneAttribute]: id });
