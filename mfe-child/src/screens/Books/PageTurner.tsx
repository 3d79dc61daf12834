import { directionOf, languageStore, useLanguage } from '@young-minds/i18n';
import { tokens } from '@young-minds/ui';
import { type PointerEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useChildT } from '../../messages';
import { recordProgress } from '../../offline/send';
import { Celebration } from '../../shared/Celebration';
import { DownloadIcon } from '../../shared/icons';
import { BigButton, FileLink } from '../../shared/parts';
import type { OpenBook, Position, ReaderDocument } from './document';

/** How long the reader waits after a page turn before saving the bookmark (a child flicking through saves once). */
export const saveDelayMs = 1000;
/** How far (px) a finger must travel sideways for a swipe to turn the page. */
const swipeDistance = 50;

const PageArea = styled.div`
  position: relative;
  /* A wide screen shows the page at a readable size, not as wide as the window. */
  max-inline-size: 800px;
  margin-inline: auto;
  min-block-size: 50vh;
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  box-shadow: ${tokens.shadow.card};
  overflow: hidden;
  /* Vertical scrolling and the browser's own pinch-zoom stay; sideways swipes are ours (page turns). */
  touch-action: pan-y pinch-zoom;
  canvas {
    display: block;
    max-inline-size: 100%;
    margin-inline: auto;
  }
  .docx-page {
    padding: ${tokens.space.lg};
    font-size: ${tokens.font.size.lg};
    line-height: 1.6;
    overflow-wrap: anywhere;
    img {
      max-inline-size: 100%;
      block-size: auto;
    }
  }
`;

const Controls = styled.div`
  max-inline-size: 800px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.sm};
  margin-block: ${tokens.space.md};
  margin-inline: auto;
  p {
    margin: 0;
    font-weight: 800;
    font-size: ${tokens.font.size.lg};
    text-align: center;
  }
`;

const Turn = styled(BigButton)`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.xs};
  padding-inline: ${tokens.space.md};
  span[aria-hidden] {
    font-size: 2rem;
    line-height: 1;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
`;

const Done = styled.div`
  margin-block-end: ${tokens.space.lg};
  text-align: center;
  font-weight: 800;
  font-size: ${tokens.font.size.lg};
`;

/** The bookmark saves: debounced on turns, at once for the last page (with `completed`), kept alive on leaving. */
function useBookmarkSaves(bookId: number, saved: string | null) {
  const lastSaved = useRef(saved);
  const latest = useRef(saved);
  const completedSent = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const send = useCallback(
    (keepalive: boolean, completed: boolean) => {
      clearTimeout(timer.current);
      timer.current = undefined;
      const bookmark = latest.current;
      if (bookmark === null || (bookmark === lastSaved.current && !completed)) return;
      lastSaved.current = bookmark;
      void recordProgress(
        { contentType: 'book', contentId: bookId, bookmark, ...(completed ? { completed: true } : {}) },
        { keepalive },
      );
    },
    [bookId],
  );

  /** A page was shown; true when it completes the book for the first time in this reading. */
  const shown = useCallback(
    (position: Position): boolean => {
      latest.current = position.bookmark;
      if (position.atEnd && !completedSent.current) {
        completedSent.current = true;
        send(false, true);
        return true;
      }
      clearTimeout(timer.current);
      timer.current = setTimeout(() => send(false, false), saveDelayMs);
      return false;
    },
    [send],
  );

  useEffect(() => {
    const onPageHide = () => send(true, false);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the reader inside the area saves too (the debounced save would be lost with the screen).
      send(true, false);
    };
  }, [send]);

  return shown;
}

/**
 * Keys that turn pages; anything typed into a field is left alone. An arrow turns as the button on its side does:
 * the next page is on the right in English and on the left in Arabic.
 */
function turnOfKey(event: KeyboardEvent, direction: 'ltr' | 'rtl'): 1 | -1 | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const target = event.target as HTMLElement | null;
  if (target?.closest?.('input, textarea, select, [contenteditable="true"]')) return null;
  const [forward, back] = direction === 'rtl' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
  if (event.key === forward || event.key === 'PageDown') return 1;
  if (event.key === back || event.key === 'PageUp') return -1;
  return null;
}

/** The glyphs of the previous and next buttons, pointing the way the page reads. */
const turnGlyphs = { ltr: { previous: '‹', next: '›' }, rtl: { previous: '›', next: '‹' } } as const;

/**
 * The page-turning reader: opens the book (through `open`, the format's adapter) at the saved bookmark, turns pages
 * with the big buttons, the arrow keys and swipes, says where the child is, saves the bookmark and celebrates the
 * last page.
 */
