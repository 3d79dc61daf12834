import { type PointerEvent as ReactPointerEvent, useCallback, useEffect, useRef } from 'react';

/** The attribute that marks where a card may be dropped: a target's id, or `pool`. */
export const dropZoneAttribute = 'data-drop-zone';
export const poolZone = 'pool';

/** A press that moves less than this (px) is a tap, not a drag. */
const dragThreshold = 6;

/** Within this distance (px) of the window's top or bottom edge a drag scrolls the page, faster nearer the edge. */
const scrollEdge = 56;
const fastestScroll = 18;

/** A card dropped where nothing takes it glides back to its place this long (ms), overshooting a little. */
const springBackMs = 320;

/**
 * Pixels to scroll this frame for a pointer at `y` (negative: up), 0 away from the edges. `bottom` is where the
 * page's visible part ends: the window's height, or the top of a tray pinned over the bottom of it. `down`: whether
 * scrolling down is armed (a card picked up in the tray, inside the bottom zone already, must not run the page off).
 */
export function edgeScrollStep(y: number, bottom: number, down = true): number {
  if (y < scrollEdge) return -Math.ceil(((scrollEdge - Math.max(0, y)) / scrollEdge) * fastestScroll);
  const fromBottom = bottom - y;
  if (down && fromBottom < scrollEdge)
    return Math.ceil(((scrollEdge - Math.max(0, fromBottom)) / scrollEdge) * fastestScroll);
  return 0;
}

/** Whether a card is near enough to the bottom edge to scroll down (the zone that arms it once left). */
const inBottomZone = (y: number, bottom: number) => bottom - y < scrollEdge;

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The card glides from where it was let go back to its place; at once for those who asked for less motion. */
function springBack(element: HTMLElement, from: string) {
  // jsdom has no Web Animations.
  if (!from || reducedMotion() || typeof element.animate !== 'function') return;
  element.animate([{ transform: from }, { transform: 'translate(0, 0)' }], {
    duration: springBackMs,
    easing: 'cubic-bezier(0.34, 1.4, 0.64, 1)',
  });
}

interface Press {
  id: string;
  element: HTMLElement;
  pointerId: number;
  startX: number;
  startY: number;
  /** Where the card was at the press: a drag that scrolls the page keeps it under the pointer. */
  startLeft: number;
  startTop: number;
  lastX: number;
  lastY: number;
  dragging: boolean;
  over: HTMLElement | null;
  /** The animation frame of the edge scrolling, while the pointer rests near an edge. */
  scrollFrame: number | null;
  /** Scrolling down is armed once the card has been above the bottom zone. */
  downArmed: boolean;
}

interface DragOptions {
  /** Where the visible page ends for edge scrolling (a tray pinned at the bottom covers what is below it). */
  bottomEdge?: () => number;
}

function zoneAt(x: number, y: number): HTMLElement | null {
  // jsdom has no hit testing; browsers always do.
  const hit = typeof document.elementFromPoint === 'function' ? document.elementFromPoint(x, y) : null;
  return hit?.closest<HTMLElement>(`[${dropZoneAttribute}]`) ?? null;
}

/**
 * Drag and drop with mouse, touch or pen (pointer events). The card itself (or `moving`, the part of it that
 * shows the card) follows the pointer (it ignores hit testing meanwhile, so the zone under it is found), and
 * holding it near the window's top or bottom edge (or a pinned tray's top) scrolls the page (a phone shows few
 * targets at once); on release the zone under the pointer (a target id, `pool` or null) goes to `onDrop`, which
 * answers whether the card was taken: one that was not springs back to its place. A press that barely moves stays a tap: its click is left alone, while the click a
 * browser sends after a real drag is swallowed (`wasDragged`).
 */
