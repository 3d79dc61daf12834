import { type PointerEvent as ReactPointerEvent, useCallback, useEffect, useRef } from 'react';

/** The attribute that marks where a card may be dropped: a target's id, or `pool`. */
export const dropZoneAttribute = 'data-drop-zone';
export const poolZone = 'pool';

/** A press that moves less than this (px) is a tap, not a drag. */
const dragThreshold = 6;

/** Within this distance (px) of the window's top or bottom edge a drag scrolls the page, faster nearer the edge. */
const scrollEdge = 56;
const fastestScroll = 18;

/** Pixels to scroll this frame for a pointer at `y` (negative: up), 0 away from the edges. */
export function edgeScrollStep(y: number, viewportHeight: number): number {
  if (y < scrollEdge) return -Math.ceil(((scrollEdge - Math.max(0, y)) / scrollEdge) * fastestScroll);
  const fromBottom = viewportHeight - y;
  if (fromBottom < scrollEdge) return Math.ceil(((scrollEdge - Math.max(0, fromBottom)) / scrollEdge) * fastestScroll);
  return 0;
}

interface Press {
  id: string;
  element: HTMLElement;
  pointerId: number;
  startX: number;
  startY: number;
  /** The page's scroll at the press: a drag that scrolls the page keeps the card under the pointer. */
  startScrollX: number;
  startScrollY: number;
  lastX: number;
  lastY: number;
  dragging: boolean;
  over: HTMLElement | null;
  /** The animation frame of the edge scrolling, while the pointer rests near an edge. */
  scrollFrame: number | null;
}

function zoneAt(x: number, y: number): HTMLElement | null {
  // jsdom has no hit testing; browsers always do.
  const hit = typeof document.elementFromPoint === 'function' ? document.elementFromPoint(x, y) : null;
  return hit?.closest<HTMLElement>(`[${dropZoneAttribute}]`) ?? null;
}

/**
 * Drag and drop with mouse, touch or pen (pointer events). The card itself (or `moving`, the part of it that
 * shows the card) follows the pointer (it ignores hit testing meanwhile, so the zone under it is found), and
 * holding it near the window's top or bottom edge scrolls the page (a phone shows few targets at once); on release the zone under the pointer (a target id, `pool`
 * or null) goes to `onDrop`. A press that barely moves stays a tap: its click is left alone, while the click a
 * browser sends after a real drag is swallowed (`wasDragged`).
 */
export function useDrag(onDrop: (choiceId: string, zone: string | null) => void, enabled: boolean) {
  const press = useRef<Press | null>(null);
  const justDragged = useRef(false);
  const onDropRef = useRef(onDrop);
  useEffect(() => {
    onDropRef.current = onDrop;
  });
  const stopRef = useRef<() => void>(() => undefined);

  // A drag still under way when the player unmounts leaves no listener behind.
  useEffect(() => () => stopRef.current(), []);

  const start = useCallback(
    (event: ReactPointerEvent<HTMLElement>, id: string, moving?: HTMLElement | null) => {
      if (!enabled || press.current) return;
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      const element = event.currentTarget;
      press.current = {
        id,
        element: moving ?? element,
        pointerId: event.pointerId,
        startX: event.clientX,
        startY: event.clientY,
        startScrollX: window.scrollX,
        startScrollY: window.scrollY,
        lastX: event.clientX,
        lastY: event.clientY,
        dragging: false,
        over: null,
        scrollFrame: null,
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
      // The card follows the pointer, and the page's scroll since the press (the card moved with the page).
      const place = (current: Press) => {
        const dx = current.lastX - current.startX + (window.scrollX - current.startScrollX);
        const dy = current.lastY - current.startY + (window.scrollY - current.startScrollY);
        current.element.style.transform = `translate(${dx}px, ${dy}px)`;
        highlight(zoneAt(current.lastX, current.lastY));
      };
      // A target below the fold is reached by holding the card near the window's edge: the page scrolls.
      const scrollNearEdge = () => {
        const current = press.current;
        if (!current) return;
        current.scrollFrame = null;
        const step = edgeScrollStep(current.lastY, window.innerHeight);
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
        highlight(null);
        stop();
        if (!wasDragging) return;
        justDragged.current = true;
        // The browser's click follows the pointerup in the same turn; later clicks are real taps again.
        setTimeout(() => {
          justDragged.current = false;
        }, 0);
        onDropRef.current(current.id, zone?.getAttribute(dropZoneAttribute) ?? null);
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
