import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type Activity,
  type ActivityContent,
  type ActivityPlay,
  activityContentSchema,
  activityPlaySchema,
} from '@young-minds/contracts';
import { defineMessages } from '@young-minds/i18n';
import { uiCatalogs } from '@young-minds/ui';
import { ActivityPlayer, type ActivityPlayerProps } from './ActivityPlayer';
import { activityPlayerCatalogs } from './messages';
import type { PlayerVoice } from './parts';
import { previewOf } from './preview';

// What the player's tests share: sample activities, the player rendered as an area shows it, and drag and drop
// by pointer events (jsdom has neither PointerEvent nor hit testing).

const messages = defineMessages({ en: async () => ({}) }, { include: [uiCatalogs, activityPlayerCatalogs] });
beforeAll(() => messages.load());

if (typeof window.PointerEvent !== 'function') {
  class PointerEventForJsdom extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEventForJsdom as unknown as typeof PointerEvent;
}

export function activityOf(content: unknown, overrides: Partial<Activity> = {}): Activity {
  const parsed: ActivityContent = activityContentSchema.parse(content);
  return {
    id: 7,
    title: 'Sky friends',
    kind: parsed.kind,
    status: 'published',
    sources: [],
    review: {
      status: 'published',
      reviewedBy: 'Admin',
      reviewedAt: '2026-10-01T09:00:00.000Z',
      note: null,
      revisionStatus: null,
    },
    language: 'en',
    direction: 'ltr',
    categories: [{ id: 1, name: 'Science' }],
    cover_url: null,
    cover_image: null,
    age_band: 'all',
    music_free: false,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    prompt: 'Match each name to its picture.',
    linked_categories: [1],
    content: parsed,
    ...overrides,
  };
}

const picture = (id: string, alt: string) => ({ id, image_url: `/media/activities/${id}.png`, image_alt: alt });

export const matchActivity = activityOf({
  kind: 'match',
  choices: [
    { id: 'sun', text: 'Sun' },
    { id: 'moon', text: 'Moon' },
    { id: 'star', text: 'Star' },
  ],
  targets: [
    picture('p-sun', 'a bright sun'),
    picture('p-moon', 'a crescent moon'),
    picture('p-star', 'a twinkling star'),
  ],
  answer: [
    { choice: 'sun', target: 'p-sun' },
    { choice: 'moon', target: 'p-moon' },
    { choice: 'star', target: 'p-star' },
  ],
});

export const revealActivity = activityOf(
  {
    kind: 'revealMatch',
    targets: [picture('cover', 'The cover of The Little Red Hen')],
    choices: [
      { id: 'hen', text: 'The Little Red Hen' },
      { id: 'pigs', text: 'The Three Little Pigs' },
      { id: 'goat', text: 'The Billy Goats' },
    ],
    reveal: { style: 'tiles', steps: 4 },
    answer: [{ choice: 'hen', target: 'cover' }],
  },
  { prompt: 'Which book is this?' },
);

export const tilesActivity = activityOf(
  {
    kind: 'fillBlanks',
    passage: 'The [[g1]] shines by day and the [[g2]] by night.',
    entry: 'tiles',
    gaps: [{ id: 'g1' }, { id: 'g2' }],
    choices: [
      { id: 'sun', text: 'sun' },
      { id: 'moon', text: 'moon' },
      { id: 'cat', text: 'cat' },
    ],
    answer: [
      { choice: 'sun', target: 'g1' },
      { choice: 'moon', target: 'g2' },
    ],
  },
  { prompt: 'Fill in the blanks.' },
);

export const typedActivity = activityOf(
  {
    kind: 'fillBlanks',
    passage: 'The [[g1]] shines by day and the [[g2]] by night.',
    entry: 'typed',
    gaps: [
      { id: 'g1', accepted: ['sun'] },
      { id: 'g2', accepted: ['moon', 'stars'] },
    ],
  },
  { prompt: 'Type the missing words.' },
);

/** A read-aloud button as an area passes one. */
export function FakeSpeak({ text }: { text: string }) {
  return <span data-testid="speak">{text}</span>;
}

/** An area's voice that records what the player asks of it (each stop too). */
export function recordingVoice() {
  const stop = jest.fn();
  const voice = {
    sayOnArrival: jest.fn<() => void, Parameters<PlayerVoice['sayOnArrival']>>(() => stop),
    feedback: jest.fn<void, Parameters<PlayerVoice['feedback']>>(),
    cue: jest.fn<void, Parameters<PlayerVoice['cue']>>(),
  } satisfies PlayerVoice;
  return { voice, stop, said: () => voice.sayOnArrival.mock.calls.map(([text]) => text) };
}

/**
 * The player on the play view of `activity` (checked against the contract's play schema: no answer in it),
 * graded locally as the admin's preview does; `onSubmit` records every submission.
 */
export function renderPlayer(activity: Activity, props: Partial<ActivityPlayerProps> = {}) {
  const preview = previewOf(activity, 1);
  const play = activityPlaySchema.parse(preview.play);
  const onSubmit = jest.fn(preview.onSubmit);
  const onFinished = jest.fn();
  const user = userEvent.setup({ delay: null });
  const shown = (activityPlay: ActivityPlay) => (
    <messages.MessagesBoundary>
      <ActivityPlayer activity={activityPlay} onSubmit={onSubmit} onFinished={onFinished} {...props} />
    </messages.MessagesBoundary>
  );
  const utils = render(shown(play));
  /** The same player given another play view. */
  const replay = (next: ActivityPlay) => utils.rerender(shown(next));
  return { ...utils, user, play, replay, onSubmit, onFinished };
}

/** What the polite live region says now (the no-break space that repeats an announcement aside). */
export const spoken = () => screen.getByRole('status').textContent?.replace(/\u00a0/g, '') ?? '';

/** Drags `card` with a mouse or a finger and lets go over `onto` (the element hit testing would find there). */
export function drag(card: HTMLElement, onto: HTMLElement, pointerType: 'mouse' | 'touch' = 'mouse') {
  Object.defineProperty(document, 'elementFromPoint', { configurable: true, value: () => onto });
  try {
    fireEvent.pointerDown(card, { pointerId: 3, pointerType, button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(card, { pointerId: 3, pointerType, clientX: 60, clientY: 90 });
    fireEvent.pointerMove(card, { pointerId: 3, pointerType, clientX: 120, clientY: 200 });
    fireEvent.pointerUp(card, { pointerId: 3, pointerType, clientX: 120, clientY: 200 });
  } finally {
    // Back to jsdom's state: no hit testing (the player then drops nowhere).
    Reflect.deleteProperty(document, 'elementFromPoint');
  }
}

export const button = (name: string | RegExp) => screen.getByRole('button', { name });
export const checkButton = () => button('Check my answers');

/** Presses Tab until `name`'s button has the focus (the keyboard-only path to it). */
export async function tabTo(user: ReturnType<typeof userEvent.setup>, name: string | RegExp) {
  for (let i = 0; i < 30 && document.activeElement !== button(name); i += 1) await user.tab();
  expect(button(name)).toHaveFocus();
}
