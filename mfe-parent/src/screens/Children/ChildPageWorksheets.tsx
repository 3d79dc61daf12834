import { api } from '@young-minds/api-client';
import {
  type Child,
  type ChildSubmission,
  endpoints,
  reviewCommentMaxLength,
  reviewStarsLimits,
} from '@young-minds/contracts';
import { Alert, Button, Spinner, TextAreaField, VisuallyHidden, tokens } from '@young-minds/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useParentT } from '../../messages';
import { useFamilyFormatDay } from '../../shared/familyClock';
import { Panel } from '../../shared/parts';
import { serverText } from '../../shared/serverText';
import { useEndpoint, useLoaded } from '@young-minds/query';
import { ItemDetails } from './ItemDetails';

const starChoices = Array.from(
  { length: reviewStarsLimits.max - reviewStarsLimits.min + 1 },
  (_, index) => reviewStarsLimits.min + index,
);

const Worksheets = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${tokens.space.md};
  > li {
    padding: ${tokens.space.md};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
  }
  h3 {
    margin: 0 0 ${tokens.space.xs};
    font-size: ${tokens.font.size.md};
  }
  p {
    margin-block: 0 ${tokens.space.sm};
  }
`;

const Stars = styled.fieldset`
  border: none;
  margin: 0 0 ${tokens.space.md};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.md};
  legend {
    font-weight: 700;
    margin-block-end: ${tokens.space.xs};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${tokens.space.xs};
    min-block-size: 40px;
    cursor: pointer;
  }
  input {
    inline-size: 20px;
    block-size: 20px;
    margin: 0;
  }
`;

/** The child's handed-in worksheets (loaded once for the page: the worksheets and the offline sections show them). */
export function useSubmissions(childId: number) {
  return useLoaded(
    [useEndpoint(endpoints.familyProgress.submissions, { params: { id: childId } })],
    (answer) => answer,
  );
}

/** The child's handed-in worksheets, newest first, each with its file and the parent's review. */
export function ChildPageWorksheets({ child, loaded }: { child: Child; loaded: ReturnType<typeof useSubmissions> }) {
  const t = useParentT();
  return (
    <Panel aria-labelledby="worksheets-heading">
      <h2 id="worksheets-heading">{t('childPage.worksheets')}</h2>
      {loaded.state === 'loading' ? <Spinner label={t('childPage.worksheetsLoading')} /> : null}
      {loaded.state === 'failed' ? (
        <Alert variant="danger">{serverText(loaded.error, t('childPage.worksheetsFailed'))}</Alert>
      ) : null}
      {loaded.state === 'ready' ? (
        loaded.data.data.length === 0 ? (
          <p>{t('childPage.noWorksheets')}</p>
        ) : (
          <Worksheets aria-labelledby="worksheets-heading">
            {loaded.data.data.map((submission) => (
              <Worksheet key={submission.id} childId={child.id} initial={submission} />
            ))}
          </Worksheets>
        )
      ) : null}
    </Panel>
  );
}

function Worksheet({ childId, initial }: { childId: number; initial: ChildSubmission }) {
  const t = useParentT();
  const formatDay = useFamilyFormatDay();
  const [submission, setSubmission] = useState(initial);
  const [stars, setStars] = useState<number | null>(initial.review?.stars ?? null);
  const [comment, setComment] = useState(initial.review?.comment ?? '');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const title = submission.assignmentTitle ?? t('progress.removedItem');
  const headingId = `worksheet-${submission.id}`;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (stars === null) {
      setResult({ ok: false, text: t('childPage.starsRequired', { min: 1, max: 3 }) });
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      const saved = await api.call(endpoints.familyProgress.review, {
        params: { id: childId, submissionId: submission.id },
        body: { stars, comment: comment.trim() || null },
      });
      setSubmission(saved);
      setResult({ ok: true, text: t('childPage.reviewSaved') });
    } catch (caught) {
      setResult({ ok: false, text: serverText(caught, t('childPage.reviewFailed')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <li aria-labelledby={headingId}>
      <h3 id={headingId} dir="auto">
        {title}
      </h3>
      <p>{t('childPage.handedIn', { date: formatDay(submission.submitted_at) })}</p>
      {submission.assignmentTitle !== null ? (
        <div>
          <ItemDetails kind="assignment" id={submission.assignmentId} title={submission.assignmentTitle} />
        </div>
      ) : null}
      {submission.text ? <p>{submission.text}</p> : null}
      {submission.fileUrl ? (
        <p>
          <a href={submission.fileUrl} target="_blank" rel="noopener noreferrer">
            {t('childPage.openFile', { title })}
            <VisuallyHidden>{t('childPage.newTab')}</VisuallyHidden>
          </a>
        </p>
      ) : null}
      {submission.review ? (
        <p role="status">
          {t('childPage.savedReview', {
            stars: submission.review.stars,
            max: reviewStarsLimits.max,
            date: formatDay(submission.review.reviewed_at),
          })}
          {submission.review.comment ? ` “${submission.review.comment}”` : ''}
        </p>
      ) : null}
      <form onSubmit={save} aria-label={t('childPage.reviewFormLabel', { title })}>
        <Stars>
          <legend>{t('childPage.stars')}</legend>
          {starChoices.map((count) => (
            <label key={count}>
              <input
                type="radio"
                name={`stars-${submission.id}`}
                value={count}
                checked={stars === count}
                onChange={() => setStars(count)}
              />
              {t('childPage.starCount', { count })}
            </label>
          ))}
        </Stars>
        <TextAreaField
          label={t('childPage.comment')}
          hint={t('childPage.commentHint', { max: reviewCommentMaxLength })}
          maxLength={reviewCommentMaxLength}
          rows={2}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
        {result ? (
          <Alert variant={result.ok ? 'success' : 'danger'} role={result.ok ? 'status' : 'alert'}>
            {result.text}
          </Alert>
        ) : null}
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('form.saving') : t('childPage.saveReview')}
        </Button>
      </form>
    </li>
  );
}
