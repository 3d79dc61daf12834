import type { ActivityPlayContent } from '@young-minds/contracts';
import { tokens } from '@young-minds/ui';
import styled from 'styled-components';
import { usePlayerT } from './messages';
import { type Mark, Pool, ResultMark, Slot, type Speak, TargetButton, dropZone, useTargetName } from './parts';
import { type Board, cardName } from './useBoard';

const Targets = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${tokens.space.md};
`;

const TargetCell = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space.xs};
`;

const PictureTarget = styled(TargetButton)`
  align-self: stretch;
  /* A picture reached by the keyboard is not left behind the names' tray. */
  scroll-margin-block-end: 14rem;
`;

/**
 * Match the Picture: the pictures (targets, one slot each) scroll above the names (choices), which wait in a tray
 * pinned to the bottom of the screen.
 */
export function MatchBoard(props: {
  content: Extract<ActivityPlayContent, { kind: 'match' }>;
  board: Board;
  marks: Readonly<Record<string, Mark>>;
  shaking: ReadonlySet<string>;
  Speak?: Speak;
  /** The tap-then-tap hint, beside the card picked up. */
  hint: string | null;
}) {
  const { content, board, marks, Speak } = props;
  const t = usePlayerT();
  const targetName = useTargetName();
  const choiceName = (id: string | undefined) => {
    const card = content.choices.find((choice) => choice.id === id);
    return card ? cardName(card) : null;
  };
  return (
    <>
      <Targets role="group" aria-label={t('activityPlayer.targets.match')}>
        {content.targets.map((target, index) => {
          const holds = choiceName(board.placed[target.id]);
          const mark = marks[target.id] ?? null;
          const base = t('activityPlayer.target.picture', { n: index + 1, name: cardName(target) });
          return (
            <TargetCell key={target.id}>
              <PictureTarget
                type="button"
                ref={board.targetRef(target.id)}
                aria-label={targetName(base, holds, mark)}
                data-mark={mark ?? undefined}
                {...dropZone(target.id)}
                {...board.targetProps(target.id)}
              >
                {target.image_url && <img src={target.image_url} alt="" />}
                {target.text && <span>{target.text}</span>}
                <Slot>{holds}</Slot>
                <ResultMark mark={mark} />
              </PictureTarget>
              {Speak && <Speak text={cardName(target)} audioUrl={target.audio_url} />}
            </TargetCell>
          );
        })}
      </Targets>
      <Pool
        label={t('activityPlayer.pool.match')}
        choices={content.choices}
        board={board}
        Speak={Speak}
        shaking={props.shaking}
        hint={props.hint}
        tray
      />
    </>
  );
}