export function PageTurner({
  bookId,
  savedBookmark,
  open,
  download,
}: {
  bookId: number;
  savedBookmark: string | null;
  open: OpenBook;
  /** The book's own file, offered when it cannot be shown (a DOCX whose pages did not load). */
  download?: string;
}) {
  const t = useChildT();
  const direction = directionOf(useLanguage().locale);
  const area = useRef<HTMLDivElement>(null);
  const book = useRef<ReaderDocument | null>(null);
  // Turns run one after another (a page must finish drawing before the next starts).
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<'opening' | 'failed' | 'ready'>('opening');
  const [position, setPosition] = useState<Position | null>(null);
  const [finished, setFinished] = useState(false);
  const shown = useBookmarkSaves(bookId, savedBookmark);
  // The bookmark to open at: the saved one first, then wherever the child was when a retry was needed.
  const openAt = useRef(savedBookmark);

  const show = useCallback(
    (next: Position) => {
      openAt.current = next.bookmark;
      setPosition(next);
      if (shown(next)) setFinished(true);
    },
    [shown],
  );

  const turn = useCallback(
    (direction: 1 | -1) => {
      queue.current = queue.current.then(async () => {
        const opened = book.current;
        if (!opened) return;
        try {
          show(await opened.turn(direction));
        } catch {
          setState('failed');
        }
      });
    },
    [show],
  );

  const events = useMemo(
    () => ({
      key: (event: KeyboardEvent) => {
        // Read at the key press: a language switch must not reopen the book.
        const way = turnOfKey(event, directionOf(languageStore.getState().locale));
        if (way === null) return;
        event.preventDefault();
        turn(way);
      },
      swipe: (dx: number, dy: number) => {
        // A zoomed-in page moves with the finger: that is panning, not turning.
        if ((window.visualViewport?.scale ?? 1) > 1) return;
        if (!Number.isFinite(dx) || Math.abs(dx) < swipeDistance || Math.abs(dx) < Math.abs(dy) * 1.5) return;
        // Swiping to the left brings the next page, as turning a paper page.
        turn(dx < 0 ? 1 : -1);
      },
      moved: show,
    }),
    [turn, show],
  );

  useEffect(() => {
    const element = area.current;
    if (!element) return;
    let cancelled = false;
    setState('opening');
    // Each opening draws into its own box: one given up (left, retried) can only draw into a box no longer shown.
    const box = window.document.createElement('div');
    element.replaceChildren(box);
    const opening = open(box, events).then(async (opened) => {
      if (cancelled) {
        opened.destroy();
        return;
      }
      book.current = opened;
      let first = await opened.open(openAt.current);
      // A book left on its last page opens at the beginning again (as a video watched to the end starts over).
      if (first.atEnd && !first.atStart && openAt.current !== null && openAt.current === savedBookmark)
        first = await opened.open(null);
      if (cancelled) return;
      show(first);
      setState('ready');
    });
    queue.current = opening.catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      book.current?.destroy();
      book.current = null;
      box.remove();
    };
  }, [open, attempt, events, show, savedBookmark]);

  useEffect(() => {
    window.addEventListener('keydown', events.key);
    return () => window.removeEventListener('keydown', events.key);
  }, [events]);

  // A swipe: one finger (or pen) that travelled mostly sideways. Two fingers are a pinch, which is the browser's.
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const fingers = useRef(0);
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') return;
    fingers.current += 1;
    swipe.current = fingers.current === 1 ? { x: event.clientX, y: event.clientY } : null;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') return;
    fingers.current = Math.max(0, fingers.current - 1);
    const start = swipe.current;
    swipe.current = null;
    if (start) events.swipe(event.clientX - start.x, event.clientY - start.y);
  };
  const onPointerCancel = () => {
    fingers.current = 0;
    swipe.current = null;
  };

  const ready = state === 'ready' && position !== null;
  return (
    <>
      {state === 'failed' ? (
        <div role="alert">
          <p>{t('reader.fileFailed')}</p>
          <Actions>
            <BigButton $variant="outline" onClick={() => setAttempt((n) => n + 1)}>
              {t('common.tryAgain')}
            </BigButton>
            {download ? (
              <FileLink href={download} download $variant="outline">
                <DownloadIcon size="1.4em" />
                {t('reader.download')}
              </FileLink>
            ) : null}
          </Actions>
        </div>
      ) : null}
      <PageArea
        ref={area}
        aria-label={t('reader.pageArea')}
        role="region"
        aria-busy={state === 'opening'}
        hidden={state === 'failed'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
      />
      {state === 'failed' ? null : (
        <Controls>
          <Turn
            type="button"
            $variant="outline"
            aria-label={t('reader.previous')}
            disabled={!ready || position.atStart}
            onClick={() => turn(-1)}
          >
            <span aria-hidden="true">{turnGlyphs[direction].previous}</span>
          </Turn>
          <p aria-live="polite">
            {position ? t('reader.pageOf', { page: position.page, count: position.pageCount }) : t('reader.opening')}
          </p>
          <Turn type="button" aria-label={t('reader.next')} disabled={!ready || position.atEnd} onClick={() => turn(1)}>
            <span aria-hidden="true">{turnGlyphs[direction].next}</span>
          </Turn>
        </Controls>
      )}
      {finished ? (
        <Done role="status">
          <Celebration stars={3} />
          {t('reader.finished')}
        </Done>
      ) : null}
    </>
  );
}
