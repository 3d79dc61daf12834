import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { Child } from '@young-minds/contracts';
import { Button, tokens } from '@young-minds/ui';
import {
  ConfirmDialog,
  DataTable,
  ListStatus,
  NoticeBanner,
  PageHeader,
  Pagination,
  RowActions,
  SearchBox,
  useNotice,
  usePagedList,
  useDeleteFlow,
} from '../../shared';
import { deleteChild, failureText, fetchChildren } from './api';
import { ChildDetailsModal } from './ChildDetailsModal';
import { EditChildModal } from './EditChildModal';

const columns = ['#', 'Name', 'Age', 'Email', 'Parent Name', 'Actions'] as const;

const Notice = styled.div`
  margin-bottom: ${tokens.space.md};
`;

/** How the child logs in: the email, else the username (marked as such), else a dash. */
function loginOf(child: Pick<Child, 'email' | 'username'>): string {
  if (child.email) return child.email;
  if (child.username) return `${child.username} (username)`;
  return '—';
}

/** Manage Children: the server's pages of children, search by name, View / Edit in dialogs, Delete on the server. */
export function ManageChildren() {
  const list = usePagedList(fetchChildren);
  const { notice, show, clear } = useNotice();
  const [viewing, setViewing] = useState<Child | null>(null);
  const [editing, setEditing] = useState<Child | null>(null);
  const deletion = useDeleteFlow<Child>({
    remove: (row) => deleteChild(row.id),
    onDeleted: list.reload,
    show,
    failureText: (caught) => failureText('Failed to delete child', caught),
    logAs: 'child delete',
  });
  /** Rows saved in the Edit dialog, shown as saved without reloading the page; a fresh page replaces them. */
  const [saved, setSaved] = useState<ReadonlyMap<number, Child>>(new Map());

  useEffect(() => setSaved(new Map()), [list.items]);

  function onSaved(child: Child) {
    setEditing(null);
    setSaved((current) => new Map(current).set(child.id, child));
    show('success', 'Child updated successfully.');
  }


  const firstNumber = (list.page - 1) * list.pageSize;

  return (
    <>
      <PageHeader title="Manage Children">
        <SearchBox label="Search by name" value={list.search} onChange={list.setSearch} />
      </PageHeader>
      {notice ? (
        <Notice>
          <NoticeBanner notice={notice} onDismiss={clear} />
        </Notice>
      ) : null}
      <DataTable caption="Children" columns={columns}>
        <ListStatus
          columns={columns.length}
          loading={list.loading}
          error={list.error}
          errorLead="Failed to fetch children"
          empty={list.items.length === 0}
          emptyText="No children found."
          loadingLabel="Loading children…"
        />
        {list.loading || list.error
          ? null
          : list.items.map((row, index) => {
              const child = saved.get(row.id) ?? row;
              // The row's name describes its buttons, so a screen reader says which child 'Edit' opens.
              const nameId = `child-${child.id}-name`;
              return (
                <tr key={child.id}>
                  <td>{firstNumber + index + 1}</td>
                  <td id={nameId}>{child.name}</td>
                  <td>{child.age ?? '—'}</td>
                  <td>{loginOf(child)}</td>
                  <td>{child.parent ?? '—'}</td>
                  <td>
                    <RowActions>
                      <Button $variant="outline" $size="sm" aria-describedby={nameId} onClick={() => setViewing(child)}>
                        View
                      </Button>
                      <Button
                        $variant="outline"
                        $size="sm"
                        aria-describedby={nameId}
                        onClick={() => {
                          clear();
                          setEditing(child);
                        }}
                      >
                        Edit
                      </Button>
                      <Button $variant="danger" $size="sm" aria-describedby={nameId} onClick={() => deletion.ask(child)}>
                        Delete
                      </Button>
                    </RowActions>
                  </td>
                </tr>
              );
            })}
      </DataTable>
      <Pagination page={list.page} pageCount={list.pageCount} total={list.total} onPage={list.setPage} noun="children" />
      <ChildDetailsModal child={viewing} onClose={() => setViewing(null)} />
      <EditChildModal child={editing} onClose={() => setEditing(null)} onSaved={onSaved} />
      <ConfirmDialog
        message="Are you sure you want to delete this child?"
        {...deletion.dialog}
      />
    </>
  );
}
