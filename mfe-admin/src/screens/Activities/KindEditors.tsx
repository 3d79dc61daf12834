import { Fragment, type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { activityLimits } from '@young-minds/contracts';
import { Alert, Button, tokens } from '@young-minds/ui';
import { CheckRow, FieldGroup, Input, TextAreaField } from '@young-minds/ui/forms';
import { useAdminT } from '../../messages';
import { palette } from '../../shared';
import {
  type FillDraft,
  type MatchDraft,
  type NameRow,
  type PairRow,
  type RevealDraft,
  blankName,
  blankPair,
  gapsOfPassage,
  matchIds,
  revealIds,
} from './draft';
import { MediaPicker } from './MediaPicker';

/** The form's problems by path, and the first one found among `paths`. */
export type Problems = Record<string, string>;
const first = (problems: Problems, ...paths: string[]) =>
  paths.map((path) => problems[path]).find((found) => found !== undefined);
/** Any problem at or under `path` ('content.gaps.0' finds 'content.gaps.0.accepted.1'). */
const under = (problems: Problems, path: string) =>
  Object.entries(problems).find(([key]) => key === path || key.startsWith(`${path}.`))?.[1];

interface EditorProps<D> {
  value: D;
  onChange: (change: Partial<D>) => void;
  problems: Problems;
  /** A picker reports its upload's start and end under its own key. */
  onBusyChange: (key: string, busy: boolean) => void;
}

const Row = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.md};
`;

/** A group of radio buttons under its legend (kind, reveal style, answer entry). */
export function RadioGroup<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: V;
  options: readonly (readonly [V, string])[];
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <FieldGroup>
      <legend>{legend}</legend>
      <Choices>
        {options.map(([option, label]) => (
          <CheckRow key={option}>
            <input
              type="radio"
              id={`${id}-${option}`}
              name={name}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <label htmlFor={`${id}-${option}`}>{label}</label>
          </CheckRow>
        ))}
      </Choices>
    </FieldGroup>
  );
}

/** A problem of a whole list (too few cards, an answer that does not add up). */
function ListProblems({ problems, paths }: { problems: Problems; paths: string[] }) {
  const found = [...new Set(paths.map((path) => problems[path]).filter((text) => text !== undefined))];
  return found.length > 0 ? <Alert variant="danger">{found.join(' ')}</Alert> : null;
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  const t = useAdminT();
  return (
    <Row>
      <Button $variant="outline" $size="sm" aria-label={label} onClick={onClick}>
        {t('activities.remove')}
      </Button>
    </Row>
  );
}

/** Names with no picture: extra names of a match, wrong names of a reveal. */
function NameList({
  rows,
  label,
  removeLabel,
  problemAt,
  onChange,
}: {
  rows: NameRow[];
  label: (number: number) => string;
  removeLabel: ((number: number) => string) | null;
  problemAt: (index: number) => string | undefined;
  onChange: (rows: NameRow[]) => void;
}) {
  const change = (key: number, name: string) => onChange(rows.map((row) => (row.key === key ? { ...row, name } : row)));
  return (
    <>
      {rows.map((row, index) => (
        <Fragment key={row.key}>
          <Input
            label={label(index + 1)}
            dir="auto"
            value={row.name}
            error={problemAt(index)}
            onChange={(event) => change(row.key, event.target.value)}
          />
          {removeLabel ? (
            <RemoveButton
              label={removeLabel(index + 1)}
              onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
            />
          ) : null}
        </Fragment>
      ))}
    </>
  );
}

/** Match the Picture: rows of name ↔ picture (with an optional sound for the name), and extra names. */
export function MatchEditor({ value, onChange, problems, onBusyChange }: EditorProps<MatchDraft>) {
  const t = useAdminT();
  const { pairs, extras } = value;
  const full = pairs.length + extras.length >= activityLimits.maxCards;
  const changePair = (key: number, change: Partial<PairRow>) =>
    onChange({ pairs: pairs.map((pair) => (pair.key === key ? { ...pair, ...change } : pair)) });

  return (
    <>
      <ListProblems problems={problems} paths={['content.choices', 'content.targets', 'content.answer']} />
      {pairs.map((pair, index) => {
        const number = index + 1;
        return (
          <FieldGroup key={pair.key}>
            <legend>{t('activities.match.pair', { number })}</legend>
            <Input
              label={t('activities.match.name')}
              dir="auto"
              value={pair.name}
              error={first(problems, `content.choices.${index}`, `content.choices.${index}.text`)}
              onChange={(event) => changePair(pair.key, { name: event.target.value })}
            />
            <MediaPicker
              kind="image"
              label={t('activities.picture')}
              url={pair.picture}
              required
              error={first(problems, `content.targets.${index}`, `content.targets.${index}.image_url`)}
              onChange={(picture) => changePair(pair.key, { picture })}
              onBusyChange={(busy) => onBusyChange(`pair-${pair.key}-picture`, busy)}
            />
            <Input
              label={t('activities.alt')}
              hint={t('activities.altHint')}
              dir="auto"
              value={pair.alt}
              error={problems[`content.targets.${index}.image_alt`]}
              onChange={(event) => changePair(pair.key, { alt: event.target.value })}
            />
            <MediaPicker
              kind="audio"
              label={t('activities.sound')}
              url={pair.sound}
              error={problems[`content.choices.${index}.audio_url`]}
              onChange={(sound) => changePair(pair.key, { sound })}
              onBusyChange={(busy) => onBusyChange(`pair-${pair.key}-sound`, busy)}
            />
            {pairs.length > activityLimits.minCards ? (
              <RemoveButton
                label={t('activities.match.removePair', { number })}
                onClick={() => onChange({ pairs: pairs.filter((other) => other.key !== pair.key) })}
              />
            ) : null}
          </FieldGroup>
        );
      })}
      <Button
        $variant="secondary"
        disabled={full}
        onClick={() => onChange({ pairs: [...pairs, blankPair(matchIds(value))] })}
      >
        {t('activities.match.addPair')}
      </Button>
      <FieldGroup style={{ marginBlockStart: tokens.space.md }}>
        <legend>{t('activities.match.extras')}</legend>
        <Hint>{t('activities.match.extrasHint')}</Hint>
        <NameList
          rows={extras}
          label={(number) => t('activities.match.extra', { number })}
          removeLabel={(number) => t('activities.match.removeExtra', { number })}
          problemAt={(index) => under(problems, `content.choices.${pairs.length + index}`)}
          onChange={(rows) => onChange({ extras: rows })}
        />
        <Button
          $variant="outline"
          $size="sm"
          disabled={full}
          onClick={() => onChange({ extras: [...extras, blankName(matchIds(value))] })}
        >
          {t('activities.match.addExtra')}
        </Button>
      </FieldGroup>
    </>
  );
}

const Hint = styled.p`
  margin: 0 0 ${tokens.space.sm};
  color: ${palette.muted};
