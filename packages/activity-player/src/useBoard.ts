import type { ActivityCard } from '@young-minds/contracts';
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { usePlayerT } from './messages';
import { poolZone, useDrag } from './useDrag';

/** What a card is called: its text, or for a picture-only card its description. */
export const cardName = (card: Pick<ActivityCard, 'text' | 'image_alt'>) => card.text || card.image_alt;

export type Placements = Readonly<Record<string, string>>;

export interface BoardOptions {
  kind: 'match' | 'revealMatch' | 'fillBlanks';
  choices: readonly ActivityCard[];
  targetIds: readonly string[];
  /** The announcement of a placement ("Moon placed on picture 2: a crescent moon."). */
  placedText: (card: string, targetId: string) => string;
  direction: 'ltr' | 'rtl';
  /** While a result is on show nothing moves. */
  locked: boolean;
  announce: (text: string) => void;
  /** A dragged card let go where nothing takes it (it springs back): the area's "wrong" sound. */
  onMiss?: () => void;
}

const forward = { ltr: ['ArrowRight', 'ArrowDown'], rtl: ['ArrowLeft', 'ArrowDown'] } as const;
const backward = { ltr: ['ArrowLeft', 'ArrowUp'], rtl: ['ArrowRight', 'ArrowUp'] } as const;
const isActivation = (key: string) => key === 'Enter' || key === ' ';

/**
 * The child's placements (target → choice) and the three ways to make them: drag a card onto a target; tap a
 * card then a target; or with the keyboard pick a card up (Space/Enter), move among the targets (arrows) and
 * drop it (Space/Enter), Escape cancelling. Every move is announced. A reveal activity has one target: there a
 * card goes straight onto it (a tap or Space/Enter chooses the name).
 */
