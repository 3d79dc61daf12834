import {
  type Child,
  type ChildRecitation,
  type SubmissionReviewForm,
  childRecitationEndpoints,
} from '@young-minds/contracts';
import { useEndpoint, useEndpointMutation } from '@young-minds/query';
import { Alert, Button, Spinner, tokens } from '@young-minds/ui';
import { ConfirmDialog } from '@young-minds/ui/dialogs';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useParentT } from '../../../messages';
import { useFamilyFormatDay } from '../../../shared/familyClock';
import { ReviewForm, ReviewedItems, SavedReview } from '../../../shared/ReviewForm';
import { Pager } from '../../../shared/Pager';
import { serverText } from '../../../shared/serverText';
import { type ShownSurahName, useSurahName } from './SurahName';

/** Recordings per page: each has a player and a form, so a short page. */
const pageSize = 5;

const Recordings = styled(ReviewedItems)`
  audio {
    display: block;
    inline-size: 100%;
    margin-block-end: ${tokens.space.md};
  }
`;

/** Keep and Delete side by side, wrapping on a narrow phone. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
  margin-block-start: ${tokens.space.md};
`;

/**
 * The child's recitations (`GET /api/parent/children/:id/recitations`, newest first, a page at a time): each with
 * its player, the parent's answer (stars and a comment the child sees and hears), keep or the day it will be
 * deleted, and Delete after a confirmation.
 */
export function Recitations({ child }: { child: Child }) {
  const t = useParentT();
  const [page, setPage] = useState(1);
  // A deleted recording's row is gone: what the service said stays here, above the list.
  const [notice, setNotice] = useState<string | null>(null);
  const list = useEndpoint(
    childRecitationEndpoints.ofChild,
    { params: { id: child.id }, query: { page, pageSize } },
    { keepPrevious: true },
  );
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const emptyPage = list.data !== undefined && list.data.data.length === 0 && page > 1 && !list.isFetching;
  // Deleting the last recording of the last page: step back to a page that has some.
  useEffect(() => {
    if (emptyPage) setPage((current) => Math.max(1, Math.min(current - 1, pages)));
  }, [emptyPage, pages]);
  return (
    <section aria-labelledby="recitations-heading">
      <h3 id="recitations-heading">{t('quran.recordings.title')}</h3>
      {notice ? (
        <Alert variant="success" role="status">
          {notice}
        </Alert>
      ) : null}
      {list.isPending ? <Spinner label={t('quran.recordings.loading')} /> : null}
      {list.isError ? <Alert variant="danger">{serverText(list.error, t('quran.recordings.failed'))}</Alert> : null}
      {list.data ? (
        list.data.total === 0 ? (
          <p>{t('quran.recordings.empty', { name: child.name })}</p>
        ) : (
          <>
            <Recordings aria-labelledby="recitations-heading">
              {list.data.data.map((recitation) => (
                <Recording key={recitation.id} recitation={recitation} onDeleted={setNotice} />
              ))}
            </Recordings>
            {pages > 1 ? (
              <Pager label={t('quran.recordings.pages')} page={page} pages={pages} onPage={setPage} />
            ) : null}
          </>
        )
      ) : null}
    </section>
  );
}

/** 'Al-Ikhlas, ayahs 1–4' or 'Al-Ikhlas, ayah 3', as text (the player's and the form's names). */
function useRecordingTitle() {
  const t = useParentT();
  return (recitation: ChildRecitation, surah: ShownSurahName) =>
    recitation.ayahFrom === recitation.ayahTo
      ? t('quran.recordings.oneAyah', { surah: surah.text, ayah: recitation.ayahFrom })
      : t('quran.recordings.ayahs', { surah: surah.text, from: recitation.ayahFrom, to: recitation.ayahTo });
}

function Recording({ recitation, onDeleted }: { recitation: ChildRecitation; onDeleted: (message: string) => void }) {
  const t = useParentT();
  const formatDay = useFamilyFormatDay();
  const surahName = useSurahName();
  const titleOf = useRecordingTitle();
  const invalidates = [childRecitationEndpoints.ofChild];
  const review = useEndpointMutation(childRecitationEndpoints.review, { invalidates });
  const keep = useEndpointMutation(childRecitationEndpoints.keep, { invalidates });
  const remove = useEndpointMutation(childRecitationEndpoints.remove, { invalidates });
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const params = { id: recitation.childId, recitationId: recitation.id };
  const surah = surahName(recitation.surah, recitation.surahName);
  const title = titleOf(recitation, surah);
  const headingId = `recitation-${recitation.id}`;

  async function toggleKeep() {
    setError(null);
    try {
      await keep.mutateAsync({ params, body: { kept: !recitation.kept } });
    } catch (caught) {
      setError(serverText(caught, t('quran.recordings.keepFailed')));
    }
  }

  async function confirmDelete() {
    setError(null);
    try {
      const answer = await remove.mutateAsync({ params });
      onDeleted(answer.message);
    } catch (caught) {
      setConfirming(false);
      setError(serverText(caught, t('quran.recordings.deleteFailed')));
    }
  }

  return (
    <li aria-labelledby={headingId}>
      <h4 id={headingId}>{title}</h4>
      <p>
        <time dateTime={recitation.recordedAt}>
          {t('quran.recordings.recordedOn', { date: formatDay(recitation.recordedAt) })}
        </time>
      </p>
      {/* A child reciting the ayahs the heading names: there is no caption track to give (the words are the Quran's). */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio controls preload="none" src={recitation.url} aria-label={t('quran.recordings.listen', { title })}>
        {t('quran.recordings.noPlayer')}
      </audio>
      {recitation.review ? <SavedReview review={recitation.review} /> : null}
      <ReviewForm
        name={`recitation-${recitation.id}`}
        label={t('quran.recordings.answerLabel', { title })}
        initial={recitation.review}
        save={(answer: SubmissionReviewForm) => review.mutateAsync({ params, body: answer })}
      />
      <p>
        {recitation.kept || recitation.deletesAt === null ? (
          t('quran.recordings.kept')
        ) : (
          <time dateTime={recitation.deletesAt}>
            {t('quran.recordings.deletesOn', { date: formatDay(recitation.deletesAt) })}
          </time>
        )}
      </p>
      {error ? <Alert variant="danger">{error}</Alert> : null}
      <Actions>
        <Button
          $variant="outline"
          onClick={toggleKeep}
          disabled={keep.isPending}
          aria-busy={keep.isPending || undefined}
        >
          {recitation.kept ? t('quran.recordings.stopKeeping') : t('quran.recordings.keep')}
        </Button>
        <Button $variant="danger" onClick={() => setConfirming(true)}>
          {t('quran.recordings.delete')}
        </Button>
      </Actions>
      <ConfirmDialog
        open={confirming}
        title={t('quran.recordings.deleteTitle')}
        message={t('quran.recordings.deleteQuestion', { title })}
        confirmLabel={t('quran.recordings.deleteConfirm')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
