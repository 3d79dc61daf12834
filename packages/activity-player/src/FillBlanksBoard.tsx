import { type ActivityPlayContent, gapTokenPattern } from '@young-minds/contracts';
import { focusRing, tokens } from '@young-minds/ui';
import { Fragment } from 'react';
import styled from 'styled-components';
import { usePlayerT } from './messages';
import { type Mark, Pool, ResultMark, Slot, type Speak, TargetButton, dropZone, useTargetName } from './parts';
import { type Board, cardName } from './useBoard';

const Passage = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space.sm};
`;

const Text = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.lg};
  /* Room between lines for the 48px gaps. */
  line-height: 2.8;
  white-space: pre-wrap;
`;

const Gap = styled(TargetButton)`
  display: inline-flex;
  flex-direction: row;
  vertical-align: middle;
  padding: 2px;
`;

const GapInput = styled.input`
  box-sizing: border-box;
  min-block-size: 48px;
  inline-size: 9em;
  max-inline-size: 100%;
  padding-inline: ${tokens.space.sm};
  border: 3px dashed ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  font: inherit;
  vertical-align: middle;
  &:focus-visible {
    ${focusRing}
  }
  &[data-mark='right'] {
    border-style: solid;
    border-color: ${tokens.color.successText};
  }
  &[data-mark='wrong'] {
    border-color: ${tokens.color.dangerText};
  }
`;

/** The passage split at its `[[gap]]` tokens: text, gap id, text, gap id, …, text. */
const piecesOf = (passage: string) => passage.split(new RegExp(gapTokenPattern.source));

/** Fill in the Blanks: the passage with a slot (word tiles) or a text box (typed answers) in each gap. */
export function FillBlanksBoard(props: {
  content: Extract<ActivityPlayContent, { kind: 'fillBlanks' }>;
  board: Board;
  typed: Readonly<Record<string, string>>;
  onType: (gap: string, text: string) => void;
  marks: Readonly<Record<string, Mark>>;
  shaking: ReadonlySet<string>;
  Speak?: Speak;
  /** The tap-then-tap hint, beside the card picked up. */
  hint: string | null;
}) {
  const { content, board, typed, marks, Speak } = props;
  const t = usePlayerT();
  const targetName = useTargetName();
  const total = content.gaps.length;
  const wordIn = (gap: string) => {
    if (content.entry === 'typed') return typed[gap] || null;
    const card = content.choices.find((choice) => choice.id === board.placed[gap]);
    return card ? cardName(card) : null;
  };
  const pieces = piecesOf(content.passage);
  // Read aloud with the words placed so far, a pause where a blank is still empty.
  const spoken = pieces.map((piece, index) => (index % 2 === 0 ? piece : (wordIn(piece) ?? '…'))).join('');

  const gapAt = (gap: string) => {
    const n = content.gaps.findIndex((candidate) => candidate.id === gap) + 1;
    const base = t('activityPlayer.target.blank', { n, total });
    const mark = marks[gap] ?? null;
    if (content.entry === 'typed')
      return (
        <>
          <GapInput
            aria-label={base}
            value={typed[gap] ?? ''}
            readOnly={board.locked}
            data-mark={mark ?? undefined}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => props.onType(gap, event.target.value)}
          />{' '}
          <ResultMark mark={mark} inName={false} />
        </>
      );
    const word = wordIn(gap);
    return (
      <Gap
        type="button"
        ref={board.targetRef(gap)}
        aria-label={targetName(base, word, mark)}
        data-mark={mark ?? undefined}
        {...dropZone(gap)}
        {...board.targetProps(gap)}
      >
        <Slot>{word}</Slot>
        <ResultMark mark={mark} />
      </Gap>
    );
  };

  return (
    <>
      <Passage role="group" aria-label={t('activityPlayer.passage')}>
        <Text>
          {pieces.map((piece, index) =>
            index % 2 === 0 ? (
              <Fragment key={index}>{piece}</Fragment>
            ) : (
              <Fragment key={index}>{gapAt(piece)}</Fragment>
            ),
          )}
        </Text>
        {Speak && <Speak text={spoken} />}
      </Passage>
      {content.entry === 'tiles' && (
        <Pool
          label={t('activityPlayer.pool.fillBlanks')}
          choices={content.choices}
          board={board}
          Speak={Speak}
          shaking={props.shaking}
          hint={props.hint}
        />
      )}
    </>
  );
}
