import { NavigationType, useLocation, useNavigationType } from '@young-minds/router';
import { useEffect, useLayoutEffect } from 'react';

/** Where each page of this visit was left (by history entry), so going back finds it; the newest few are kept. */
const places = new Map<string, number>();
const placesKept = 50;

/** Frames a restore keeps trying while the page grows to its old height (its lists load after it opens). */
const restoreFrames = 60;

function remember(key: string, top: number) {
  places.delete(key);
  places.set(key, top);
  if (places.size > placesKept) places.delete(places.keys().next().value!);
}

/**
 * Every new page of the child area starts at its top; going back (or forward) finds the place it was left at.
 * The child area has no data router (react-router's ScrollRestoration needs one), so: the scroll position is
 * noted per history entry while the child scrolls, a PUSH or REPLACE scrolls to the top, and a POP scrolls back to
 * the noted place, trying again for a second while the page's content arrives.
 */
export function useScrollPlace() {
  const { key } = useLocation();
  const navigation = useNavigationType();

  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return undefined;
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = before;
    };
  }, []);

  useEffect(() => {
    const note = () => remember(key, window.scrollY);
    window.addEventListener('scroll', note, { passive: true });
    return () => window.removeEventListener('scroll', note);
  }, [key]);

  useLayoutEffect(() => {
    if (navigation !== NavigationType.Pop) {
      window.scrollTo(0, 0);
      return undefined;
    }
    const top = places.get(key);
    // The first page of a visit (a POP too): the browser's own place stands.
    if (top === undefined) return undefined;
    let frame = 0;
    let tries = 0;
    const restore = () => {
      window.scrollTo(0, top);
      tries += 1;
      if (Math.abs(window.scrollY - top) > 1 && tries < restoreFrames) frame = requestAnimationFrame(restore);
    };
    restore();
    return () => cancelAnimationFrame(frame);
  }, [key, navigation]);
}
