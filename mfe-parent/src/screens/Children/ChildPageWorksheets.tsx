import { api } from '@young-minds/api-client';
import {
  type Child,
  type ChildSubmission,
  type SubmissionReviewForm,
  familyProgressEndpoints,
} from '@young-minds/contracts';
import { Alert, Spinner, VisuallyHidden } from '@young-minds/ui';
import { useState } from 'react';
import { useParentT } from '../../messages';
import { useFamilyFormatDay } from '../../shared/familyClock';
import { Panel } from '../../shared/parts';
import { ReviewForm, ReviewedItems, SavedReview } from '../../shared/ReviewForm';
import { serverText } from '../../shared/serverText';
import { useEndpoint, useLoaded } from '@young-minds/query';
import { ItemDetails } from './ItemDetails';

/** The child's handed-in worksheets (loaded once for the page: the worksheets and the offline sections show them). */
export function useSubmissions(childId: number) {
  return useLoaded([useEndpoint(familyProgressEndpoints.submissions, { params: { id: childId } })], (answer) => answer);
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
          <ReviewedItems aria-labelledby="worksheets-heading">
            {loaded.data.data.map((submission) => (
              <Worksheet key={submission.id} childId={child.id} initial={submission} />
            ))}
          </ReviewedItems>
        )
      ) : null}
    </Panel>
  );
}

function Worksheet({ childId, initial }: { childId: number; initial: ChildSubmission }) {
  const t = useParentT();
  const formatDay = useFamilyFormatDay();
  const [submission, setSubmission] = useState(initial);
  const title = submission.assignmentTitle ?? t('progress.removedItem');
  const headingId = `worksheet-${submission.id}`;

  async function save(review: SubmissionReviewForm) {
    const saved = await api.call(familyProgressEndpoints.review, {
      params: { id: childId, submissionId: submission.id },
      body: review,
    });
    setSubmission(saved);
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
      {submission.review ? <SavedReview review={submission.review} /> : null}
      <ReviewForm
        name={`worksheet-${submission.id}`}
        label={t('childPage.reviewFormLabel', { title })}
        initial={submission.review}
        save={save}
      />
    </li>
  );
}
