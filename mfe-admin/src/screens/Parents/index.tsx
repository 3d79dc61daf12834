import { useState } from 'react';
import styled from 'styled-components';
import type { Parent } from '@young-minds/contracts';
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
import { deleteParent, failureText, fetchParents } from './api';
import { ParentDetailsModal } from './ParentDetailsModal';

const columns = ['#', 'Name', 'Email', 'Phone', 'Actions'] as const;

const Notice = styled.div`
  margin-bottom: ${tokens.space.md};
`;

/** Manage Parents: the server's pages of parents, search by name or email, View in a dialog, Delete on the server. */
export function ManageParents() {
  const list = usePagedList(fetchParents);
  const { notice, show, clear } = useNotice();
  const [viewing, setViewing] = useState<Parent | null>(null);
  const deletion = useDeleteFlow<Parent>({
    remove: (row) => deleteParent(row.id),
    onDeleted: list.reload,
    show,
    failureText: (caught) => failureText('Failed to delete parent', caught),
    logAs: 'parent delete',
  });


  const firstNumber = (list.page - 1) * list.pageSize;

  return (
    <>
      <PageHeader title="Manage Parents">
        <SearchBox label="Search by name or email" value={list.search} onChange={list.setSearch} />
      </PageHeader>
      {notice ? (
        <Notice>
          <NoticeBanner notice={notice} onDismiss={clear} />
        </Notice>
      ) : null}
      <DataTable caption="Parents" columns={columns}>
        <ListStatus
          columns={columns.length}
          loading={list.loading}
          error={list.error}
          errorLead="Failed to fetch parents"
          empty={list.items.length === 0}
          emptyText="No parents found."
          loadingLabel="Loading parents…"
        />
        {list.loading || list.error
          ? null
          : list.items.map((parent, index) => (
              <tr key={parent.id}>
                <td>{firstNumber + index + 1}</td>
                <td id={`parent-${parent.id}-name`}>{parent.name}</td>
                <td>{parent.email}</td>
                <td>{parent.phone ?? '—'}</td>
                <td>
                  <RowActions>
                    {/* The row's name describes its buttons, so a screen reader says which parent 'View' opens. */}
                    <Button $variant="outline" $size="sm" aria-describedby={`parent-${parent.id}-name`} onClick={() => setViewing(parent)}>
                      View
                    </Button>
                    <Button $variant="danger" $size="sm" aria-describedby={`parent-${parent.id}-name`} onClick={() => deletion.ask(parent)}>
                      Delete
                    </Button>
                  </RowActions>
                </td>
              </tr>
            ))}
      </DataTable>
      <Pagination page={list.page} pageCount={list.pageCount} total={list.total} onPage={list.setPage} noun="parents" />
      <ParentDetailsModal parent={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        message="Are you sure you want to delete this parent?"
        {...deletion.dialog}
      />
    </>
  );
}
