import {
  type SubmissionReview,
  type SubmissionReviewForm,
  reviewCommentMaxLength,
  reviewStarsLimits,
} from '@young-minds/contracts';
import { Alert, Button, tokens } from '@young-minds/ui';
import { TextAreaField } from '@young-minds/ui/forms';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useParentT } from '../messages';
import { useFamilyFormatDay } from './familyClock';
import { serverText } from './serverText';

const starChoices = Array.from(
  { length: reviewStarsLimits.max - reviewStarsLimits.min + 1 },
  (_, index) => reviewStarsLimits.min + index,
);

/** What the child made, one boxed item each with its answer form (worksheets, recitations). */
export const ReviewedItems = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${tokens.space.md};
  > li {
    min-inline-size: 0;
    padding: ${tokens.space.md};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
  }
  h3,
  h4 {
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

/**
 * A parent's answer to something the child made (a worksheet, a recitation): 1–3 stars and an optional comment the
 * child sees. Starts from the saved answer; `save` sends it (and throws the service's error, shown here).
 */
export function ReviewForm({
  name,
  label,
  initial,
  save,
}: {
  /** Unique on the page: names the star radios. */
  name: string;
  /** The form's accessible name ('Review …', 'Answer …'). */
  label: string;
  initial: SubmissionReview | null;
  save: (review: SubmissionReviewForm) => Promise<unknown>;
}) {
  const t = useParentT();
  const [stars, setStars] = useState<number | null>(initial?.stars ?? null);
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (stars === null) {
      setResult({ ok: false, text: t('childPage.starsRequired', reviewStarsLimits) });
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      await save({ stars, comment: comment.trim() || null });
      setResult({ ok: true, text: t('childPage.reviewSaved') });
    } catch (caught) {
      setResult({ ok: false, text: serverText(caught, t('childPage.reviewFailed')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label={label}>
      <Stars>
        <legend>{t('childPage.stars')}</legend>
        {starChoices.map((count) => (
          <label key={count}>
            <input
              type="radio"
              name={`stars-${name}`}
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
  );
}

/** The answer as saved: 'Your review: 2 of 3 stars, 27 Nov 2026. “…”' (a status: it changes when a new one is saved). */
export function SavedReview({ review }: { review: SubmissionReview }) {
  const t = useParentT();
  const formatDay = useFamilyFormatDay();
  return (
    <p role="status">
      {t('childPage.savedReview', {
        stars: review.stars,
        max: reviewStarsLimits.max,
        date: formatDay(review.reviewed_at),
      })}
      {review.comment ? ` “${review.comment}”` : ''}
    </p>
  );
}
