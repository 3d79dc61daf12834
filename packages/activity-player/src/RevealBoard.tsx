import type { ActivityPlayContent } from '@young-minds/contracts';
import { focusRing, tokens } from '@young-minds/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { usePlayerT } from './messages';
import { BigButton, ChoiceCard, Hint, type Mark, ResultMark, Row, type Speak, dropZone } from './parts';
import type { Board } from './useBoard';

const Picture = styled.div`
  position: relative;
  align-self: center;
  inline-size: min(100%, 360px);
  aspect-ratio: 1;
  overflow: hidden;
  border: 3px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.page};
  &[data-drop-over='true'] {
    border-color: ${tokens.color.primaryStrong};
  }
  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
    transition: filter 0.4s ease;
  }
  @media (prefers-reduced-motion: reduce) {
    img {
      transition: none;
    }
  }
`;

const Cover = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
`;

const CoverRow = styled.div`
  display: flex;
  flex: 1;
`;

/**
 * A covered part of the picture: a striped cover with a big "?" — nothing like a picture, so what is still hidden
 * is plain to see. A tap (or Space/Enter) uncovers it.
 */
const Tile = styled.button`
  flex: 1;
  display: grid;
  place-items: center;
  min-block-size: 48px;
  min-inline-size: 48px;
  margin: 0;
  padding: 0;
  border: 2px solid ${tokens.color.surface};
  border-radius: ${tokens.radius.sm};
  background: repeating-linear-gradient(
    45deg,
    ${tokens.color.primaryStrong} 0 10px,
    ${tokens.color.primaryFill} 10px 20px
  );
  color: ${tokens.color.surface};
  font: inherit;
  font-size: ${tokens.font.size.xl};
  font-weight: 800;
  text-shadow: 0 1px 2px rgb(0 0 0 / 0.6);
  cursor: pointer;
  transition: opacity 0.4s ease;
  &:focus-visible {
    ${focusRing}
    outline-offset: -4px;
  }
  &:disabled {
    cursor: default;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** An uncovered part: the picture shows through. */
const OpenTile = styled.span`
  flex: 1;
`;

const Names = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${tokens.space.md};
`;

const maxBlur = 28;

/** The order the tiles open in: shuffled by a small fixed-seed generator, so every child sees the same order. */
export function tileOrder(steps: number, seedText: string): number[] {
  let state = [...seedText].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261);
  const random = () => {
    state = Math.imul(state ^ (state >>> 15), 2246822507) + 0x9e3779b9;
    return ((state ^ (state >>> 13)) >>> 0) / 4294967296;
  };
  const order = Array.from({ length: steps }, (_, index) => index);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** The tiles in rows of about √steps; the last row's tiles widen to fill it. */
function rowsOf(steps: number): number[][] {
  const perRow = Math.ceil(Math.sqrt(steps));
  const rows: number[][] = [];
  for (let start = 0; start < steps; start += perRow)
    rows.push(Array.from({ length: Math.min(perRow, steps - start) }, (_, i) => start + i));
  return rows;
}

/**
 * Match the Name to the Revealed Book: the hidden picture under tiles (or a blur); a tap on a tile uncovers it,
 * "Show more" uncovers the next (or clears the blur a step); the names are big buttons, and picking one (a tap,
 * Space/Enter, or dragging it onto the picture) is the answer.
 */
export function RevealBoard(props: {
  content: Extract<ActivityPlayContent, { kind: 'revealMatch' }>;
  board: Board;
  /** The tiles uncovered so far. */
  opened: readonly number[];
  /** Uncovers a tile (tapped), or the next one (none given). */
  onUncover: (tile?: number) => void;
  /** After a result the whole picture shows. */
  showAll: boolean;
  marks: Readonly<Record<string, Mark>>;
  shaking: ReadonlySet<string>;
  Speak?: Speak;
}) {
  const { content, board, showAll, Speak } = props;
  const t = usePlayerT();
  const target = content.targets[0]!;
  const { steps, style } = content.reveal;
  const shown = showAll ? steps : props.opened.length;
  const opened = new Set(showAll ? tileOrder(steps, target.id) : props.opened);
  const chosen = board.placed[target.id];
  // A square uncovered from the keyboard is gone: the focus goes on to the next covered one (or "Show more").
  const cover = useRef<HTMLDivElement>(null);
  const more = useRef<HTMLButtonElement>(null);
  const focusNext = useRef(false);
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    (cover.current?.querySelector<HTMLButtonElement>('button:not(:disabled)') ?? more.current)?.focus();
  }, [props.opened]);
  const progress = t('activityPlayer.reveal.progress', { shown, steps });
  return (
    <>
      <Picture {...dropZone(target.id)}>
        {target.image_url && (
          <img
            src={target.image_url}
            // The description would give the answer away until the picture is all shown.
            alt={shown >= steps ? target.image_alt : t('activityPlayer.reveal.hidden', { shown, steps })}
            style={style === 'blur' ? { filter: `blur(${(maxBlur * (steps - shown)) / steps}px)` } : undefined}
          />
        )}
        {style === 'tiles' && (
          <Cover ref={cover}>
            {rowsOf(steps).map((row) => (
              <CoverRow key={row[0]}>
                {row.map((tile) =>
                  opened.has(tile) ? (
                    <OpenTile key={tile} data-open="true" />
                  ) : (
                    <Tile
                      key={tile}
                      type="button"
                      aria-label={t('activityPlayer.reveal.tile', { n: tile + 1 })}
                      disabled={board.locked}
                      onClick={(event) => {
                        // A click from Enter or Space has no pointer position (detail 0).
                        focusNext.current = event.detail === 0;
                        props.onUncover(tile);
                      }}
                    >
                      <span aria-hidden="true">?</span>
                    </Tile>
                  ),
                )}
              </CoverRow>
            ))}
          </Cover>
        )}
      </Picture>
      <Row>
        <BigButton ref={more} onClick={() => props.onUncover()} disabled={shown >= steps || board.locked}>
          {t('activityPlayer.reveal.more')}
        </BigButton>
        <Hint>{progress}</Hint>
      </Row>
      <Names role="group" aria-label={t('activityPlayer.pool.revealMatch')}>
        {content.choices.map((choice) => (
          <Row key={choice.id}>
            <ChoiceCard card={choice} board={board} Speak={Speak} shake={props.shaking.has(choice.id)} big />
            {chosen === choice.id && <ResultMark mark={props.marks[target.id] ?? null} inName={false} />}
            {/* A wrong name leaves the answer: a ✗ beside it says which it was (the shake alone would not). */}
            {props.shaking.has(choice.id) && <ResultMark mark="wrong" inName={false} />}
          </Row>
        ))}
      </Names>
    </>
  );
}
