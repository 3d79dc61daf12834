import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Button, Spinner } from '@young-minds/ui';
import { Modal, ModalActions } from '@young-minds/ui/dialogs';
import { useAdminT } from '../messages';
import { Details } from './PageHeader';
import { itemState } from './useItem';
import { type UseQueryResult } from '@young-minds/query';

/** Long emails wrap inside the dialog on a phone instead of running out of it. */
const Facts = styled(Details)`
  dd {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

export interface DetailsModalProps<T> {
  /** The row whose details are shown; null keeps the dialog closed. */
  id: number | null;
  title: string;
  onClose: () => void;
  /** The item as the server has it now (the row may be stale). */
  useRead: (id: number) => UseQueryResult<T>;
  loadingLabel: string;
  /** Put before the failure's reason ('Failed to load parent'). */
  failedLead: string;
  /** Term and description pairs. */
  facts: (item: T) => readonly (readonly [string, ReactNode])[];
}

function Loaded<T>({
  id,
  useRead,
  loadingLabel,
  failedLead,
  facts,
}: Omit<DetailsModalProps<T>, 'id' | 'title' | 'onClose'> & { id: number }) {
  const t = useAdminT();
  const { item, loading, error } = itemState(useRead(id));
  if (loading) return <Spinner label={loadingLabel} />;
  if (error || !item)
    return <Alert variant="danger">{t('list.failedWithReason', { lead: failedLead, reason: error ?? '' })}</Alert>;
  return (
    <Facts>
      {facts(item).map(([term, description]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{description}</dd>
        </Fragment>
      ))}
    </Facts>
  );
}

/** A row's details in a dialog, read fresh from the server, with a Close button. */
export function DetailsModal<T>({ id, title, onClose, ...rest }: DetailsModalProps<T>) {
  const t = useAdminT();
  return (
    <Modal open={id !== null} title={title} onClose={onClose}>
      {id !== null ? <Loaded id={id} {...rest} /> : null}
      <ModalActions>
        <Button $variant="outline" onClick={onClose}>
          {t('dialog.close')}
        </Button>
      </ModalActions>
    </Modal>
  );
}
