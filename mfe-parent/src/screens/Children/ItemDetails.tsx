import { type ContentKind, type ItemReview, type Source, endpoints } from '@young-minds/contracts';
import { useEndpoint, useLoaded } from '@young-minds/query';
import { Alert, Button, Modal, ModalActions, Spinner } from '@young-minds/ui';
import { ReportMistakeDialog, ReviewNote } from '@young-minds/ui/review';
import { useState } from 'react';
import { useParentT } from '../../messages';
import { serverText } from '../../shared/serverText';

/**
 * Where a parent reads an item's review: every kind's own read (`GET /api/<kind>/:id`, open to parents). Activities
 * are read by admins (with their answers) and children (to play) only, so a parent's dialog offers the report alone.
 */
const itemReads = {
  video: endpoints.videos.get,
  book: endpoints.books.get,
  quiz: endpoints.quizzes.get,
  assignment: endpoints.assignments.get,
  activity: null,
  dua: endpoints.duas.get,
} as const satisfies Record<ContentKind, unknown>;

type ReadableKind = { [K in ContentKind]: (typeof itemReads)[K] extends null ? never : K }[ContentKind];

/** The item's "Checked by … on …" and sources, read when the dialog opens. */
function ItemReviewOf({ kind, id }: { kind: ReadableKind; id: number }) {
  const t = useParentT();
  const loaded = useLoaded(
    [useEndpoint<(typeof itemReads)[ReadableKind]>(itemReads[kind], { params: { id } })],
    (item): { review: ItemReview; sources: Source[] } => item,
  );
  if (loaded.state === 'loading') return <Spinner label={t('scholar.loading')} />;
  if (loaded.state === 'failed') return <Alert variant="danger">{serverText(loaded.error, t('scholar.failed'))}</Alert>;
  return <ReviewNote review={loaded.data.review} sources={loaded.data.sources} />;
}

const readable = (kind: ContentKind): kind is ReadableKind => itemReads[kind] !== null;

/**
 * An item the child met, as its parent checks it: who checked it and on what it rests ("Checked by … on …",
 * the sources), and "Report a mistake" (the report's dialog in its place).
 */
export function ItemDetails({ kind, id, title }: { kind: ContentKind; id: number; title: string }) {
  const t = useParentT();
  // One dialog at a time: the details, or the report (focus goes back to the row's button when either closes).
  const [shown, setShown] = useState<'details' | 'report' | null>(null);
  const close = () => setShown(null);
  return (
    <>
      <Button
        $size="sm"
        $variant="outline"
        aria-label={t('scholar.details', { title })}
        onClick={() => setShown('details')}
      >
        {t('scholar.detailsShort')}
      </Button>
      <Modal open={shown === 'details'} title={title} onClose={close}>
        {readable(kind) ? <ItemReviewOf kind={kind} id={id} /> : null}
        <ModalActions>
          <Button $variant="outline" onClick={close}>
            {t('scholar.close')}
          </Button>
          <Button onClick={() => setShown('report')}>{t('scholar.report')}</Button>
        </ModalActions>
      </Modal>
      <ReportMistakeDialog open={shown === 'report'} kind={kind} id={id} title={title} onClose={close} />
    </>
  );
}