`;

/** Wrong names of a reveal: 1 to 7, so the child picks among 2 to 8 names. */
const maxWrongNames = 7;

/** Match the Name to the Revealed Book: the hidden picture, how it is revealed, the right name and wrong ones. */
export function RevealEditor({ value, onChange, problems, onBusyChange }: EditorProps<RevealDraft>) {
  const t = useAdminT();
  return (
    <>
      <ListProblems problems={problems} paths={['content.choices', 'content.targets', 'content.answer']} />
      <MediaPicker
        kind="image"
        label={t('activities.reveal.picture')}
        url={value.picture}
        required
        error={first(problems, 'content.targets.0.image_url', 'content.targets.0')}
        onChange={(picture) => onChange({ picture })}
        onBusyChange={(busy) => onBusyChange('reveal-picture', busy)}
      />
      <Input
        label={t('activities.alt')}
        hint={t('activities.altHint')}
        dir="auto"
        value={value.alt}
        error={problems['content.targets.0.image_alt']}
        onChange={(event) => onChange({ alt: event.target.value })}
      />
      <RadioGroup
        legend={t('activities.reveal.style')}
        name="reveal-style"
        value={value.style}
        options={[
          ['tiles', t('activities.reveal.tiles')],
          ['blur', t('activities.reveal.blur')],
        ]}
        onChange={(style) => onChange({ style })}
      />
      <Input
        label={t('activities.reveal.steps')}
        hint={t('activities.reveal.stepsHint')}
        type="number"
        inputMode="numeric"
        min={activityLimits.minRevealSteps}
        max={activityLimits.maxRevealSteps}
        step={1}
        value={value.steps}
        error={under(problems, 'content.reveal')}
        onChange={(event) => onChange({ steps: event.target.value })}
      />
      <Input
        label={t('activities.reveal.right')}
        dir="auto"
        value={value.right}
        error={under(problems, 'content.choices.0')}
        onChange={(event) => onChange({ right: event.target.value })}
      />
      <FieldGroup>
        <legend>{t('activities.reveal.wrongNames')}</legend>
        <NameList
          rows={value.wrong}
          label={(number) => t('activities.reveal.wrong', { number })}
          removeLabel={value.wrong.length > 1 ? (number) => t('activities.reveal.removeWrong', { number }) : null}
          problemAt={(index) => under(problems, `content.choices.${index + 1}`)}
          onChange={(wrong) => onChange({ wrong })}
        />
        <Button
          $variant="outline"
          $size="sm"
          disabled={value.wrong.length >= maxWrongNames}
          onClick={() => onChange({ wrong: [...value.wrong, blankName(revealIds(value))] })}
        >
          {t('activities.reveal.addWrong')}
        </Button>
      </FieldGroup>
    </>
  );
}

const Passage = styled.p`
  margin: 0 0 ${tokens.space.sm};
  line-height: 2;
