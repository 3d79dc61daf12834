import {
  type ContentKind,
  type ItemReview,
  type Source,
  contentKinds,
  roleAllowed,
  kindEndpoints,
} from '@young-minds/contracts';
import { useEndpoint, useLoaded } from '@young-minds/query';
import { Alert, Button, Spinner } from '@young-minds/ui';
import { Modal, ModalActions } from '@young-minds/ui/dialogs';
import { ReportMistakeDialog, ReviewNote } from '@young-minds/ui/review';
import { useState } from 'react';
import { useParentT } from '../../messages';
import { serverText } from '../../shared/serverText';

type ItemRead = (typeof kindEndpoints)[(typeof contentKinds)[ContentKind]['table']]['get'];

/**
 * Where a parent reads an item's review: the kind's own read (`GET /api/<table>/:id`) when its contract lets a parent
 * call it. Activities are read by admins (with their answers) and children (to play) only, so a parent's dialog
 * offers the report alone.
 */
function parentReadOf(kind: ContentKind): ItemRead | null {
  const read: ItemRead = kindEndpoints[contentKinds[kind].table].get;
  return roleAllowed(read.access, 'parent') ? read : null;
}

/** The item's "Checked by … on …" and sources, read when the dialog opens. */
function ItemReviewOf({ read, id }: { read: ItemRead; id: number }) {
  const t = useParentT();
  const loaded = useLoaded(
    [useEndpoint<ItemRead>(read, { params: { id } })],
    (item): { review: ItemReview; sources: Source[] } => item,
  );
  if (loaded.state === 'loading') return <Spinner label={t('scholar.loading')} />;
  if (loaded.state === 'failed') return <Alert variant="danger">{serverText(loaded.error, t('scholar.failed'))}</Alert>;
  return <ReviewNote review={loaded.data.review} sources={loaded.data.sources} />;
}

/**
 * An item the child met, as its parent checks it: who checked it and on what it rests ("Checked by … on …",
 * the sources), and "Report a mistake" (the report's dialog in its place).
 */
export function ItemDetails({ kind, id, title }: { kind: ContentKind; id: number; title: string }) {
  const t = useParentT();
  // One dialog at a time: the details, or the report (focus goes back to the row's button when either closes).
  const [shown, setShown] = useState<'details' | 'report' | null>(null);
  const close = () => setShown(null);
  const read = parentReadOf(kind);
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
        {read ? <ItemReviewOf read={read} id={id} /> : null}
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
