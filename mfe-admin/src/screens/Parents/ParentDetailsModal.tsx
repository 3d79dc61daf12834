import { useCallback } from 'react';
import styled from 'styled-components';
import type { Parent } from '@young-minds/contracts';
import { Alert, Button, Spinner } from '@young-minds/ui';
import { Details, Modal, ModalActions, useItem } from '../../shared';
import { fetchParent } from './api';

/** Long emails wrap inside the dialog on a phone instead of running out of it. */
const Facts = styled(Details)`
  dd {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/** The parent as the server has it now (the row may be stale). */
function ParentDetails({ id }: { id: number }) {
  const load = useCallback((signal: AbortSignal) => fetchParent(id, signal), [id]);
  const { item: parent, loading, error } = useItem(load, id);
  if (loading) return <Spinner label="Loading parent…" />;
  if (error || !parent) return <Alert variant="danger">Failed to load parent: {error}</Alert>;
  return (
    <Facts>
      <dt>Name</dt>
      <dd>{parent.name}</dd>
      <dt>Email</dt>
      <dd>{parent.email || '—'}</dd>
      <dt>Phone</dt>
      <dd>{parent.phone ?? '—'}</dd>
    </Facts>
  );
}

/** 'Parent Details': name, email and phone, and a Close button. */
export function ParentDetailsModal({ parent, onClose }: { parent: Parent | null; onClose(): void }) {
  return (
    <Modal open={parent !== null} title="Parent Details" onClose={onClose}>
      {parent ? <ParentDetails id={parent.id} /> : null}
      <ModalActions>
        <Button $variant="outline" onClick={onClose}>
          Close
        </Button>
      </ModalActions>
    </Modal>
  );
}