`;

const Blank = styled.span`
  display: inline-block;
  min-inline-size: 4em;
  padding-inline: ${tokens.space.xs};
  border-block-end: 2px solid ${tokens.color.primary};
  color: ${palette.muted};
  font-weight: 800;
  text-align: center;
`;

/** The passage as a child will see it: each bracketed word a numbered blank, and the blanks' answers below. */
function BlanksPreview({ passage }: { passage: string }) {
  const t = useAdminT();
  const { words, passage: marked } = gapsOfPassage(passage);
  const parts = marked.split(/\[\[g(\d+)\]\]/);
  const content: ReactNode[] = parts.map((part, index) =>
    index % 2 === 0 ? (
      part
    ) : (
      <Blank key={index} aria-label={t('activities.fill.blankNumber', { number: Number(part) })}>
        {part}
      </Blank>
    ),
  );
  return (
    <FieldGroup>
      <legend>{t('activities.fill.preview')}</legend>
      <p aria-live="polite">{t('activities.fill.blankCount', { count: words.length })}</p>
      {words.length > 0 ? (
        <>
          <Passage dir="auto">{content}</Passage>
          <ol>
            {words.map((word, index) => (
              <li key={index} dir="auto">
                {word}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </FieldGroup>
  );
}

/** Fill in the Blanks: the passage with bracketed words, word tiles or typed answers. */
export function FillBlanksEditor({ value, onChange, problems }: EditorProps<FillDraft>) {
  const t = useAdminT();
  const { words } = gapsOfPassage(value.passage);
  return (
    <>
      <TextAreaField
        label={t('activities.fill.passage')}
        hint={t('activities.fill.passageHint')}
        dir="auto"
        value={value.passage}
        error={first(problems, 'content.passage', 'content.gaps')}
        onChange={(event) => onChange({ passage: event.target.value })}
      />
      <BlanksPreview passage={value.passage} />
      <RadioGroup
        legend={t('activities.fill.entry')}
        name="fill-entry"
        value={value.entry}
        options={[
          ['tiles', t('activities.fill.tiles')],
          ['typed', t('activities.fill.typed')],
        ]}
        onChange={(entry) => onChange({ entry })}
      />
      {value.entry === 'tiles' ? (
        <Input
          label={t('activities.fill.distractors')}
          hint={t('activities.fill.distractorsHint')}
          dir="auto"
          value={value.distractors}
          error={first(problems, 'content.choices', 'content.answer') ?? under(problems, 'content.choices')}
          onChange={(event) => onChange({ distractors: event.target.value })}
        />
      ) : (
        words.map((word, index) => (
          <Input
            key={index}
            label={t('activities.fill.alternatives', { number: index + 1 })}
            hint={t('activities.fill.alternativesHint', { word })}
            dir="auto"
            value={value.alternatives[index] ?? ''}
            error={under(problems, `content.gaps.${index}`)}
            onChange={(event) => {
              const alternatives = [...value.alternatives];
              alternatives[index] = event.target.value;
              onChange({ alternatives: Array.from(alternatives, (text) => text ?? '') });
            }}
          />
        ))
      )}
    </>
  );
}