export function useBoard(options: BoardOptions) {
  const { kind, choices, targetIds, placedText, direction, locked, announce, onMiss } = options;
  const t = usePlayerT();
  const [placed, setPlaced] = useState<Placements>({});
  const [held, setHeld] = useState<string | null>(null);
  const targetElements = useRef(new Map<string, HTMLElement>());
  const choiceElements = useRef(new Map<string, HTMLElement>());
  const tray = useRef<HTMLElement | null>(null);
  const direct = kind === 'revealMatch' ? (targetIds[0] ?? null) : null;
  const returnedKey =
    kind === 'fillBlanks' ? 'activityPlayer.live.returned.fillBlanks' : 'activityPlayer.live.returned.match';
  const pickedKey =
    kind === 'fillBlanks' ? 'activityPlayer.live.picked.fillBlanks' : 'activityPlayer.live.picked.match';

  const nameOf = useCallback(
    (choiceId: string) => {
      const card = choices.find((choice) => choice.id === choiceId);
      return card ? cardName(card) : choiceId;
    },
    [choices],
  );

  const place = useCallback(
    (choiceId: string, targetId: string) => {
      setPlaced((before) => {
        const after: Record<string, string> = {};
        for (const [target, choice] of Object.entries(before)) if (choice !== choiceId) after[target] = choice;
        after[targetId] = choiceId;
        return after;
      });
      setHeld(null);
      announce(
        direct ? t('activityPlayer.live.chosen', { card: nameOf(choiceId) }) : placedText(nameOf(choiceId), targetId),
      );
    },
    [announce, direct, nameOf, placedText, t],
  );

  const cancel = useCallback(() => {
    if (held === null) return;
    setHeld(null);
    announce(t('activityPlayer.live.cancelled'));
    choiceElements.current.get(held)?.focus();
  }, [announce, held, t]);

  const pick = (choiceId: string, viaKeyboard: boolean) => {
    setHeld(choiceId);
    announce(t(pickedKey, { card: nameOf(choiceId) }));
    if (viaKeyboard) {
      const first = targetIds.find((id) => placed[id] === undefined) ?? targetIds[0];
      if (first !== undefined) targetElements.current.get(first)?.focus();
    }
  };

  const unplace = (choiceId: string) => {
    setPlaced((before) => Object.fromEntries(Object.entries(before).filter(([, choice]) => choice !== choiceId)));
    announce(t(returnedKey, { card: nameOf(choiceId) }));
  };

  // A card dragged from the pool or out of a target: onto a target it goes there, onto the pool back there;
  // anywhere else it springs back (with the "wrong" sound when it missed every zone).
  const drag = useDrag(
    (choiceId, zone) => {
      setHeld(null);
      if (zone !== null && targetIds.includes(zone)) place(choiceId, zone);
      else if (zone === poolZone && Object.values(placed).includes(choiceId)) unplace(choiceId);
      else {
        announce(t('activityPlayer.live.cancelled'));
        if (zone === null) onMiss?.();
        return false;
      }
      return true;
    },
    !locked,
    {
      // A tray pinned over the bottom of the window: the page ends, for edge scrolling, where the tray begins.
      bottomEdge: () => {
        const top = tray.current?.getBoundingClientRect().top;
        return top !== undefined && top > 0 && top < window.innerHeight ? top : window.innerHeight;
      },
    },
  );

  // Escape cancels wherever the focus is (a tap user's focus may be anywhere on the page).
  useEffect(() => {
    if (held === null) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') cancel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [cancel, held]);

  const moveFocus = (from: string | null, key: string): boolean => {
    const step = (forward[direction] as readonly string[]).includes(key)
      ? 1
      : (backward[direction] as readonly string[]).includes(key)
        ? -1
        : 0;
    if (step === 0 || targetIds.length === 0) return false;
    const index = from === null ? (step === 1 ? -1 : 0) : targetIds.indexOf(from);
    const next = targetIds[(index + step + targetIds.length) % targetIds.length]!;
    targetElements.current.get(next)?.focus();
    return true;
  };

  return {
    placed,
    held,
    locked,
    /** Starts over: every card back in the pool. */
    reset: () => {
      setPlaced({});
      setHeld(null);
    },
    /** Keeps only these placements (the right ones, after a result). */
    keepOnly: (targets: readonly string[]) =>
      setPlaced((before) => Object.fromEntries(Object.entries(before).filter(([target]) => targets.includes(target)))),
    /** The pool when it is a tray pinned to the bottom of the window. */
    trayRef: (element: HTMLElement | null) => {
      tray.current = element;
    },
    choiceRef: (choiceId: string) => (element: HTMLElement | null) => {
      if (element) choiceElements.current.set(choiceId, element);
      else choiceElements.current.delete(choiceId);
    },
    targetRef: (targetId: string) => (element: HTMLElement | null) => {
      if (element) targetElements.current.set(targetId, element);
      else targetElements.current.delete(targetId);
    },
    choiceProps: (choiceId: string) => ({
      'aria-pressed': direct ? placed[direct] === choiceId : held === choiceId,
      'aria-disabled': locked || undefined,
      onPointerDown: (event: PointerEvent<HTMLElement>) => drag.start(event, choiceId),
      onClick: () => {
        if (locked || drag.wasDragged()) return;
        if (direct) place(choiceId, direct);
        else if (held === choiceId) cancel();
        else pick(choiceId, false);
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (locked || direct) return;
        if (isActivation(event.key)) {
          // Handled here so the keyboard path moves the focus to the targets; no click follows.
          event.preventDefault();
          if (held === choiceId) cancel();
          else pick(choiceId, true);
        } else if (held === choiceId && moveFocus(null, event.key)) event.preventDefault();
      },
    }),
    targetProps: (targetId: string) => ({
      'aria-disabled': locked || undefined,
      // A filled target is a card too: it can be dragged to another target or back to the pool.
      'data-filled': placed[targetId] !== undefined || undefined,
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        const choiceId = placed[targetId];
        if (choiceId !== undefined && !direct)
          drag.start(event, choiceId, event.currentTarget.querySelector<HTMLElement>('[data-slot]'));
      },
      onClick: () => {
        if (locked || drag.wasDragged()) return;
        const choiceId = placed[targetId];
        if (held !== null) place(held, targetId);
        else if (choiceId !== undefined) unplace(choiceId);
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (moveFocus(targetId, event.key)) event.preventDefault();
      },
    }),
  };
}

export type Board = ReturnType<typeof useBoard>;
