import { useCallback } from 'react';
import styled from 'styled-components';
import type { Child } from '@young-minds/contracts';
import { Alert, Button, Spinner } from '@young-minds/ui';
import { Details, Modal, ModalActions, useItem } from '../../shared';
import { fetchChild } from './api';

/** Long emails wrap inside the dialog on a phone instead of running out of it. */
const Facts = styled(Details)`
  dd {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const orDash = (value: string | number | null) => (value === null || value === '' ? '—' : value);

/** The child as the server has it now (the row may be stale). */
function ChildDetails({ id }: { id: number }) {
  const load = useCallback((signal: AbortSignal) => fetchChild(id, signal), [id]);
  const { item: child, loading, error } = useItem(load, id);
  if (loading) return <Spinner label="Loading child…" />;
  if (error || !child) return <Alert variant="danger">Failed to load child: {error}</Alert>;
  return (
    <Facts>
      <dt>Name</dt>
      <dd>{child.name}</dd>
      <dt>Age</dt>
      <dd>{orDash(child.age)}</dd>
      <dt>Email</dt>
      <dd>{orDash(child.email)}</dd>
      <dt>Username</dt>
      <dd>{orDash(child.username)}</dd>
      <dt>Parent Name</dt>
      <dd>{orDash(child.parent)}</dd>
    </Facts>
  );
}

/** 'Child Details': name, age, email, username and parent name, and a Close button. */
export function ChildDetailsModal({ child, onClose }: { child: Child | null; onClose(): void }) {
  return (
    <Modal open={child !== null} title="Child Details" onClose={onClose}>
      {child ? <ChildDetails id={child.id} /> : null}
      <ModalActions>
        <Button $variant="outline" onClick={onClose}>
          Close
        </Button>
      </ModalActions>
    </Modal>
  );
}