export function useDrag(
  onDrop: (choiceId: string, zone: string | null) => boolean,
  enabled: boolean,
  options: DragOptions = {},
) {
  const press = useRef<Press | null>(null);
  const justDragged = useRef(false);
  const onDropRef = useRef(onDrop);
  const optionsRef = useRef(options);
  useEffect(() => {
    onDropRef.current = onDrop;
    optionsRef.current = options;
  });
  const stopRef = useRef<() => void>(() => undefined);

  // A drag still under way when the player unmounts leaves no listener behind.
  useEffect(() => () => stopRef.current(), []);

  const start = useCallback(
    (event: ReactPointerEvent<HTMLElement>, id: string, moving?: HTMLElement | null) => {
      if (!enabled || press.current) return;
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      const element = event.currentTarget;
      const shown = moving ?? element;
      const startBox = shown.getBoundingClientRect();
      const bottomEdge = () => optionsRef.current.bottomEdge?.() ?? window.innerHeight;
      press.current = {
        id,
        element: shown,
        pointerId: event.pointerId,
        startX: event.clientX,
        startY: event.clientY,
        startLeft: startBox.left,
        startTop: startBox.top,
        lastX: event.clientX,
        lastY: event.clientY,
        dragging: false,
        over: null,
        scrollFrame: null,
        downArmed: !inBottomZone(event.clientY, bottomEdge()),
      };
      // Capture keeps the moves coming when the finger leaves the card; jsdom lacks it.
      if (typeof element.setPointerCapture === 'function') {
        try {
          element.setPointerCapture(event.pointerId);
        } catch {
          // A pointer that is already gone cannot be captured: the listeners below still see its events.
        }
      }

      const highlight = (zone: HTMLElement | null) => {
        const current = press.current;
        if (!current || current.over === zone) return;
        current.over?.removeAttribute('data-drop-over');
        zone?.setAttribute('data-drop-over', 'true');
        current.over = zone;
      };
      // The card follows the pointer from where it was pressed: measured from its own place now, which moved with
      // the page when it scrolled (a card in a pinned tray did not).
      const place = (current: Press) => {
        const { style } = current.element;
        style.transform = '';
        const home = current.element.getBoundingClientRect();
        const dx = current.lastX - current.startX + (current.startLeft - home.left);
        const dy = current.lastY - current.startY + (current.startTop - home.top);
        style.transform = `translate(${dx}px, ${dy}px)`;
        highlight(zoneAt(current.lastX, current.lastY));
      };
      // A target below the fold is reached by holding the card near the window's edge: the page scrolls.
      const scrollNearEdge = () => {
        const current = press.current;
        if (!current) return;
        current.scrollFrame = null;
        const step = edgeScrollStep(current.lastY, bottomEdge(), current.downArmed);
        if (step === 0) return;
        const before = window.scrollY;
        window.scrollBy(0, step);
        if (window.scrollY === before) return;
        place(current);
        current.scrollFrame = requestAnimationFrame(scrollNearEdge);
      };
      const move = (moved: PointerEvent) => {
        const current = press.current;
        if (!current || moved.pointerId !== current.pointerId) return;
        current.lastX = moved.clientX;
        current.lastY = moved.clientY;
        if (!inBottomZone(moved.clientY, bottomEdge())) current.downArmed = true;
        const distance = Math.hypot(moved.clientX - current.startX, moved.clientY - current.startY);
        if (!current.dragging && distance < dragThreshold) return;
        current.dragging = true;
        current.element.setAttribute('data-dragging', 'true');
        place(current);
        if (current.scrollFrame === null && typeof requestAnimationFrame === 'function')
          current.scrollFrame = requestAnimationFrame(scrollNearEdge);
      };
      const finish = (ended: PointerEvent, dropped: boolean) => {
        const current = press.current;
        if (!current || ended.pointerId !== current.pointerId) return;
        const zone = dropped && current.dragging ? zoneAt(ended.clientX, ended.clientY) : null;
        const wasDragging = current.dragging;
        const letGo = current.element.style.transform;
        highlight(null);
        stop();
        if (!wasDragging) return;
        justDragged.current = true;
        // The browser's click follows the pointerup in the same turn; later clicks are real taps again.
        setTimeout(() => {
          justDragged.current = false;
        }, 0);
        const taken = onDropRef.current(current.id, zone?.getAttribute(dropZoneAttribute) ?? null);
        if (!taken) springBack(current.element, letGo);
      };
      const up = (ended: PointerEvent) => finish(ended, true);
      const cancel = (ended: PointerEvent) => finish(ended, false);
      const stop = () => {
        const current = press.current;
        if (current) {
          current.element.removeAttribute('data-dragging');
          current.element.style.transform = '';
          if (current.scrollFrame !== null) cancelAnimationFrame(current.scrollFrame);
        }
        press.current = null;
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', up);
        window.removeEventListener('pointercancel', cancel);
        stopRef.current = () => undefined;
      };
      stopRef.current = stop;
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', up);
      window.addEventListener('pointercancel', cancel);
    },
    [enabled],
  );

  /** Whether the click now arriving ends a drag (and so is no tap). */
  const wasDragged = useCallback(() => justDragged.current, []);

  return { start, wasDragged };
}
