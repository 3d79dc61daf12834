import { useMemo } from 'react';
import styled from 'styled-components';
import { ActivityPlayer, previewOf } from '@young-minds/activity-player';
import { type Activity, type ActivityCard, endpoints, gapTokenPattern } from '@young-minds/contracts';
import { ButtonLink, tokens } from '@young-minds/ui';
import { formatList } from '@young-minds/i18n';
import { useAdminT } from '../../messages';
import { ContentFlagDetails } from '../ContentFlags/ContentFlagFields';
import { Details, FormActions, ItemCover, ItemScreen, Panel, Thumb, formatDate, mediaUrl, palette } from '../../shared';
import { activityPaths, useActivityLoadStatus, useActivityWords } from './parts';

const SectionTitle = styled.h2`
  margin: ${tokens.space.lg} 0 ${tokens.space.sm};
  font-size: ${tokens.font.size.lg};
`;

const KeyTable = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${tokens.space.xs} ${tokens.space.sm};
    border-block-end: 1px solid ${palette.border};
    text-align: start;
    vertical-align: middle;
  }
`;

/** A card as words (its text, else its picture's description), after its picture when it has one. */
function CardView({ card }: { card: ActivityCard | undefined }) {
  if (!card) return <>—</>;
  return (
    <span dir="auto">
      {/* The picture's description is written beside it, so the picture itself is decorative here. */}
      {card.image_url ? <Thumb src={mediaUrl(card.image_url)} alt="" /> : null} {card.text || card.image_alt}
    </span>
  );
}

/** The answer key: each target (picture or gap) and the choice (or typed answers) that belongs there. */
function AnswerKey({ activity }: { activity: Activity }) {
  const t = useAdminT();
  const { content } = activity;
  const choice = (id: string) => content.choices.find((card) => card.id === id);
  const rows =
    content.kind === 'fillBlanks'
      ? content.gaps.map((gap, index) => ({
          key: gap.id,
          target: <>{t('activities.fill.blankNumber', { number: index + 1 })}</>,
          answer:
            content.entry === 'typed' ? (
              <span dir="auto">{gap.accepted.join(', ')}</span>
            ) : (
              <CardView card={choice(content.answer.find((pair) => pair.target === gap.id)?.choice ?? '')} />
            ),
        }))
      : content.targets.map((target) => ({
          key: target.id,
          target: <CardView card={target} />,
          answer: <CardView card={choice(content.answer.find((pair) => pair.target === target.id)?.choice ?? '')} />,
        }));
  const answered = new Set(
    content.kind === 'fillBlanks' && content.entry === 'typed' ? [] : content.answer.map((pair) => pair.choice),
  );
  const others = content.choices.filter((card) => !answered.has(card.id));
  return (
    <>
      <SectionTitle>{t('activities.answerKey')}</SectionTitle>
      {content.kind === 'fillBlanks' ? (
        <p dir="auto">
          {content.passage.replace(gapTokenPattern, (_token, id: string) =>
            t('activities.key.blankInPassage', { number: content.gaps.findIndex((gap) => gap.id === id) + 1 }),
          )}
        </p>
      ) : null}
      <KeyTable aria-label={t('activities.answerKey')}>
        <thead>
          <tr>
            <th scope="col">{t('activities.key.target')}</th>
            <th scope="col">{t('activities.key.answer')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td>{row.target}</td>
              <td>{row.answer}</td>
            </tr>
          ))}
        </tbody>
      </KeyTable>
      {others.length > 0 ? (
        <p>
          {t('activities.key.others')} <span dir="auto">{others.map((card) => card.text).join(', ')}</span>
        </p>
      ) : null}
    </>
  );
}

const Stage = styled.section`
  margin-block-start: ${tokens.space.lg};
  padding: ${tokens.space.md};
  border: 2px dashed ${palette.border};
  border-radius: ${tokens.radius.md};
`;

/**
 * The activity as a child plays it: the play view (answers left out, choices shuffled) graded here with the
 * contract's rule, so the admin sees the feedback, the score and the stars a child would, and nothing is stored.
 */
function TryIt({ activity }: { activity: Activity }) {
  const t = useAdminT();
  const preview = useMemo(() => previewOf(activity, 1), [activity]);
  return (
    <Stage aria-labelledby={`try-${activity.id}`}>
      <SectionTitle id={`try-${activity.id}`}>{t('activities.tryIt')}</SectionTitle>
      <p>{t('activities.tryItHint')}</p>
      <ActivityPlayer activity={preview.play} onSubmit={preview.onSubmit} />
    </Stage>
  );
}

/** Preview Activity (/admin/manage-activities/view/:id): the details, the activity played as a child would, the answer key. */
export function ViewActivity() {
  const t = useAdminT();
  const words = useActivityWords();
  return (
    <ItemScreen
      endpoint={endpoints.activities.get}
      title={t('activities.view')}
      itemTitle={(activity) => activity.title}
      status={useActivityLoadStatus()}
    >
      {(activity) => (
        <Panel>
          <ItemCover src={activity.cover_image} title={activity.title} />
          <Details>
            <dt>{t('activities.kindLabel')}</dt>
            <dd>{words.kind(activity.kind)}</dd>
            <dt>{t('activities.statusLabel')}</dt>
            <dd>{words.status(activity.status)}</dd>
            <dt>{t('activities.prompt')}</dt>
            <dd dir="auto">{activity.prompt}</dd>
            <dt>{t('activities.language')}</dt>
            <dd>{t(`activities.language.${activity.language}`)}</dd>
            <dt>{t('activities.categories')}</dt>
            <dd>{formatList(activity.categories.map((category) => category.name)) || '—'}</dd>
            <ContentFlagDetails item={activity} />
            <dt>{t('activities.updated')}</dt>
            <dd>{formatDate(activity.updated_at)}</dd>
          </Details>
          <TryIt activity={activity} />
          <AnswerKey activity={activity} />
          <FormActions>
            <ButtonLink to={activityPaths.edit(activity.id)}>{t('list.edit')}</ButtonLink>
            <ButtonLink to={activityPaths.list} $variant="outline">
              {t('activities.back')}
            </ButtonLink>
          </FormActions>
        </Panel>
      )}
    </ItemScreen>
  );
}
